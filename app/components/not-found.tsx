import { Link } from '@remix-run/react'
import Home from 'lucide-react/icons/home'
import { useEffect, useState, type ComponentType } from 'react'

/** What the server renders (and the page shows until its countdown has loaded). */
function StaticActions() {
  return (
    <>
      <p className="mt-4 max-w-xl text-ink-inverse/80">
        The page you are looking for does not exist or has moved. Taking you back to the home page in a few seconds…
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          <Home className="h-4 w-4" aria-hidden="true" /> Back to Home
        </Link>
      </div>
    </>
  )
}

/**
 * The Not Found page: a Back to Home button, and the browser goes to / after three seconds
 * (not-found-actions.tsx, which also lets a visitor stop it). Without JavaScript a refresh in the
 * head goes (not-found-refresh.tsx).
 */
export function NotFound() {
  // The countdown and its controls load after hydration, as their own chunk.
  const [Actions, setActions] = useState<ComponentType | null>(null)
  useEffect(() => void import('./not-found-actions').then((m) => setActions(() => m.default)), [])
  return (
    <section className="bg-navy-900 text-ink-inverse">
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
        <p className="text-7xl font-bold tracking-tight text-highlight sm:text-8xl">404</p>
        <h1 className="mt-4 text-section font-bold text-white">Page not found</h1>
        {Actions ? <Actions /> : <StaticActions />}
      </div>
    </section>
  )
}
