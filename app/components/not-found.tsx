import { Link, useNavigate } from '@remix-run/react'
import Home from 'lucide-react/icons/home'
import { useEffect, useSyncExternalStore } from 'react'
import { useNonce } from '~/utils/nonce-provider'
import { currentCountdown, notFoundCountdown } from './not-found-countdown'
import { NOT_FOUND_REDIRECT_MS } from './not-found-refresh'

const CONTROLS = '[data-not-found-controls]'
// The countdown from the first parse: its own source, run inline (the page cache allows it by hash).
const COUNTDOWN_SCRIPT = `(${notFoundCountdown.toString()})(${NOT_FOUND_REDIRECT_MS},${JSON.stringify(CONTROLS)})`

const startCountdown = () => notFoundCountdown(NOT_FOUND_REDIRECT_MS, CONTROLS)
// The one running (the inline script's, or started here after a client-side navigation), ended on unmount.
const subscribe = (changed: () => void) => {
  const countdown = startCountdown()
  countdown.onChange = changed
  return countdown.stop
}
const stayNow = () => currentCountdown()?.stay ?? 0

/**
 * The Not Found page: a Back to Home button, and the browser goes to / after three seconds unless
 * the visitor stops it (not-found-countdown.ts). The countdown runs from the first parse (an inline
 * script), so a key pressed before the app has hydrated keeps the page as one pressed after; the
 * app adopts it and shows what it knows. Without JavaScript a refresh in the head goes
 * (not-found-refresh.tsx).
 */
export function NotFound() {
  const nonce = useNonce()
  const navigate = useNavigate()
  // The server's HTML (0) until hydration, then what the running countdown knows.
  const stay = useSyncExternalStore(subscribe, stayNow, () => 0)
  useEffect(() => void (startCountdown().go = () => navigate('/')), [navigate])
  return (
    <section className="bg-navy-900 text-ink-inverse">
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
        <p className="text-7xl font-bold tracking-tight text-highlight sm:text-8xl">404</p>
        <h1 className="mt-4 text-section font-bold text-white">Page not found</h1>
        <p className="mt-4 max-w-xl text-ink-inverse/80" aria-live="polite">
          The page you are looking for does not exist or has moved.{' '}
          {stay ? 'You are staying on this page.' : 'Taking you back to the home page in a few seconds…'}
        </p>
        <div data-not-found-controls="" className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <Link to="/" className="btn btn-primary">
            <Home className="h-4 w-4" aria-hidden="true" /> Back to Home
          </Link>
          {stay === 2 ? null : (
            <button type="button" data-not-found-stay="" className="btn btn-secondary text-white">
              Stay on this page
            </button>
          )}
        </div>
        {/* Inserted by React on a client-side navigation, a script does not run: the effect starts the countdown then. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: COUNTDOWN_SCRIPT }} />
      </div>
    </section>
  )
}
