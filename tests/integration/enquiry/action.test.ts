// The enquiry action end to end against the embedded database: every outcome the specification gives (validation and messages).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ENQUIRY_TEXT } from '~/enquiry/reply'
import { enquiryReference, referencePrefix } from '~/enquiry/reference'
import { hashClientAddress } from '~/utils/client-address.server'
import { testBackend } from '../backend/helpers'
import { openForm, postEnquiry, storedEnquiries, VALID } from './helpers'

process.env.SESSION_SECRET = 'enquiry-integration-secret'
let backend: Awaited<ReturnType<typeof testBackend>>

beforeAll(async () => {
  backend = await testBackend()
})
afterAll(() => backend.close())
beforeEach(async () => {
  await (await backend.database()).exec('delete from public.enquiries')
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

describe('a valid enquiry', () => {
  it('is stored once with every field, the page it came from, the time and a hashed address', async () => {
    const session = await openForm()
    const { status, reply } = await postEnquiry(backend, { session, fields: { name: '  Ada Lovelace ' } })
    expect(status).toBe(200)
    expect(reply).toMatchObject({ status: 'success', message: "Thank you for your interest! We'll be in touch soon." })
    // conform resets the form on this reply
    expect(reply.status === 'success' && reply.result.initialValue).toBeNull()

    const rows = await storedEnquiries(backend)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: VALID.email,
      phone: VALID.phone,
      company: VALID.company,
      message: VALID.message,
      project_type: 'security',
      budget: '10k-50k',
      timeline: '1-3-months',
      idempotency_key: session.idempotencyKey,
      source_page: '/get-started',
      client_hash: hashClientAddress('203.0.113.10'),
      handled_at: null,
    })
    expect(rows[0].client_hash).not.toContain('203.0.113.10')
    expect(Date.now() - new Date(rows[0].created_at as string).getTime()).toBeLessThan(60_000)
  })

  it('without a phone number stores null; the home page stores "/"', async () => {
    const { status } = await postEnquiry(backend, {
      session: await openForm(),
      fields: { phone: '' },
      sourcePage: '/',
    })
    expect(status).toBe(200)
    expect((await storedEnquiries(backend))[0]).toMatchObject({ phone: null, source_page: '/' })
  })

  it('the token may come in the X-CSRF-Token header', async () => {
    const session = await openForm()
    const { status } = await postEnquiry(backend, {
      session,
      hidden: { csrf: undefined },
      headers: { 'X-CSRF-Token': session.csrf },
    })
    expect(status).toBe(200)
    expect(await storedEnquiries(backend)).toHaveLength(1)
  })
})

describe('invalid fields: 400, the field’s message, nothing stored', () => {
  it.each([
    ['name', '', 'Name is required'],
    ['name', 'A', 'Name must be between 2 and 100 characters'],
    ['email', '', 'Email is required'],
    ['email', 'ada@', 'Invalid email address'],
    ['phone', 'call me maybe', 'Please enter a valid phone number'],
    ['company', '', 'Company name is required'],
    ['company', 'x'.repeat(101), 'Company name must be between 2 and 100 characters'],
    ['projectType', '', 'Please select a project type'],
    ['projectType', 'spaceship', 'Please select a project type'],
    ['budget', '', 'Please select a budget range'],
    ['timeline', '', 'Please select a timeline'],
    ['message', '', 'Please provide project details'],
    ['message', 'Just a short note.', 'Please provide more detailed information (minimum 50 characters)'],
    ['message', 'x'.repeat(1001), 'Please keep the project details under 1000 characters'],
  ])('%s = %j', async (field, value, message) => {
    const session = await openForm()
    const { status, reply } = await postEnquiry(backend, { session, fields: { [field]: value } })
    expect(status).toBe(400)
    expect(reply.status).toBe('invalid')
    // The same token and key come back, for the page without JavaScript to send with the correction.
    expect(reply.status === 'invalid' && reply.retry).toEqual({ csrf: session.csrf, idempotencyKey: session.idempotencyKey })
    expect(reply.result?.error?.[field]).toEqual([message])
    // The other values come back, so the page without JavaScript keeps what was typed.
    const kept = field === 'message' ? { name: VALID.name } : { message: VALID.message }
    expect(reply.result?.initialValue).toMatchObject(kept)
    expect(await storedEnquiries(backend)).toHaveLength(0)
  })

  it('a field that is not sent at all is required', async () => {
    const { status, reply } = await postEnquiry(backend, {
      session: await openForm(),
      fields: { name: undefined, timeline: undefined },
    })
    expect(status).toBe(400)
    expect(reply.result?.error).toMatchObject({ name: ['Name is required'], timeline: ['Please select a timeline'] })
  })

  it('a POST without form-name=contact is refused', async () => {
    const { status, reply } = await postEnquiry(backend, { session: await openForm(), hidden: { 'form-name': 'newsletter' } })
    expect(status).toBe(400)
    expect(reply).toMatchObject({ status: 'error', message: 'Form submission failed' })
    expect(await storedEnquiries(backend)).toHaveLength(0)
  })
})

