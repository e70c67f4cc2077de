import { Link, useNavigate } from '@remix-run/react'
import Home from 'lucide-react/icons/home'
import { useEffect, useRef, useState } from 'react'
import { NOT_FOUND_REDIRECT_MS } from './not-found-refresh'

const FOCUS = 1 // held: focus is on the controls
const POINTER = 2 // held: the pointer is over them

/**
 * The Not Found page's countdown and controls, once the page runs JavaScript (its own chunk: the
 * page shell stays small). The browser goes to / after three seconds (as specified), and a visitor
 * can stop that (WCAG 2.2.1): "Stay on this page" ends it, a key pressed anywhere ends it (a
 * keyboard user Tabbing through the header has not reached the controls within three seconds),
 * and it waits while focus or the pointer is on the controls. The redirect adds a history entry,
 * so Back returns to the mistyped address, where it then stays.
 */
export default function NotFoundActions() {
  const navigate = useNavigate()
  // Back (or Forward) to a Not Found page that has already sent the visitor home stays there:
  // sending them home again would keep them from the page before it. (Mounted in the browser only.)
  const [stayed, setStayed] = useState(() => (window.history.state as { leftForHome?: boolean } | null)?.leftForHome === true)
  // Not `stayed`: the button it removes may be where that key is taking focus.
  const [usingKeys, setUsingKeys] = useState(false)
  const [held, setHeld] = useState(0)
  const home = useRef<HTMLAnchorElement>(null)
  const remaining = useRef(NOT_FOUND_REDIRECT_MS)
  const paused = stayed || usingKeys || held > 0

  useEffect(() => {
    if (paused) return
    const keys = () => setUsingKeys(true)
    document.addEventListener('keydown', keys)
    return () => document.removeEventListener('keydown', keys)
  }, [paused])

  useEffect(() => {
    if (paused) return
    const started = Date.now()
    const timer = setTimeout(() => {
      window.history.replaceState({ ...window.history.state, leftForHome: true }, '')
      navigate('/')
    }, remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [paused, navigate])

  return (
    <>
      <p className="mt-4 max-w-xl text-ink-inverse/80" aria-live="polite">
        The page you are looking for does not exist or has moved.{' '}
        {stayed || usingKeys ? 'You are staying on this page.' : 'Taking you back to the home page in a few seconds…'}
      </p>
      <div
        className="mt-8 flex flex-wrap items-center justify-center gap-3"
        onFocus={() => setHeld((h) => h | FOCUS)}
        onBlur={(event) => event.currentTarget.contains(event.relatedTarget) || setHeld((h) => h & ~FOCUS)}
        onPointerEnter={() => setHeld((h) => h | POINTER)}
        onPointerLeave={() => setHeld((h) => h & ~POINTER)}
      >
        <Link ref={home} to="/" className="btn btn-primary">
          <Home className="h-4 w-4" aria-hidden="true" /> Back to Home
        </Link>
        {stayed ? null : (
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
    </>
  )
}
