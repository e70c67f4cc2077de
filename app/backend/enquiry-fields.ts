import type { EnquiryInput, EnquiryRateLimit } from './types'

// An enquiry's fields, named once for both adapters. SQL public.submit_enquiry (migration
// 20250104) takes each as the argument p_<field>, and both adapters call it by those names, never
// by position; the inbox reads each as a column. A field of EnquiryInput missing here is a
// compile error, so a new one cannot be left out of what is stored and read.
const FIELDS: Record<keyof EnquiryInput, true> = {
  name: true,
  email: true,
  phone: true,
  company: true,
  message: true,
  project_type: true,
  budget: true,
  timeline: true,
  idempotency_key: true,
  client_hash: true,
  source_page: true,
}
const ENQUIRY_FIELDS = Object.keys(FIELDS) as (keyof EnquiryInput)[]

/** The columns of a stored enquiry the inbox reads: its id, every field, when it was handled and came. */
export const ENQUIRY_COLUMNS = ['id', ...ENQUIRY_FIELDS, 'handled_at', 'created_at']

/**
 * SQL public.submit_enquiry's arguments by name, for an enquiry and the rate limit: each field as
 * p_<field> (one left undefined is left out: the function's default, null), then the limit.
 */
export function submitEnquiryArgs(input: EnquiryInput, limit: EnquiryRateLimit): Record<string, string | number | null> {
  const fields = ENQUIRY_FIELDS.filter((field) => input[field] !== undefined).map((field) => [`p_${field}`, input[field] ?? null])
  return { ...Object.fromEntries(fields), p_max_per_window: limit.max, p_window_seconds: limit.windowSeconds }
}
