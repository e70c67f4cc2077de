import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { data, type ActionFunctionArgs } from '@remix-run/node'
import crypto from 'node:crypto'
import { getBackend } from '~/backend/index.server'
import type { Backend, RequestBackend } from '~/backend/types'
import { withBackend } from '~/utils/with-backend.server'
import { ENQUIRY_TEXT, type EnquiryErrorReason, type EnquiryReply, type FormSecrets } from '~/enquiry/reply'
import { enquiryReference } from './reference'
import { clientAddress, hashClientAddress } from '~/utils/client-address.server'
import { isValidFormToken, retryFormToken } from './form-token.server'
import { kickOutbox } from './outbox.server'
import { ENQUIRY_FIELDS, ENQUIRY_FORM_NAME, EnquirySchema, HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from './schema'
import { pickFields } from '~/utils/pick-fields'
import { metrics } from '~/observability/metrics.server'
import { notifyConfig } from './notify.server'
import { enquiryRateLimit, rateLimitedMessage } from '~/enquiry/rate-limit.server'

// The one server function behind the enquiry form, used by the actions of `/` (form-name
// contact, as specified) and `/get-started`. Order: token, honeypot, validation, rate limit, store
// (once per idempotency key), then the staff e-mail in the background (docs/decisions/060).

/**
 * For the loader of a page with the form. The page is the same for every visitor (a public page,
 * cached anywhere): the token and the key are made in the browser (docs/decisions/220). Retries of
 * e-mails that failed before a restart resume once a form page is rendered.
 */
export function loadEnquiryForm(backend?: Backend) {
  if (notifyConfig()) void kickOutbox(backend ?? getBackend())
}

interface HandleOptions {
  request: Request
  /** The peer address from server/index.ts (`context.clientAddress`). */
  socketAddress: string | undefined
  /** The path of the page the form is on, stored with the enquiry. */
  sourcePage: string
  backend?: Backend
  now?: Date
}

export function handleEnquiry(options: HandleOptions) {
  const backend = options.backend ?? getBackend()
  return withBackend(options.request, (requestBackend) => submitEnquiry(options, backend, requestBackend), backend)
}

async function submitEnquiry(options: HandleOptions, backend: Backend, requestBackend: RequestBackend) {
  const { request, sourcePage, now = new Date() } = options
  const reply = (body: EnquiryReply, status = 200, headers?: HeadersInit) => data(body, { status, headers })
  const counted = metrics().enquiries
  const fail = (status: number, reason: EnquiryErrorReason, message: string, result?: SubmissionResult<string[]>, retry?: FormSecrets) => {
    counted.inc({ outcome: reason })
    return reply({ form: 'contact', status: 'error', reason, message, result, retry }, status)
  }

  // The token first: no schema runs on a form this site did not hand out (the server's gate has
  // already bounded its size and shape). A refused form echoes its own fields, so nothing is lost.
  const formData = await request.formData()
  if (formData.get('form-name') !== ENQUIRY_FORM_NAME) return fail(400, 'form', ENQUIRY_TEXT.submissionFailed)
  if (!isValidFormToken(formData, request)) {
    // Nothing is stored. The answer carries a token (with its cookie when the browser held none, as
    // without JavaScript) and a key, so that sending the same form again goes through.
    const echo = parseWithZod(pickFields(formData, ENQUIRY_FIELDS), { schema: EnquirySchema })
    const { token, setCookie } = retryFormToken(request)
    const retry = { csrf: token, idempotencyKey: idempotencyKey(formData.get(IDEMPOTENCY_FIELD)) }
    counted.inc({ outcome: 'csrf' })
    return reply(
      { form: 'contact', status: 'error', reason: 'csrf', message: ENQUIRY_TEXT.invalidTokenDetail, result: echo.reply(), retry },
      403,
      setCookie ? { 'Set-Cookie': setCookie } : undefined,
    )
  }
  const submission = parseWithZod(formData, { schema: EnquirySchema })

  // The key the enquiry is stored under; its reference is what the confirmation shows.
  const key = idempotencyKey(formData.get(IDEMPOTENCY_FIELD))
  // A form refused after its token passed is sent again with the same token (the session's own,
  // just matched) and key: without JavaScript the answer page is the only place the form has them.
  const retry: FormSecrets = { csrf: retryFormToken(request).token, idempotencyKey: key }
  const success = () =>
    reply({
      form: 'contact',
      status: 'success',
      message: ENQUIRY_TEXT.success,
      reference: enquiryReference(key),
      result: submission.reply({ resetForm: true }),
    })
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (String(formData.get(HONEYPOT_FIELD) ?? '') !== '') {
    counted.inc({ outcome: 'spam' })
    return success()
  }
  if (submission.status !== 'success') {
    counted.inc({ outcome: 'invalid' })
    return reply({ form: 'contact', status: 'invalid', result: submission.reply(), retry }, 400)
  }

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
    if (outcome === 'rate_limited') return fail(429, 'rate_limited', rateLimitedMessage(limit), submission.reply(), retry)
    // A repeat of a stored submission: the same answer, no second row, no second e-mail.
    if (outcome === 'created') void kickOutbox(backend, { ...input, created_at: now.toISOString() })
    counted.inc({ outcome: outcome === 'created' ? 'stored' : 'repeat' })
    return success()
  } catch (error) {
    // Nothing is reported as sent that was not stored: the visitor keeps the values and may retry.
    console.error('Enquiry could not be stored:', error)
    return fail(503, 'unavailable', ENQUIRY_TEXT.unavailable, submission.reply(), retry)
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
