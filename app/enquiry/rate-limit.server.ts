// The enquiry rate limit: ENQUIRY_RATE_LIMIT enquiries per client address in 10 minutes
// (default 5, spec §7). Raised only for load tests and special deployments; a value that is not
// a positive whole number is ignored rather than turning the limit off.
export const RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000
export const DEFAULT_RATE_LIMIT = 5

export function enquiryRateLimit(value = process.env.ENQUIRY_RATE_LIMIT): { max: number; windowMs: number } {
  const max = Number(value)
  return { max: Number.isInteger(max) && max > 0 ? max : DEFAULT_RATE_LIMIT, windowMs: RATE_LIMIT_WINDOW_MS }
}
