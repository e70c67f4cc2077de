import { isRouteErrorResponse } from '@remix-run/react'
import type { Scope } from '@sentry/remix'
import type { ErrorReportsConfig } from './error-reports-config'
import { scrubEvent } from './scrub-event'

// The server's error reports (docs/decisions/292-optional-error-reports.md). With SENTRY_DSN
// unset nothing here loads Sentry: `startErrorReports(null)` does nothing and `reportError` only
// returns. Set, Sentry's SDK (@sentry/remix, its Node side) is imported once at start-up and given
// a client of its own: no global `Sentry.init`, so nothing in the process is instrumented or
// patched (no OpenTelemetry, no module hooks, no HTTP or console integrations), and the only
// reports are the errors handed to `reportError` (Remix's handleError in app/entry.server.tsx).
// What a report carries, and what never: app/observability/scrub-event.ts.

let reporter: Promise<Scope> | null = null

/** Starts reporting when it is configured; safe to call again (the first call's settings stay). */
export function startErrorReports(config: ErrorReportsConfig | null): void {
  if (!config || reporter) return
  reporter = createReporter(config)
  reporter.catch((error: unknown) => {
    console.error('Error reports are off: Sentry could not be started.', error)
  })
}

async function createReporter({ dsn, environment }: ErrorReportsConfig): Promise<Scope> {
  const Sentry = await import('@sentry/remix')
  const client = new Sentry.NodeClient({
    dsn,
    environment,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    // Errors only: the cause chain, no repeats, the SDK's own filters. None reads requests or the console.
    integrations: [Sentry.eventFiltersIntegration(), Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    sendDefaultPii: false,
    sendClientReports: false,
    beforeSend: scrubEvent,
  })
  const scope = new Sentry.Scope()
  scope.setClient(client)
  client.init()
  return scope
}

/**
 * Reports an error that Remix handed to handleError, with the request's method and path (no query,
 * headers, cookies or body). A 4xx answer and an aborted request are not errors of ours. Never
 * throws, never waits: the report is sent in the background.
 */
export function reportError(error: unknown, { request }: { request: Request }): void {
  if (!reporter || request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  // Remix's own answers (a 405, a 404 without a route) hold the error they stand for.
  const cause = isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error
  const { origin, pathname } = new URL(request.url)
  const method = request.method
  reporter
    .then((scope) => {
      const scoped = scope.clone()
      scoped.setTag('method', method)
      scoped.addEventProcessor((event) => ({ ...event, request: { method, url: origin + pathname } }))
      scoped.captureException(cause, { mechanism: { type: 'remix.handleError', handled: false } })
    })
    .catch(() => {
      // Already said at start-up (startErrorReports).
    })
}
