import { Link, useNavigate } from '@remix-run/react'
import { Home } from 'lucide-react'
import { useEffect } from 'react'

const NOT_FOUND_REDIRECT_MS = 3000

/** The Not Found page: a Back to Home button, and the browser goes to / after three seconds. */
export function NotFound() {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate])
  return (
    <section className="bg-navy-900 text-ink-inverse">
      <noscript>
        <meta httpEquiv="refresh" content={`${NOT_FOUND_REDIRECT_MS / 1000};url=/`} />
      </noscript>
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
        <p className="text-7xl font-bold tracking-tight text-highlight sm:text-8xl">404</p>
        <h1 className="mt-4 text-section font-bold text-white">Page not found</h1>
        <p className="mt-4 max-w-xl text-ink-inverse/80">
          The page you are looking for does not exist or has moved. Taking you back to the home page in a few seconds…
        </p>
        <Link to="/" className="btn btn-primary mt-8">
          <Home className="h-4 w-4" aria-hidden="true" /> Back to Home
        </Link>
      </div>
    </section>
  )
}
