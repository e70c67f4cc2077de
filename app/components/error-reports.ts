import { useEffect } from 'react'
import type { ErrorReportsConfig } from '~/observability/error-reports-config'

/**
 * Starts the browser's error reports after hydration, where the root loader says they are
 * configured: Sentry's SDK is a chunk of its own, never in a page's first load, and never fetched
 * at all without SENTRY_DSN (docs/decisions/292).
 */
export function useErrorReports(config: ErrorReportsConfig | null | undefined) {
  useEffect(() => {
    if (config) void import('~/observability/error-reports.client').then((reports) => reports.startBrowserReports(config))
  }, [config])
}
