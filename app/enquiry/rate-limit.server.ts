import { env } from '~/config/env.server'
import type { EnquiryRateLimit } from '~/backend/types'

// ENQUIRY_RATE_LIMIT: how many enquiries one client address may send, as `<count>/<seconds>`
// (or `<count>/<n>m`, `<n>h`), counted and enforced inside SQL public.submit_enquiry. Parsed with
// the rest of the environment (app/config/env.server.ts): default 5 per 10 minutes, as specified.

/** The configured limit (re-read when the variable changes, so tests may set it). */
export function enquiryRateLimit(): EnquiryRateLimit {
  return env().ENQUIRY_RATE_LIMIT
}

/** The 429 message, with the limit in force ("at most 5 every 10 minutes" by default). */
export function rateLimitedMessage({ max, windowSeconds }: EnquiryRateLimit): string {
  const [count, unit] =
    windowSeconds % 3600 === 0
      ? [windowSeconds / 3600, 'hour']
      : windowSeconds % 60 === 0
        ? [windowSeconds / 60, 'minute']
        : [windowSeconds, 'second']
  const every = count === 1 ? `every ${unit}` : `every ${count} ${unit}s`
  return `Too many enquiries from your network: at most ${max} ${every}. Please try again later.`
}
