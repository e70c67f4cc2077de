import { Link, useNavigate } from '@remix-run/react'
import { Home } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'

const NOT_FOUND_REDIRECT_MS = 3000

/**
 * The Not Found page: a Back to Home button, and the browser goes to / after three seconds
 * (spec §4). A visitor can stop that (WCAG 2.2.1): "Stay on this page" ends it, and it waits
 * while focus or the pointer is on the page's controls. The redirect adds a history entry, so
 * Back returns to the mistyped address.
 */
export function NotFound() {
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const home = useRef<HTMLAnchorElement>(null)
  const [stayed, setStayed] = useState(false)
  const [held, setHeld] = useState({ focus: false, pointer: false })
  const remaining = useRef(NOT_FOUND_REDIRECT_MS)
  const paused = stayed || held.focus || held.pointer

  useEffect(() => {
    if (paused) return
    const started = Date.now()
    const timer = setTimeout(() => navigate('/'), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - started))
    }
  }, [paused, navigate])

  return (
    <section className="bg-navy-900 text-ink-inverse">
      <noscript>
        <meta httpEquiv="refresh" content={`${NOT_FOUND_REDIRECT_MS / 1000};url=/`} />
      </noscript>
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
        <p className="text-7xl font-bold tracking-tight text-highlight sm:text-8xl">404</p>
        <h1 className="mt-4 text-section font-bold text-white">Page not found</h1>
        <p className="mt-4 max-w-xl text-ink-inverse/80" aria-live="polite">
          {stayed
            ? 'The page you are looking for does not exist or has moved. You are staying on this page.'
            : 'The page you are looking for does not exist or has moved. Taking you back to the home page in a few seconds…'}
        </p>
        <div
          className="mt-8 flex flex-wrap items-center justify-center gap-3"
          onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }))
          }}
          onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
          onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
        >
          <Link ref={home} to="/" className="btn btn-primary">
            <Home className="h-4 w-4" aria-hidden="true" /> Back to Home
          </Link>
          {/* Without JavaScript nothing could stop the refresh: the button comes with the script. */}
          {stayed || !hydrated ? null : (
            <button
              type="button"
              className="btn btn-secondary text-white"
              onClick={() => {
                setStayed(true)
                home.current?.focus()
              }}
            >
              Stay on this page
            </button>
          )}
        </div>
      </div>
    </section>
  )
}
