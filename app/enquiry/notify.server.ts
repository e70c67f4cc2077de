import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import type { Enquiry } from '~/backend/types'
import { BUDGETS, PROJECT_TYPES, TIMELINES } from './schema'
import { stripBidiControls } from '~/utils/bidi'
import { enquiryReference } from './reference'
import { env, siteUrl } from '~/config/env.server'

// Staff e-mails about new enquiries (README: SMTP_URL, ENQUIRY_NOTIFY_TO, ENQUIRY_NOTIFY_FROM).
// Off unless both SMTP_URL and ENQUIRY_NOTIFY_TO are set. Sending is never part of storing: the
// outbox (enquiry-outbox.server.ts) sends after the enquiry is stored and retries failures.

export interface NotifyConfig {
  smtpUrl: string
  to: string[]
  from: string
}

export function notifyConfig(
  source: Partial<Record<'SMTP_URL' | 'ENQUIRY_NOTIFY_TO' | 'ENQUIRY_NOTIFY_FROM', string>> = env(),
): NotifyConfig | null {
  const smtpUrl = source.SMTP_URL?.trim()
  const to = (source.ENQUIRY_NOTIFY_TO ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  if (!smtpUrl || to.length === 0) return null
  return { smtpUrl, to, from: source.ENQUIRY_NOTIFY_FROM?.trim() || defaultFrom(smtpUrl) }
}

// Many providers accept only the account's own address as sender: use the SMTP user when it is one.
export function defaultFrom(smtpUrl: string, name = 'Website enquiries') {
  let user = ''
  let host = 'localhost'
  try {
    user = decodeURIComponent(new URL(smtpUrl).username)
    host = new URL(siteUrl()).hostname
  } catch {
    // an unparsable URL fails at send time, with nodemailer's own message
  }
  const address = user.includes('@') ? user : `no-reply@${host}`
  return `"${name}" <${address}>`
}

/** One line of plain text: a visitor's value must not start new header lines or layout. */
const oneLine = (value: string) =>
  stripBidiControls(value)
    .replace(/[\s\u0000-\u001f\u007f]+/g, ' ')
    .trim()

/** A stored enquiry; `id` is unknown when the e-mail is sent without the outbox. */
export type EnquiryForEmail = Omit<Enquiry, 'id' | 'handled_at'> & { id?: number }

export function composeEnquiryEmail(enquiry: EnquiryForEmail, config: NotifyConfig): SendMailOptions {
  const projectType = PROJECT_TYPES[enquiry.project_type] ?? enquiry.project_type
  const lines = [
    `A new project enquiry came in through ${siteUrl()}${enquiry.source_page ?? ''}.`,
    '',
    `Name:          ${oneLine(enquiry.name)}`,
    `Email:         ${oneLine(enquiry.email)}`,
    `Phone:         ${enquiry.phone ? oneLine(enquiry.phone) : '(not given)'}`,
    `Company:       ${oneLine(enquiry.company)}`,
    `Project type:  ${projectType}`,
    `Budget:        ${BUDGETS[enquiry.budget] ?? enquiry.budget}`,
    `Timeline:      ${TIMELINES[enquiry.timeline] ?? enquiry.timeline}`,
    `Received:      ${new Date(enquiry.created_at).toUTCString()}`,
    `Reference:     ${enquiryReference(enquiry.idempotency_key)} (the visitor was shown it)`,
    '',
    'Project details:',
    '',
    stripBidiControls(enquiry.message),
    '',
    'Reply to this e-mail to answer the enquirer directly.',
  ]
  return {
    from: config.from,
    to: config.to,
    replyTo: { name: oneLine(enquiry.name), address: oneLine(enquiry.email) },
    subject: `New enquiry ${enquiryReference(enquiry.idempotency_key)}: ${oneLine(enquiry.company)} (${projectType})`.slice(0, 150),
    text: lines.join('\n'),
  }
}

// One transport per SMTP URL, kept across Vite's module reloads in development.
const store = globalThis as typeof globalThis & { __enquiryTransports?: Map<string, Transporter> }
export function transport(smtpUrl: string): Transporter {
  const transports = (store.__enquiryTransports ??= new Map())
  let existing = transports.get(smtpUrl)
  if (!existing) {
    // Short timeouts: a hanging mail server must not hold an attempt longer than its lease. One
    // pooled connection: a burst of enquiries is sent over it instead of one handshake each.
    existing = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 1,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
    transports.set(smtpUrl, existing)
  }
  return existing
}

/** Sends the staff e-mail for one stored enquiry; throws when the mail server refuses it. */
export async function sendEnquiryEmail(enquiry: EnquiryForEmail, config: NotifyConfig): Promise<void> {
  await transport(config.smtpUrl).sendMail(composeEnquiryEmail(enquiry, config))
}
