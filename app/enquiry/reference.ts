// The short reference a visitor can quote after sending an enquiry. It is derived from the
// enquiry's idempotency key, which is stored in the enquiry's row (unique): the server knows it
// once the row is stored, a repeated submission (double click, re-sent POST) gets the same
// reference, and staff find the row by the key's first eight hex digits.

/** "3f2a9c1e-…" → "ENQ-3F2A-9C1E" */
export function enquiryReference(idempotencyKey: string): string {
  const hex = idempotencyKey
    .toLowerCase()
    .replace(/[^0-9a-f]/g, '')
    .slice(0, 8)
    .padEnd(8, '0')
    .toUpperCase()
  return `ENQ-${hex.slice(0, 4)}-${hex.slice(4)}`
}

/** The key prefix to look a reference up by (`idempotency_key like '<prefix>%'`), or null if it is not one. */
export function referencePrefix(reference: string): string | null {
  const match = /^ENQ-([0-9A-F]{4})-([0-9A-F]{4})$/i.exec(reference.trim())
  return match ? `${match[1]}${match[2]}`.toLowerCase() : null
}

/** What happens after an enquiry: shown in the confirmation that replaces the form. */
export const ENQUIRY_NEXT_STEPS = [
  'A specialist reads your enquiry and replies by e-mail within one business day.',
  'If it helps, we suggest a short call to understand your goals, systems and constraints.',
  'You receive a written proposal with scope, timeline and cost. There is no obligation.',
] as const

export const ENQUIRY_REPLY_TIME = 'within one business day (Monday to Friday)'
