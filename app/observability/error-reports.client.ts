import * as Sentry from '@sentry/remix'
import type { ErrorReportsConfig } from './error-reports-config'
import { scrubEvent } from './scrub-event'

// The browser's error reports (docs/decisions/292-optional-error-reports.md): a chunk of its own,
// imported after hydration and only where the root loader says reporting is configured
// (app/components/error-reports.ts), so no page's first-load JavaScript holds any of it.
// Sentry's browser SDK with none of its default integrations: no breadcrumbs (clicks, inputs,
// console, fetches), no replay, no tracing, no session tracking, nothing that reads the DOM or a
// form. What it reports: uncaught errors and unhandled rejections (window), and what the root
// error boundary shows (reportBoundaryError). What a report carries: ./scrub-event.ts.

let started = false

/** Starts the browser SDK once. */
export function startBrowserReports({ dsn, environment }: ErrorReportsConfig) {
  if (started) return
  started = true
  const client = new Sentry.BrowserClient({
    dsn,
    environment,
    transport: Sentry.makeFetchTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [
      Sentry.globalHandlersIntegration(),
      Sentry.eventFiltersIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
    ],
    // React's report of error 421 after hydration drops nothing (docs/decisions/270).
    ignoreErrors: [/Minified React error #421\b/, /This Suspense boundary received an update before it finished hydrating/],
    sendDefaultPii: false,
    sendClientReports: false,
    beforeSend: scrubEvent,
  })
  Sentry.setCurrentClient(client)
  client.init()
  // The page's address, without its query or fragment (scrubEvent cuts them anyway), and the browser.
  const request = { url: location.origin + location.pathname, headers: { 'User-Agent': navigator.userAgent } }
  Sentry.getGlobalScope().addEventProcessor((event) => ({ ...event, request }))
}

/** Reports an error the root error boundary shows (app/components/error-page.tsx: one of this browser's). */
export function reportBoundaryError(config: ErrorReportsConfig, error: Error) {
  startBrowserReports(config)
  Sentry.captureException(error, { mechanism: { type: 'remix.ErrorBoundary', handled: true } })
}
