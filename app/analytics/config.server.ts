import type { AnalyticsConfig } from './analytics'
import { env } from '~/config/env.server'

const DEFAULT_PLAUSIBLE_HOST = 'https://plausible.io'
const GA4_ID = /^G-[A-Z0-9]+$/i

let cached: AnalyticsConfig | null | undefined

/** The configuration for the root loader, read from the environment once per process. */
export function analyticsConfig(): AnalyticsConfig | null {
  if (cached === undefined) cached = readAnalyticsConfig(env())
  return cached
}

/**
 * The page-view provider configured by environment, or null (nothing is sent):
 * PLAUSIBLE_DOMAIN (+ optional PLAUSIBLE_API_HOST, default https://plausible.io), else GA4_MEASUREMENT_ID.
 */
export function readAnalyticsConfig(
  env: Partial<Record<'GA4_MEASUREMENT_ID' | 'PLAUSIBLE_API_HOST' | 'PLAUSIBLE_DOMAIN', string>>,
): AnalyticsConfig | null {
  const domain = env.PLAUSIBLE_DOMAIN?.trim()
  if (domain) {
    return { provider: 'plausible', domain, apiHost: plausibleApiHost(env.PLAUSIBLE_API_HOST) }
  }
  const measurementId = env.GA4_MEASUREMENT_ID?.trim()
  if (measurementId && GA4_ID.test(measurementId)) return { provider: 'ga4', measurementId }
  return null
}

/** An http(s) base URL without a trailing slash; anything else (a typo) falls back to Plausible's own. */
function plausibleApiHost(value: string | undefined) {
  try {
    const url = new URL(value?.trim() || DEFAULT_PLAUSIBLE_HOST)
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href.replace(/\/+$/, '')
  } catch {
    // fall through
  }
  console.warn(`PLAUSIBLE_API_HOST is not an http(s) URL; using ${DEFAULT_PLAUSIBLE_HOST}`)
  return DEFAULT_PLAUSIBLE_HOST
}
