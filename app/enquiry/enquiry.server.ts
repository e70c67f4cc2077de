import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { data, type ActionFunctionArgs } from '@remix-run/node'
import crypto from 'node:crypto'
import { getBackend } from '~/backend/index.server'
import type { Backend } from '~/backend/types'
import { ENQUIRY_TEXT, type EnquiryErrorReason, type EnquiryReply } from '~/enquiry/reply'
import { enquiryReference } from './reference'
import { PRIVATE_CACHE_CONTROL } from '~/utils/cache-headers'
import { clientAddress, hashClientAddress } from '~/utils/client-address.server'
import { issueCsrfToken, isValidCsrf } from '~/auth/csrf.server'
import { kickOutbox } from './outbox.server'
import { ENQUIRY_FIELDS, ENQUIRY_FORM_NAME, EnquirySchema, HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from './schema'
import { pickFields } from '~/utils/pick-fields'
import { notifyConfig } from './notify.server'
import { enquiryRateLimit, rateLimitedMessage } from '~/enquiry/rate-limit.server'

// The one server function behind the enquiry form, used by the actions of `/` (form-name
// contact, spec §7) and `/get-started`. Order: token, honeypot, validation, rate limit, store
// (once per idempotency key), then the staff e-mail in the background (docs/decisions/060).

/**
 * For the loader of a page with the form: the form's props, and headers for the response. The
 * page carries this visitor's token and a one-off key, so it must never come from a shared cache
 * (another visitor's key would make their enquiry a "repeat"): always private (docs/decisions/060).
 * Rendered for the page cache (`fill`, from the load context), the page holds the cache's markers
 * instead, which it replaces per response with `enquiryFormValues` (docs/decisions/090).
 */
export async function loadEnquiryForm(request: Request, backend?: Backend, fill?: PageCacheFill) {
  const { values, setCookie } = fill
    ? { values: { csrf: fill.csrf, idempotencyKey: fill.idempotencyKey }, setCookie: null }
    : await enquiryFormValues(request.headers)
  const headers = new Headers(setCookie ? { 'Set-Cookie': setCookie } : undefined)
  headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
  // Retries of e-mails that failed before a restart resume once a form page is visited.
  if (notifyConfig()) void kickOutbox(backend ?? getBackend())
  return { enquiryForm: values, headers }
}

export interface PageCacheFill {
  csrf: string
  idempotencyKey: string
}

/** This response's token (with its cookie when new) and a new key per page view: a double click or a re-sent POST repeats it, a new enquiry does not. */
export async function enquiryFormValues(requestHeaders: Headers) {
  const { token, headers } = await issueCsrfToken(requestHeaders)
  return { values: { csrf: token, idempotencyKey: crypto.randomUUID() }, setCookie: headers?.get('Set-Cookie') ?? null }
}

interface HandleOptions {
  request: Request
  /** The peer address from server.js (`context.clientAddress`). */
  socketAddress: string | undefined
  /** The path of the page the form is on, stored with the enquiry. */
  sourcePage: string
  backend?: Backend
  now?: Date
}

export async function handleEnquiry(options: HandleOptions) {
  const { request, sourcePage, backend = getBackend(), now = new Date() } = options
  const requestBackend = backend.forRequest(request)
  const reply = (body: EnquiryReply, status = 200) => data(body, { status, headers: requestBackend.headers })
  const fail = (status: number, reason: EnquiryErrorReason, message: string, result?: SubmissionResult<string[]>) =>
    reply({ form: 'contact', status: 'error', reason, message, result }, status)

  // The token first: no schema runs on a form this site did not hand out (the server's gate has
  // already bounded its size and shape). A refused form echoes its own fields, so nothing is lost.
  const formData = await request.formData()
  if (formData.get('form-name') !== ENQUIRY_FORM_NAME) return fail(400, 'form', ENQUIRY_TEXT.submissionFailed)
  if (!(await isValidCsrf(formData, request))) {
    const echo = parseWithZod(pickFields(formData, ENQUIRY_FIELDS), { schema: EnquirySchema })
    return fail(403, 'csrf', ENQUIRY_TEXT.invalidTokenDetail, echo.reply())
  }
  const submission = parseWithZod(formData, { schema: EnquirySchema })

  // The key the enquiry is stored under; its reference is what the confirmation shows.
  const key = idempotencyKey(formData.get(IDEMPOTENCY_FIELD))
  const success = () =>
    reply({
      form: 'contact',
      status: 'success',
      message: ENQUIRY_TEXT.success,
      reference: enquiryReference(key),
      result: submission.reply({ resetForm: true }),
    })
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (String(formData.get(HONEYPOT_FIELD) ?? '') !== '') return success()
  if (submission.status !== 'success') return reply({ form: 'contact', status: 'invalid', result: submission.reply() }, 400)

  const values = submission.value
  const clientHash = hashClientAddress(clientAddress(request, options.socketAddress))
  try {
    const input = {
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      company: values.company,
      message: values.message,
      project_type: values.projectType,
      budget: values.budget,
      timeline: values.timeline,
      idempotency_key: key,
      client_hash: clientHash,
      source_page: sourcePage,
    }
    // The limit is counted and the row stored in one transaction (SQL public.submit_enquiry).
    const limit = enquiryRateLimit()
    const { outcome } = await requestBackend.enquiries.submit(input, limit)
    if (outcome === 'rate_limited') return fail(429, 'rate_limited', rateLimitedMessage(limit), submission.reply())
    // A repeat of a stored submission: the same answer, no second row, no second e-mail.
    if (outcome === 'created') void kickOutbox(backend, { ...input, created_at: now.toISOString() })
    return success()
  } catch (error) {
    // Nothing is reported as sent that was not stored: the visitor keeps the values and may retry.
    console.error('Enquiry could not be stored:', error)
    return fail(503, 'unavailable', ENQUIRY_TEXT.unavailable, submission.reply())
  }
}

/** The form's key when it looks like one (a UUID); otherwise a fresh one, so the enquiry is still taken. */
function idempotencyKey(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && /^[A-Za-z0-9-]{8,100}$/.test(value) ? value : crypto.randomUUID()
}

/** A route's action for the form: `export const action = enquiryAction('/get-started')`. */
export function enquiryAction(sourcePage: string) {
  return ({ request, context }: ActionFunctionArgs) => handleEnquiry({ request, socketAddress: context.clientAddress, sourcePage })
}