describe('security token', () => {
  it.each([
    ['missing', { csrf: undefined }],
    ['mismatched', { csrf: 'forged-token' }],
  ])('%s: 403 "Invalid security token", nothing stored', async (_, hidden) => {
    const { status, reply } = await postEnquiry(backend, { session: await openForm(), hidden })
    expect(status).toBe(403)
    expect(reply).toMatchObject({ status: 'error', reason: 'csrf' })
    expect(await storedEnquiries(backend)).toHaveLength(0)
  })

  it("another visitor's token does not match this visitor's cookie", async () => {
    const mine = await openForm()
    const theirs = await openForm()
    expect(theirs.csrf).not.toBe(mine.csrf)
    const { status } = await postEnquiry(backend, { session: { ...mine, csrf: theirs.csrf } })
    expect(status).toBe(403)
    const noCookie = await postEnquiry(backend, { session: { ...mine, cookie: '' } })
    expect(noCookie.status).toBe(403)
    expect(await storedEnquiries(backend)).toHaveLength(0)
  })

  it('a browser that held no token (no JavaScript) gets one with the refusal; sending again stores once', async () => {
    const first = await postEnquiry(backend, { session: { cookie: '', csrf: '', idempotencyKey: '' }, hidden: { csrf: '' } })
    expect(first.status).toBe(403)
    expect(await storedEnquiries(backend)).toHaveLength(0)
    const retry = first.reply.status === 'error' ? first.reply.retry : undefined
    expect(retry?.csrf).toMatch(/^[\w-]{43}$/)
    expect(retry?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    const setCookie = first.headers.get('Set-Cookie') ?? ''
    expect(setCookie).toBe(`form_token=${retry!.csrf}; Path=/; SameSite=Strict`)
    const session = { cookie: setCookie.split(';')[0], ...retry! }
    for (let i = 0; i < 2; i++) expect((await postEnquiry(backend, { session })).status).toBe(200)
    expect(await storedEnquiries(backend)).toHaveLength(1)
  })

  it('without JavaScript, a field error after the first refusal keeps the token: the corrected form is stored', async () => {
    const first = await postEnquiry(backend, { session: { cookie: '', csrf: '', idempotencyKey: '' }, fields: { message: 'Too short.' } })
    expect(first.status).toBe(403)
    const retry = first.reply.status === 'error' ? first.reply.retry! : undefined!
    const cookie = (first.headers.get('Set-Cookie') ?? '').split(';')[0]
    // The page's form now holds only what the answer rendered: each answer's token and key.
    const invalid = await postEnquiry(backend, { session: { cookie, ...retry }, fields: { message: 'Too short.' } })
    expect(invalid.status).toBe(400)
    const again = invalid.reply.status === 'invalid' ? invalid.reply.retry! : undefined!
    expect(again).toEqual(retry)
    expect((await postEnquiry(backend, { session: { cookie, ...again } })).status).toBe(200)
    expect(await storedEnquiries(backend)).toHaveLength(1)
  })

  it("a mismatched token's refusal keeps the browser's own token and sets no cookie", async () => {
    const mine = await openForm()
    const { reply, headers } = await postEnquiry(backend, { session: { ...mine, csrf: 'forged-token-forged-token-forged-token-1234' } })
    expect(reply.status === 'error' && reply.retry).toEqual({ csrf: mine.csrf, idempotencyKey: mine.idempotencyKey })
    expect(headers.get('Set-Cookie')).toBeNull()
  })

  it('the form shows the specification’s words', async () => {
    const { toastFor } = await import('~/enquiry/reply')
    const { reply } = await postEnquiry(backend, { session: await openForm(), hidden: { csrf: undefined } })
    expect(toastFor(reply)).toEqual({ type: 'error', message: 'Invalid security token' })
  })
})

describe('honeypot', () => {
  it('a filled bot-field gets the normal success answer and nothing is stored', async () => {
    const session = await openForm()
    const bot = await postEnquiry(backend, { session, hidden: { 'bot-field': 'http://spam.example' } })
    expect(bot.status).toBe(200)
    expect(bot.reply).toMatchObject({ status: 'success', message: ENQUIRY_TEXT.success })
    expect(await storedEnquiries(backend)).toHaveLength(0)
    // Even an invalid bot submission looks like success: nothing to learn from the answer.
    const invalidBot = await postEnquiry(backend, { session, hidden: { 'bot-field': 'x' }, fields: { email: 'nope' } })
    expect(invalidBot.reply.status).toBe('success')
    expect(await storedEnquiries(backend)).toHaveLength(0)
  })
})

describe('double submits', () => {
  it('the same form sent twice at once, and again later, stores one row and answers success each time', async () => {
    const session = await openForm()
    const [a, b] = await Promise.all([postEnquiry(backend, { session }), postEnquiry(backend, { session })])
    const c = await postEnquiry(backend, { session })
    for (const answer of [a, b, c]) expect(answer).toMatchObject({ status: 200, reply: { status: 'success' } })
    const rows = await storedEnquiries(backend)
    expect(rows).toHaveLength(1)
    // One enquiry, one reference: every answer quotes the stored row's key.
    const reference = enquiryReference(String(rows[0].idempotency_key))
    expect(reference).toMatch(/^ENQ-[0-9A-F]{4}-[0-9A-F]{4}$/)
    for (const answer of [a, b, c]) expect(answer.reply).toMatchObject({ reference })
  })

  it('two enquiries get two different references, each found from its row', async () => {
    const first = await postEnquiry(backend, { session: await openForm() })
    const second = await postEnquiry(backend, { session: await openForm() })
    const references = [first, second].map((answer) => (answer.reply.status === 'success' ? answer.reply.reference : null))
    expect(new Set(references).size).toBe(2)
    const keys = (await storedEnquiries(backend)).map((row) => String(row.idempotency_key))
    for (const reference of references) {
      const prefix = referencePrefix(reference!)!
      expect(keys.filter((key) => key.replace(/-/g, '').startsWith(prefix))).toHaveLength(1)
    }
  })

  it('a new page view brings a new key, so a second enquiry is its own row', async () => {
    await postEnquiry(backend, { session: await openForm() })
    await postEnquiry(backend, { session: await openForm() })
    expect(await storedEnquiries(backend)).toHaveLength(2)
  })

  it('a missing or malformed key still takes the enquiry (with a key of its own)', async () => {
    const { status } = await postEnquiry(backend, { session: await openForm(), hidden: { 'idempotency-key': 'bad key!' } })
    expect(status).toBe(200)
    const [row] = await storedEnquiries(backend)
    expect(row.idempotency_key).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('rate limit: at most 5 per client address per 10 minutes, counted in the database', () => {
  it('the 6th enquiry from one address answers 429 with a clear message; other addresses go through', async () => {
    for (let i = 0; i < 5; i++) expect((await postEnquiry(backend, { session: await openForm() })).status).toBe(200)
    const sixth = await postEnquiry(backend, { session: await openForm() })
    expect(sixth.status).toBe(429)
    expect(sixth.reply).toMatchObject({
      status: 'error',
      reason: 'rate_limited',
      retry: { csrf: expect.any(String), idempotencyKey: expect.any(String) },
      message: 'Too many enquiries from your network: at most 5 every 10 minutes. Please try again later.',
    })
    expect(await storedEnquiries(backend)).toHaveLength(5)
    expect((await postEnquiry(backend, { session: await openForm(), address: '198.51.100.7' })).status).toBe(200)
  })

  it('enquiries older than 10 minutes no longer count', async () => {
    for (let i = 0; i < 5; i++) await postEnquiry(backend, { session: await openForm() })
    await (await backend.database()).exec(`update public.enquiries set created_at = now() - interval '11 minutes'`)
    expect((await postEnquiry(backend, { session: await openForm() })).status).toBe(200)
  })

  it('behind a proxy named by TRUST_PROXY, each forwarded client counts on its own', async () => {
    vi.stubEnv('TRUST_PROXY', 'x-forwarded-for')
    for (let i = 0; i < 5; i++) {
      await postEnquiry(backend, { session: await openForm(), address: '10.0.0.1', headers: { 'X-Forwarded-For': '192.0.2.1' } })
    }
    const blocked = await postEnquiry(backend, {
      session: await openForm(),
      address: '10.0.0.1',
      headers: { 'X-Forwarded-For': '192.0.2.1' },
    })
    expect(blocked.status).toBe(429)
    // A forged leftmost entry does not escape the limit: our proxy's entry is the last one.
    const forged = await postEnquiry(backend, {
      session: await openForm(),
      address: '10.0.0.1',
      headers: { 'X-Forwarded-For': '6.6.6.6, 192.0.2.1' },
    })
    expect(forged.status).toBe(429)
    const other = await postEnquiry(backend, {
      session: await openForm(),
      address: '10.0.0.1',
      headers: { 'X-Forwarded-For': '192.0.2.2' },
    })
    expect(other.status).toBe(200)
  })
})

describe('storage failure', () => {
  const breakInserts = async () =>
    (await backend.database()).exec(`
      create or replace function public.test_fail_insert() returns trigger language plpgsql as $$
      begin raise exception 'disk full (test)'; end $$;
      create trigger test_fail_insert before insert on public.enquiries for each row execute function public.test_fail_insert();`)
  const repairInserts = async () =>
    (await backend.database()).exec(
      'drop trigger if exists test_fail_insert on public.enquiries; drop function if exists public.test_fail_insert();',
    )
  afterEach(repairInserts)

  it('is reported to the visitor (503, not "sent"), keeps the values, and a resubmission stores it once', async () => {
    await breakInserts()
    const session = await openForm()
    const failed = await postEnquiry(backend, { session })
    expect(failed.status).toBe(503)
    expect(failed.reply).toMatchObject({
      status: 'error',
      reason: 'unavailable',
      message: 'We could not save your enquiry, so it was not sent. Please try again in a moment.',
      retry: { csrf: session.csrf, idempotencyKey: session.idempotencyKey },
    })
    expect(failed.reply.status === 'error' && failed.reply.result?.initialValue).toMatchObject({ name: VALID.name, message: VALID.message })
    expect(console.error).toHaveBeenCalledWith('Enquiry could not be stored:', expect.anything())
    expect(await storedEnquiries(backend)).toHaveLength(0)

    await repairInserts()
    const retried = await postEnquiry(backend, { session })
    expect(retried.status).toBe(200)
    expect(await storedEnquiries(backend)).toHaveLength(1)
  })

  it('a database that refuses submit_enquiry is a failure too, not a pass', async () => {
    const db = await backend.database()
    const fn = 'public.submit_enquiry(text, text, text, text, text, text, text, text, text, text, text, integer, integer)'
    await db.exec(`revoke execute on function ${fn} from anon`)
    try {
      const failed = await postEnquiry(backend, { session: await openForm() })
      expect(failed.status).toBe(503)
    } finally {
      await db.exec(`grant execute on function ${fn} to anon`)
    }
    expect(await storedEnquiries(backend)).toHaveLength(0)
  })
})

// Findings of the security review (docs/security.md): each of these failed before submit_enquiry.
describe('rate limit and idempotency in one transaction, bound to the client', () => {
  it('a burst of 10 enquiries at once from one address stores exactly 5 and answers 429 to the rest', async () => {
    const sessions = await Promise.all(Array.from({ length: 10 }, () => openForm()))
    const answers = await Promise.all(sessions.map((session) => postEnquiry(backend, { session })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5)
    expect(await storedEnquiries(backend)).toHaveLength(5)
  })

  it("another visitor's (leaked) idempotency key does not drop this visitor's enquiry", async () => {
    const first = await openForm()
    expect((await postEnquiry(backend, { session: first })).status).toBe(200)
    const second = { ...(await openForm()), idempotencyKey: first.idempotencyKey }
    const answer = await postEnquiry(backend, { session: second, address: '198.51.100.9', fields: { name: 'Grace Hopper' } })
    expect(answer.status).toBe(200)
    expect((await storedEnquiries(backend)).map((row) => row.name)).toEqual(['Ada Lovelace', 'Grace Hopper'])
  })

  it('ENQUIRY_RATE_LIMIT sets the limit ("2/10m": the third in ten minutes is refused)', async () => {
    vi.stubEnv('ENQUIRY_RATE_LIMIT', '2/10m')
    for (let i = 0; i < 2; i++) expect((await postEnquiry(backend, { session: await openForm() })).status).toBe(200)
    expect((await postEnquiry(backend, { session: await openForm() })).status).toBe(429)
    expect(await storedEnquiries(backend)).toHaveLength(2)
  })
})
