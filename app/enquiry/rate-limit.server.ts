// ENQUIRY_RATE_LIMIT: how many enquiries one client address may send, as `<count>/<seconds>`
// (or `<count>/<n>m`, `<n>h`); default 5 per 10 minutes (spec §7); load tests raise it.
// The same format as h15's version of this module, which supersedes this one on merge
// (there the limit is enforced inside SQL public.submit_enquiry).

interface EnquiryRateLimit {
  max: number
  windowSeconds: number
}

const DEFAULT_ENQUIRY_RATE_LIMIT: EnquiryRateLimit = { max: 5, windowSeconds: 600 }

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const

export function parseEnquiryRateLimit(value: string | undefined): EnquiryRateLimit {
  const text = value?.trim()
  if (!text) return DEFAULT_ENQUIRY_RATE_LIMIT
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smh]?)$/i.exec(text)
  const max = Number(match?.[1])
  const windowSeconds = Number(match?.[2]) * UNIT_SECONDS[(match?.[3]?.toLowerCase() || 's') as keyof typeof UNIT_SECONDS]
  if (!match || !(max >= 1 && max <= 100_000) || !(windowSeconds >= 1 && windowSeconds <= 86_400)) {
    throw new Error(
      `ENQUIRY_RATE_LIMIT must be "<count>/<window>" with a count of 1 to 100000 and a window of 1 s to 24 h ` +
        `(e.g. "5/10m" or "5/600"), not "${value}"`,
    )
  }
  return { max, windowSeconds }
}

/** The configured limit (read per call, so tests may set it). */
export function enquiryRateLimit(): EnquiryRateLimit {
  return parseEnquiryRateLimit(process.env.ENQUIRY_RATE_LIMIT)
}
