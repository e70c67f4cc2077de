import { env } from '~/config/env.server'
import type { EnquiryRateLimit } from '~/backend/types'

// ENQUIRY_RATE_LIMIT: how many enquiries one client address may send, as `<count>/<seconds>`
// (or `<count>/<n>m`, `<n>h`), counted and enforced inside SQL public.submit_enquiry.
// Default 5 per 10 minutes (as specified); load tests raise it. A bad value stops the start-up
// (app/config/env.server.ts), and is never silently replaced by the default here either.

export const DEFAULT_ENQUIRY_RATE_LIMIT: EnquiryRateLimit = { max: 5, windowSeconds: 600 }

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const

export function parseEnquiryRateLimit(value: string | undefined): EnquiryRateLimit {
  const text = value?.trim()
  if (!text) return DEFAULT_ENQUIRY_RATE_LIMIT
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smh]?)$/i.exec(text)
  const max = Number(match?.[1])
  const windowSeconds = Number(match?.[2]) * UNIT_SECONDS[(match?.[3]?.toLowerCase() || 's') as keyof typeof UNIT_SECONDS]
  // The bounds submit_enquiry accepts.
  if (!match || !(max >= 1 && max <= 100_000) || !(windowSeconds >= 1 && windowSeconds <= 86_400)) {
    throw new Error(
      `ENQUIRY_RATE_LIMIT must be "<count>/<window>" with a count of 1 to 100000 and a window of 1 s to 24 h ` +
        `(e.g. "5/10m" or "5/600"), not "${value}"`,
    )
  }
  return { max, windowSeconds }
}

let cached: { raw: string | undefined; limit: EnquiryRateLimit } | undefined

/** The configured limit (re-read when the variable changes, so tests may set it). */
export function enquiryRateLimit(): EnquiryRateLimit {
  const raw = env().ENQUIRY_RATE_LIMIT
  if (!cached || cached.raw !== raw) cached = { raw, limit: parseEnquiryRateLimit(raw) }
  return cached.limit
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
