import { useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { browserStorage } from '~/utils/browser-storage'
import { IdleWarning } from './idle-warning'

const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'touchstart', 'scroll'] as const

/** The navigation state of the timer's sign-out. */
export const INACTIVITY_SIGN_OUT = { inactivitySignOut: true }
export const isInactivitySignOut = (state: unknown) => (state as typeof INACTIVITY_SIGN_OUT | null)?.inactivitySignOut === true

/** The warning comes this long before the sign-out (WCAG 2.2.1 asks for at least 20 s to answer). */
const IDLE_WARNING_MS = 60_000

const ACTIVITY_KEY = 'admin-last-activity'
/** The newest activity in any of this browser's admin tabs: they share one session, so one idle timer (without storage, each tab keeps its own). */
const sharedActivity = () => Number(browserStorage('local')?.getItem(ACTIVITY_KEY)) || 0

/** How long before the sign-out the warning shows: a minute, or half the time if that is shorter (tests). */
const warningLead = (timeoutMs: number) => Math.min(IDLE_WARNING_MS, Math.floor(timeoutMs / 2))

/**
 * Signs the admin out after `timeoutMs` without a mouse press, key press, touch or scroll
 * (as specified), posting the logout form. A minute before, a dialog warns and offers "Stay signed in";
 * that, or any other activity, restarts the timer. While the admin is active without making
 * requests (writing a long post), and whenever the warning is answered, a keep-alive request
 * slides the server's session expiry too, so the two agree. Activity in another admin tab counts:
 * the tabs share one session, and an idle tab must not sign out the one being written in.
 */
export function InactivityTimer({ timeoutMs, csrf }: { timeoutMs: number; csrf: string }) {
  const submit = useSubmit()
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
    // Where the admin was comes back after the next sign-in; INACTIVITY_SIGN_OUT lets it past an
    // unsaved form's question (that form keeps its text in the tab instead: post-draft-rescue.tsx).
    const signOut = () =>
      submit(
        { csrf, reason: 'inactivity', returnTo: location.pathname + location.search },
        { method: 'post', action: '/logout', replace: true, state: INACTIVITY_SIGN_OUT },
      )
    const showWarning = (show: boolean) => {
      warning.current = show
      setDeadline(show ? lastActivity.current + timeoutMs : null)
    }
    // A sleeping laptop delays timers: decide by the clock, not by the timer alone.
    const check = () => {
      lastActivity.current = Math.max(lastActivity.current, sharedActivity())
      const idle = Date.now() - lastActivity.current
      if (idle >= timeoutMs) return signOut()
      if (idle >= timeoutMs - lead) {
        if (!warning.current) showWarning(true)
        timer = setTimeout(check, timeoutMs - idle)
      } else timer = setTimeout(check, timeoutMs - lead - idle)
    }
    const restart = () => {
      if (warning.current) showWarning(false)
      clearTimeout(timer)
      check()
    }
    const onActivity = () => {
      const now = Date.now()
      const answered = warning.current
      // Told to the other tabs at most once a second (a scroll fires many events).
      if (now - lastActivity.current > 1000) browserStorage('local')?.setItem(ACTIVITY_KEY, String(now))
      lastActivity.current = now
      restart()
      if (answered || now - lastServerTouch.current > timeoutMs / 2) {
        lastServerTouch.current = now
        // A plain request: signed out meanwhile, it gets a 401 rather than a redirect that would
        // take the page (and what is being written) to the sign-in form.
        void fetch('/admin/keepalive', { cache: 'no-store' }).catch(() => {})
      }
    }
    const onOtherTab = (event: StorageEvent) => {
      if (event.key === ACTIVITY_KEY && Number(event.newValue) > lastActivity.current) restart()
    }
    staySignedIn.current = onActivity
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return
      clearTimeout(timer)
      check()
    }
    check()
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true })
    window.addEventListener('storage', onOtherTab)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true })
      window.removeEventListener('storage', onOtherTab)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [timeoutMs, csrf, submit])

  return deadline ? <IdleWarning deadline={deadline} onStay={() => staySignedIn.current()} /> : null
}
