import { ENQUIRY_FIELDS, EnquirySchema } from './schema'

/** Messages per field name, the shape of conform's `SubmissionResult.error`. */
export type FieldErrors = Record<string, string[]>

/**
 * The enquiry form's values checked in the browser, with the errors the server would give: like
 * conform's `parseWithZod` on the server, an empty field is a missing value. Loaded on demand
 * (see use-enquiry-validation.ts), so zod never weighs on the page's first load.
 */
export function validateEnquiry(formData: FormData): FieldErrors {
  const values: Record<string, string | undefined> = {}
  for (const name of ENQUIRY_FIELDS) {
    const value = formData.get(name)
    values[name] = typeof value === 'string' && value !== '' ? value : undefined
  }
  const result = EnquirySchema.safeParse(values)
  const errors: FieldErrors = {}
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0] ?? '')
    ;(errors[name] ??= []).push(issue.message)
  }
  return errors
}
