// Page-view analytics, browser side. The provider comes from the server's environment
// (analytics.server.ts) as a small serializable config; with none, nothing is sent.

import { isStaffPath } from '~/site/staff-area'

export type AnalyticsConfig = { provider: 'plausible'; domain: string; apiHost: string } | { provider: 'ga4'; measurementId: string }

type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean; windowDoNotTrack?: string | null }

/** True when the browser asks not to be tracked (Do Not Track or Global Privacy Control). */
export function prefersNoTracking({ doNotTrack, globalPrivacyControl, windowDoNotTrack }: PrivacySignals) {
  return globalPrivacyControl === true || doNotTrack === '1' || doNotTrack === 'yes' || windowDoNotTrack === '1'
}

function browserPrivacySignals(): PrivacySignals {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  return {
    doNotTrack: nav.doNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
    windowDoNotTrack: (window as Window & { doNotTrack?: string | null }).doNotTrack,
  }
}

export function shouldTrack(config: AnalyticsConfig | null, pathname: string, signals = browserPrivacySignals()) {
  return config !== null && !isStaffPath(pathname) && !prefersNoTracking(signals)
}

/** Plausible's Events API request for one page view (text/plain, as its own script sends, so no CORS preflight). */
export function plausibleRequest(config: Extract<AnalyticsConfig, { provider: 'plausible' }>, url: string, referrer: string) {
  return {
    url: `${config.apiHost}/api/event`,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ name: 'pageview', url, domain: config.domain, referrer: referrer || null }),
      keepalive: true,
    } satisfies RequestInit,
  }
}

const warn = (error: unknown) => console.warn('Analytics: page view not sent.', error)

type Gtag = (...args: unknown[]) => void
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag }

// GA4 needs Google's gtag.js; it is added once, with automatic page views off, so that each
// route change is reported exactly once by us (Google's recipe for single-page apps).
function ga4(measurementId: string): Gtag {
  const w = window as GtagWindow
  if (!w.gtag) {
    w.dataLayer = w.dataLayer || []
    w.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag('js', new Date())
    w.gtag('config', measurementId, { send_page_view: false })
    const script = document.createElement('script')
    script.async = true
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
    script.onerror = () => warn(new Error('gtag.js failed to load'))
    document.head.appendChild(script)
  }
  return w.gtag
}

/** Reports one page view. Never throws: a failing or blocked call only logs a warning. */
export function sendPageView(config: AnalyticsConfig, url = window.location.href, referrer = document.referrer) {
  try {
    if (config.provider === 'plausible') {
      const request = plausibleRequest(config, url, referrer)
      fetch(request.url, request.init)
        .then((response) => {
          if (!response.ok) warn(new Error(`HTTP ${response.status}`))
        })
        .catch(warn)
    } else {
      ga4(config.measurementId)('event', 'page_view', { page_location: url, page_title: document.title })
    }
  } catch (error) {
    warn(error)
  }
}
