// Drives the enquiry server function the way the pages do: the browser makes the token (its
// session cookie) and the key, a POST answers. Everything runs for real against an in-memory embedded database.
import type { EmbeddedBackend } from '~/backend/embedded/adapter.server'
import type { EnquiryReply } from '~/enquiry/reply'
import crypto from 'node:crypto'
import { handleEnquiry } from '~/enquiry/enquiry.server'
import { VALID_ENQUIRY } from '../../fixtures/enquiry'

export const VALID = VALID_ENQUIRY

export interface FormSession {
  cookie: string
  csrf: string
  idempotencyKey: string
}

/** What a visitor's browser holds once a page with the form has run (app/enquiry/form-token.ts). */
export async function openForm(): Promise<FormSession> {
  const csrf = crypto.randomBytes(32).toString('base64url')
  return { cookie: `form_token=${csrf}`, csrf, idempotencyKey: crypto.randomUUID() }
}

interface PostOptions {
  session: FormSession
  fields?: Record<string, string | undefined>
  /** Replaces the hidden fields (csrf, idempotency-key, form-name, bot-field). */
  hidden?: Record<string, string | undefined>
  address?: string
  headers?: Record<string, string>
  sourcePage?: string
  now?: Date
}

export async function postEnquiry(backend: EmbeddedBackend, options: PostOptions) {
  const { session } = options
  const body = new URLSearchParams()
  const all: Record<string, string | undefined> = {
    'form-name': 'contact',
    csrf: session.csrf,
    'idempotency-key': session.idempotencyKey,
    'bot-field': '',
    ...options.hidden,
    ...VALID,
    ...options.fields,
  }
  for (const [key, value] of Object.entries(all)) if (value !== undefined) body.set(key, value)
  const request = new Request('http://localhost/get-started', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: session.cookie, ...options.headers },
    body,
  })
  const result = await handleEnquiry({
    request,
    socketAddress: options.address ?? '203.0.113.10',
    sourcePage: options.sourcePage ?? '/get-started',
    backend,
    now: options.now,
  })
  return { status: result.init?.status ?? 200, reply: result.data as EnquiryReply, headers: new Headers(result.init?.headers) }
}

export async function storedEnquiries(backend: EmbeddedBackend) {
  const db = await backend.database()
  return (await db.query<Record<string, unknown>>('select * from public.enquiries order by id')).rows
}
