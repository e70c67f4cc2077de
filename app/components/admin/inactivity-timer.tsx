import { useFetcher, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { IdleWarning } from './idle-warning'

const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'touchstart', 'scroll'] as const

/** The warning comes this long before the sign-out (WCAG 2.2.1 asks for at least 20 s to answer). */
const IDLE_WARNING_MS = 60_000

/** How long before the sign-out the warning shows: a minute, or half the time if that is shorter (tests). */
const warningLead = (timeoutMs: number) => Math.min(IDLE_WARNING_MS, Math.floor(timeoutMs / 2))

/**
 * Signs the admin out after `timeoutMs` without a mouse press, key press, touch or scroll
 * (as specified), posting the logout form. A minute before, a dialog warns and offers "Stay signed in";
 * that, or any other activity, restarts the timer. While the admin is active without making
 * requests (writing a long post), and whenever the warning is answered, a keep-alive request
 * slides the server's session expiry too, so the two agree.
 */
export function InactivityTimer({ timeoutMs, csrf }: { timeoutMs: number; csrf: string }) {
  const submit = useSubmit()
  const keepAlive = useFetcher()
  // Set when the effect starts (render stays pure); 0 until then.
  const lastActivity = useRef(0)
  const lastServerTouch = useRef(0)
  const [deadline, setDeadline] = useState<number | null>(null)
  const warning = useRef(false)
  const staySignedIn = useRef(() => {})

  useEffect(() => {
    if (!lastActivity.current) lastActivity.current = lastServerTouch.current = Date.now()
    const lead = warningLead(timeoutMs)
    let timer: ReturnType<typeof setTimeout>
    const signOut = () => submit({ csrf, reason: 'inactivity' }, { method: 'post', action: '/logout', replace: true })
    const showWarning = (show: boolean) => {
      warning.current = show
      setDeadline(show ? lastActivity.current + timeoutMs : null)
    }
    // A sleeping laptop delays timers: decide by the clock, not by the timer alone.
    const check = () => {
      const idle = Date.now() - lastActivity.current
      if (idle >= timeoutMs) return signOut()
      if (idle >= timeoutMs - lead) {
        if (!warning.current) showWarning(true)
        timer = setTimeout(check, timeoutMs - idle)
      } else timer = setTimeout(check, timeoutMs - lead - idle)
    }
    const onActivity = () => {
      const now = Date.now()
      const answered = warning.current
      lastActivity.current = now
      if (answered) showWarning(false)
      clearTimeout(timer)
      check()
      if (answered || now - lastServerTouch.current > timeoutMs / 2) {
        lastServerTouch.current = now
        keepAlive.load('/admin/keepalive')
      }
    }
    staySignedIn.current = onActivity
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastActivity.current >= timeoutMs) signOut()
    }
    check()
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

  return deadline ? <IdleWarning deadline={deadline} onStay={() => staySignedIn.current()} /> : null
}
