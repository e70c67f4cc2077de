import type { SubmissionResult } from '@conform-to/react'

// What the enquiry action answers, shared by the server function and the form. The texts marked
// "spec" are the words of spec section 8.
export const ENQUIRY_TEXT = {
  success: "Thank you for your interest! We'll be in touch soon.", // spec
  invalidToken: 'Invalid security token', // spec
  submissionFailed: 'Form submission failed', // spec: the server answered not-ok
  failedToSend: 'Failed to send message. Please try again.', // spec: any other error
  invalidTokenDetail: 'This form has a new security token now: please send it again.',
  rateLimited: 'Too many enquiries from your network: at most 5 every 10 minutes. Please try again later.',
  unavailable: 'We could not save your enquiry, so it was not sent. Please try again in a moment.',
  invalid: 'Please correct the highlighted fields.',
} as const

export type EnquiryErrorReason = 'form' | 'csrf' | 'rate_limited' | 'unavailable' | 'network'

export type EnquiryReply =
  | {
      form: 'contact'
      status: 'success'
      message: string
      /** A short reference for the stored enquiry (app/enquiry/reference.ts), shown in the confirmation. */
      reference: string
      result: SubmissionResult<string[]>
    }
  | {
      form: 'contact'
      status: 'invalid'
      result: SubmissionResult<string[]>
      /** The token and key the corrected form sends (docs/decisions/220). */
      retry?: FormSecrets
    }
  | {
      form: 'contact'
      status: 'error'
      reason: EnquiryErrorReason
      /** Why it failed, shown in the form under the toast's words (see `toastFor`). */
      message: string
      /** The submitted values, so that the visitor does not have to type them again (no-JS page). */
      result?: SubmissionResult<string[]>
      /** The token and key the form sends next: a new token after a refused one (docs/decisions/220). */
      retry?: FormSecrets
    }

/** The form's hidden security values: the session's token and this enquiry's idempotency key. */
export interface FormSecrets {
  csrf: string
  idempotencyKey: string
}

export function isEnquiryReply(value: unknown): value is EnquiryReply {
  return typeof value === 'object' && value !== null && (value as { form?: unknown }).form === 'contact'
}

/** The toast for a reply, as spec section 8 words it. */
export function toastFor(reply: EnquiryReply): { type: 'success' | 'error'; message: string } {
  if (reply.status === 'success') return { type: 'success', message: reply.message }
  if (reply.status === 'error' && reply.reason === 'csrf') return { type: 'error', message: ENQUIRY_TEXT.invalidToken }
  if (reply.status === 'error' && reply.reason === 'network') return { type: 'error', message: ENQUIRY_TEXT.failedToSend }
  return { type: 'error', message: ENQUIRY_TEXT.submissionFailed }
}
