// Staff e-mails through a real local SMTP server (smtp-server) and the outbox in the embedded
// database: one e-mail per stored enquiry, failures retried later, the enquiry never blocked.
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { drainOutbox, kickOutbox, MAX_ATTEMPTS, NO_OUTBOX_MESSAGE, stopOutboxTimers } from '~/enquiry/outbox.server'
import { notifyConfig } from '~/enquiry/notify.server'
import { testBackend } from '../backend/helpers'
import { openForm, postEnquiry, storedEnquiries, VALID } from './helpers'
import { metrics } from '~/observability/metrics.server'
import { counterValue } from '../../fixtures/metrics'

process.env.SESSION_SECRET = 'enquiry-integration-secret'

interface Mail {
  from: string
  to: string[]
  raw: string
}
let received: Mail[] = []
let refuse: string | null = null
let server: SMTPServer
let port = 0
let backend: Awaited<ReturnType<typeof testBackend>>

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true, // no DNS here
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refuse) return callback(Object.assign(new Error(refuse), { responseCode: 451 }))
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as { port: number }).port
  backend = await testBackend()
})
afterAll(async () => {
  stopOutboxTimers()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await backend.close()
})
beforeEach(async () => {
  received = []
  refuse = null
  vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`)
  vi.stubEnv('ENQUIRY_NOTIFY_TO', 'sales@example.com, cto@example.com')
  vi.stubEnv('SITE_URL', 'https://www.example.com')
  await (await backend.database()).exec('delete from public.enquiries')
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

/** Waits for the background sending that an answered request started. */
const settle = () => kickOutbox(backend)
const outboxRows = async () =>
  (
    await (
      await backend.database()
    ).query<{ notified_at: Date | null; notify_attempts: number; notify_after: Date | null; notify_error: string | null }>(
      'select notified_at, notify_attempts, notify_after, notify_error from public.enquiries order by id',
    )
  ).rows

describe('staff e-mail per enquiry', () => {
  it('is off unless both SMTP_URL and ENQUIRY_NOTIFY_TO are set', () => {
    expect(notifyConfig({ SMTP_URL: 'smtp://x' })).toBeNull()
    expect(notifyConfig({ ENQUIRY_NOTIFY_TO: 'a@example.com' })).toBeNull()
    expect(notifyConfig({ SMTP_URL: 'smtps://sales%40example.com:pw@mail.example.com', ENQUIRY_NOTIFY_TO: 'a@example.com' })).toMatchObject(
      {
        to: ['a@example.com'],
        from: '"Website enquiries" <sales@example.com>',
      },
    )
  })

  it('one e-mail with every field, the enquirer as Reply-To; the row is marked sent', async () => {
    const { status } = await postEnquiry(backend, { session: await openForm() })
    expect(status).toBe(200)
    await settle()
    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail.to).toEqual(['sales@example.com', 'cto@example.com'])
    expect(mail.from).toBe('no-reply@www.example.com')
    expect(mail.raw).toMatch(/^Subject: New enquiry ENQ-[0-9A-F]{4}-[0-9A-F]{4}: Analytical Engines Ltd \(Security\)/m)
    expect(mail.raw).toMatch(/^Reply-To: Ada Lovelace <ada@example.com>/m)
    const body = mail.raw.replace(/=\r?\n/g, '')
    for (const text of [
      VALID.name,
      VALID.email,
      VALID.phone,
      VALID.company,
      'Security',
      '$10,000 – $50,000'.replace('–', '=E2=80=93'),
      '1=E2=80=933 months',
      'https://www.example.com/get-started',
    ]) {
      expect(body).toContain(text)
    }
    expect(body).toContain('We need a penetration test of our customer portal')
    expect(await outboxRows()).toEqual([expect.objectContaining({ notified_at: expect.any(Date), notify_attempts: 1, notify_error: null })])
  })

  it('a double submit sends one e-mail; a honeypot or a refused enquiry sends none', async () => {
    const session = await openForm()
    await Promise.all([postEnquiry(backend, { session }), postEnquiry(backend, { session })])
    await postEnquiry(backend, { session: await openForm(), hidden: { 'bot-field': 'spam' } })
    await postEnquiry(backend, { session: await openForm(), fields: { email: 'nope' } })
    await settle()
    await settle()
    expect(received).toHaveLength(1)
  })

  it('a failing mail server never blocks the enquiry: stored, success answered, retried later', async () => {
    refuse = 'Mailbox temporarily unavailable'
    const before = Date.now()
    const [sentBefore, failedBefore] = [
      await counterValue(metrics().enquiryEmails, { result: 'sent' }),
      await counterValue(metrics().enquiryEmails, { result: 'failed' }),
    ]
    const { status, reply } = await postEnquiry(backend, { session: await openForm() })
    expect(status).toBe(200)
    expect(reply.status).toBe('success')
    await settle()
    expect(received).toHaveLength(0)
    expect(await storedEnquiries(backend)).toHaveLength(1)
    const [failed] = await outboxRows()
    expect(failed).toMatchObject({
      notified_at: null,
      notify_attempts: 1,
      notify_error: expect.stringContaining('Mailbox temporarily unavailable'),
    })
    // First retry after a minute, not at once.
    expect(failed.notify_after!.getTime()).toBeGreaterThanOrEqual(before + 55_000)
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/staff e-mail failed \(attempt 1 of \d+\), retrying at/))

    // Nothing is due yet; once it is (the minute passes), the next round sends it.
    await settle()
    expect((await outboxRows())[0].notify_attempts).toBe(1)
    refuse = null
    await (await backend.database()).exec(`update public.enquiries set notify_after = now() - interval '1 second'`)
    await settle()
    expect(received).toHaveLength(1)
    expect(await outboxRows()).toEqual([expect.objectContaining({ notified_at: expect.any(Date), notify_attempts: 2, notify_error: null })])
    // Both attempts counted for /metrics.
    expect([
      await counterValue(metrics().enquiryEmails, { result: 'sent' }),
      await counterValue(metrics().enquiryEmails, { result: 'failed' }),
    ]).toEqual([sentBefore + 1, failedBefore + 1])
  })

  it(`gives up after ${MAX_ATTEMPTS} attempts; the enquiry stays stored`, async () => {
    refuse = 'Permanently broken'
    await postEnquiry(backend, { session: await openForm() })
    await settle()
    const db = await backend.database()
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await db.exec(`update public.enquiries set notify_after = now() - interval '1 second'`)
      await settle()
    }
    const [row] = await outboxRows()
    expect(row.notify_attempts).toBe(MAX_ATTEMPTS)
    expect(Number(row.notify_after)).toBe(Infinity)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('giving up; the enquiry is stored'))
    refuse = null
    await settle()
    expect(received).toHaveLength(0)
    expect(await storedEnquiries(backend)).toHaveLength(1)
  })

  it('an unreachable mail server is a failure like any other', async () => {
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:1')
    const { status } = await postEnquiry(backend, { session: await openForm() })
    expect(status).toBe(200)
    await settle()
    expect((await outboxRows())[0]).toMatchObject({ notified_at: null, notify_attempts: 1, notify_error: expect.any(String) })
  })

  it('two senders (two instances) never send the same e-mail: a claim leases the rows', async () => {
    await postEnquiry(backend, { session: await openForm() })
    await settle()
    received = []
    await postEnquiry(backend, { session: await openForm() })
    const config = notifyConfig()!
    const [a, b] = await Promise.all([drainOutbox(backend.enquiryOutbox!, config), drainOutbox(backend.enquiryOutbox!, config)])
    await settle()
    expect(a.sent + b.sent).toBeLessThanOrEqual(1)
    expect(received).toHaveLength(1)
  })

  it('without an outbox (hosted without the service-role key) nothing is sent, so setting the key later sends it once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    delete (globalThis as { __arclightNoOutboxWarned?: boolean }).__arclightNoOutboxWarned
    const withoutOutbox = Object.assign(Object.create(backend), { enquiryOutbox: null })
    await kickOutbox(withoutOutbox, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: null,
      company: 'Navy',
      message: VALID.message,
      project_type: 'consulting',
      budget: 'above-100k',
      timeline: 'immediate',
      idempotency_key: crypto.randomUUID(),
      client_hash: null,
      source_page: '/',
      created_at: new Date().toISOString(),
    })
    await settle()
    expect(received).toHaveLength(0)
    expect(error).toHaveBeenCalledWith(NO_OUTBOX_MESSAGE)
  })
})

describe('notifications off', () => {
  it('no SMTP settings: enquiries are stored and nothing is sent or claimed', async () => {
    vi.stubEnv('SMTP_URL', '')
    await postEnquiry(backend, { session: await openForm() })
    await settle()
    expect(received).toHaveLength(0)
    expect(await outboxRows()).toEqual([expect.objectContaining({ notify_attempts: 0 })])
  })
})
