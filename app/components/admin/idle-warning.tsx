import { useEffect, useRef, useState } from 'react'
import { useFocusTrap } from '~/components/layout/use-focus-trap'

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000))

/**
 * The warning before the inactivity sign-out (GOV.UK's "timeout warning" pattern): a modal
 * alert dialog, focus on "Stay signed in", Escape also stays. The countdown is not a live region
 * (a screen reader would read it every second); the dialog's description says it once.
 */
export function IdleWarning({ deadline, onStay }: { deadline: number; onStay: () => void }) {
  const panel = useRef<HTMLDivElement>(null)
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline))
  const [warned] = useState(seconds)
  useFocusTrap(panel, true, onStay)
  useEffect(() => {
    const tick = setInterval(() => setSeconds(secondsUntil(deadline)), 1000)
    return () => clearInterval(tick)
  }, [deadline])

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden className="fixed inset-0 bg-navy-950/60" />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="idle-warning-title"
        aria-describedby="idle-warning-text"
        className="relative w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-card-hover"
      >
        <h2 id="idle-warning-title" className="text-lg font-semibold">
          You will be signed out soon
        </h2>
        <p id="idle-warning-text" className="mt-2 text-ink-muted">
          You have not done anything for a while. To protect the admin area, you will be signed out in {warned} seconds unless you stay
          signed in.
        </p>
        <p className="mt-3 text-sm font-semibold text-ink" aria-hidden>
          Signing out in {seconds} {seconds === 1 ? 'second' : 'seconds'}
        </p>
        <button type="button" onClick={onStay} className="btn btn-primary mt-5 w-full sm:w-auto">
          Stay signed in
        </button>
      </div>
    </div>
  )
}
