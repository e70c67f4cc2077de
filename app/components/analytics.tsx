import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { sendPageView, shouldTrack, type AnalyticsConfig } from '~/analytics/analytics'

/**
 * Reports one page view per route change (the first load included) to the configured provider.
 * Renders nothing. Skips /admin and /login, and browsers that send Do Not Track or Global
 * Privacy Control.
 */
export function Analytics({ config }: { config: AnalyticsConfig | null | undefined }) {
  const { pathname, search } = useLocation()
  // A route change is a new pathname; this also keeps React's development double-run of
  // effects (StrictMode) from counting one view twice.
  const lastPath = useRef<string | null>(null)

  useEffect(() => {
    if (lastPath.current === pathname) return
    lastPath.current = pathname
    if (config && shouldTrack(config, pathname)) sendPageView(config, new URL(pathname + search, window.location.origin).href)
    // `search` is left out on purpose: a filter change on the same page is not a new page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, pathname])

  return null
}
