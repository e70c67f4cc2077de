import { useFetcher, useSubmit } from '@remix-run/react'
import { useEffect, useRef } from 'react'

const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'touchstart', 'scroll'] as const

/**
 * Signs the admin out after `timeoutMs` without a mouse press, key press, touch or scroll
 * (spec §4), posting the logout form. While the admin is active without making requests (writing
 * a long post), a keep-alive request slides the server's session expiry too, so the two agree.
 */
export function InactivityTimer({ timeoutMs, csrf }: { timeoutMs: number; csrf: string }) {
  const submit = useSubmit()
  const keepAlive = useFetcher()
  // Set when the effect starts (render stays pure); 0 until then.
  const lastActivity = useRef(0)
  const lastServerTouch = useRef(0)

  useEffect(() => {
    if (!lastActivity.current) lastActivity.current = lastServerTouch.current = Date.now()
    let timer: ReturnType<typeof setTimeout>
    const signOut = () => submit({ csrf, reason: 'inactivity' }, { method: 'post', action: '/logout', replace: true })
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        // A sleeping laptop delays timers: decide by the clock, not by the timer alone.
        const idle = Date.now() - lastActivity.current
        if (idle >= timeoutMs) signOut()
        else timer = setTimeout(arm, timeoutMs - idle)
      }, timeoutMs)
    }
    const onActivity = () => {
      const now = Date.now()
      lastActivity.current = now
      arm()
      if (now - lastServerTouch.current > timeoutMs / 2) {
        lastServerTouch.current = now
        keepAlive.load('/admin/keepalive')
      }
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastActivity.current >= timeoutMs) signOut()
    }
    arm()
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true })
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true })
      document.removeEventListener('visibilitychange', onVisible)
    }
    // keepAlive.load is stable enough for this purpose; re-arming on every fetcher state is not wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeoutMs, csrf, submit])

  return null
}
