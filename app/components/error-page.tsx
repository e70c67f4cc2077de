import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import type { ErrorReportsConfig } from '~/observability/error-reports-config'
import { NotFound } from './not-found'

const friendly: Record<number, { title: string; text: string }> = {
  400: { title: 'Bad request', text: 'Something in that request was not right. Please check it and try again.' },
  401: { title: 'Please sign in', text: 'You need to sign in to see this page.' },
  403: { title: 'Not allowed', text: 'You are not allowed to see this page.' },
  405: { title: 'Not allowed', text: 'That action is not available here.' },
  429: { title: 'Too many requests', text: 'Please wait a few minutes and try again.' },
  503: { title: 'Temporarily unavailable', text: 'We could not load this page’s content just now. Please try again in a moment.' },
}

// The words stay true: "notified" only where errors are reported (SENTRY_DSN, docs/decisions/292).
const unexpected = (reported: boolean) => ({
  title: 'Something went wrong',
  text: reported
    ? 'An unexpected error occurred. Our team has been notified; please try again.'
    : 'An unexpected error occurred. Please try again.',
})

/**
 * The friendly error page of the root boundary: the status always, details only in development.
 * Where reporting is configured, an error that happened in this browser is reported from here
 * (the server reports its own: app/entry.server.tsx, handleError).
 */
export function ErrorPage() {
  const error = useRouteError()
  const reports = useRouteLoaderData<{ errorReports?: ErrorReportsConfig | null }>('root')?.errorReports ?? null
  useEffect(() => {
    // An error a loader or action threw on the server comes without a stack (Remix sanitizes it), and
    // the server has reported it: only an error of this browser's is reported from here.
    if (reports && error instanceof Error && error.stack)
      void import('~/observability/error-reports.client').then((module) => module.reportBoundaryError(reports, error))
  }, [reports, error])
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status === 404) return <NotFound />
  const copy = friendly[status] ?? unexpected(reports !== null)
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : null
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <section className="bg-surface-muted">
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <p className="text-6xl font-bold text-accent">{status}</p>
        <h1 className="mt-4 text-section font-bold">{copy.title}</h1>
        <p className="mt-3 max-w-xl text-ink-muted">{copy.text}</p>
        <Link to="/" className="btn btn-primary mt-8">
          Back to Home
        </Link>
        {details ? (
          <pre className="mt-10 max-w-full overflow-auto rounded-lg bg-navy-950 p-4 text-left text-xs text-ink-inverse">{details}</pre>
        ) : null}
      </div>
    </section>
  )
}
