// /metrics as Prometheus scrapes it: off without METRICS_TOKEN, refused without the token, and
// counting what the app did (an enquiry stored, refused; a sign-in failed) on the embedded backend.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setBackend } from '~/backend/index.server'
import { issueCsrfToken } from '~/auth/csrf.server'
import { action as loginAction } from '~/routes/login'
import { loader as metricsLoader } from '~/routes/metrics'
import { ADMIN, cookieFrom, testBackend } from '../backend/helpers'
import { openForm, postEnquiry } from '../enquiry/helpers'

const TOKEN = 'metrics-token-for-tests-0123456789'
let backend: Awaited<ReturnType<typeof testBackend>>

beforeAll(async () => {
  vi.stubEnv('SESSION_SECRET', 'metrics-test-secret')
  backend = await testBackend({ sessionSecret: () => 'metrics-test-secret' })
  setBackend(backend)
  await backend.ensureUser({ ...ADMIN, admin: true })
})
afterAll(() => backend.close())
afterEach(() => vi.unstubAllEnvs())

async function scrape(authorization?: string): Promise<Response> {
  const headers = authorization ? { Authorization: authorization } : undefined
  try {
    return await metricsLoader({ request: new Request('http://localhost/metrics', { headers }), params: {}, context: {} })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

/** The value of one sample in the text format, 0 when absent. */
async function sample(name: string, labels: string): Promise<number> {
  vi.stubEnv('METRICS_TOKEN', TOKEN)
  const text = await (await scrape(`Bearer ${TOKEN}`)).text()
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `))
  return line ? Number(line.split(' ').at(-1)) : 0
}

describe('/metrics', () => {
  it('is a 404 while METRICS_TOKEN is unset', async () => {
    vi.stubEnv('METRICS_TOKEN', '')
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404)
  })

  it('asks for the bearer token and is never cached', async () => {
    vi.stubEnv('METRICS_TOKEN', TOKEN)
    for (const wrong of [undefined, 'Bearer nope', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await scrape(wrong)
      expect(response.status).toBe(401)
      expect(response.headers.get('WWW-Authenticate')).toContain('Bearer')
      expect(await response.text()).not.toContain('enquiries_total')
    }
    const ok = await scrape(`Bearer ${TOKEN}`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(ok.headers.get('Cache-Control')).toBe('no-store')
    const text = await ok.text()
    expect(text).toContain('# TYPE enquiries_total counter')
    expect(text).toContain('process_cpu_seconds_total')
  })

  it('counts an enquiry stored, a repeat and a refused one', async () => {
    const stored = await sample('enquiries_total', 'outcome="stored"')
    const repeats = await sample('enquiries_total', 'outcome="repeat"')
    const invalid = await sample('enquiries_total', 'outcome="invalid"')
    const session = await openForm()
    expect((await postEnquiry(backend, { session })).status).toBe(200)
    expect((await postEnquiry(backend, { session })).status).toBe(200)
    expect((await postEnquiry(backend, { session: await openForm(), fields: { email: 'not-an-address' } })).status).toBe(400)
    expect(await sample('enquiries_total', 'outcome="stored"')).toBe(stored + 1)
    expect(await sample('enquiries_total', 'outcome="repeat"')).toBe(repeats + 1)
    expect(await sample('enquiries_total', 'outcome="invalid"')).toBe(invalid + 1)
  })

  it('counts a failed sign-in, and a right password alone as no success yet', async () => {
    const failed = await sample('sign_ins_total', 'outcome="failed"')
    const succeeded = await sample('sign_ins_total', 'outcome="success"')
    for (const password of ['Wrong#Passw0rd', ADMIN.password]) {
      const { token, headers } = await issueCsrfToken(new Request('http://localhost/login'))
      const body = new URLSearchParams({ csrf: token, email: ADMIN.email, password })
      const request = new Request('http://localhost/login', { method: 'POST', body, headers: { Cookie: cookieFrom(headers!) } })
      await loginAction({ request, params: {}, context: { clientAddress: '10.7.7.7' } })
    }
    expect(await sample('sign_ins_total', 'outcome="failed"')).toBe(failed + 1)
    // The admin must give a code next (ADMIN_REQUIRE_2FA): the code step counts the success
    // (app/routes/login_.two-factor.tsx).
    expect(await sample('sign_ins_total', 'outcome="success"')).toBe(succeeded)
  })
  it('counts throttled sign-ins once the limit is reached', async () => {
    const throttled = await sample('sign_ins_total', 'outcome="throttled"')
    let refused = 0
    // 5 failures per e-mail and client in 15 minutes; the next ones are throttled (429).
    for (let attempt = 0; attempt < 7; attempt++) {
      const { token, headers } = await issueCsrfToken(new Request('http://localhost/login'))
      const body = new URLSearchParams({ csrf: token, email: 'nobody-here@example.com', password: 'Wrong#Passw0rd' })
      const request = new Request('http://localhost/login', { method: 'POST', body, headers: { Cookie: cookieFrom(headers!) } })
      const response = await loginAction({ request, params: {}, context: { clientAddress: '10.8.8.8' } })
      if (((response as { init?: { status?: number } }).init?.status ?? 0) === 429) refused++
    }
    expect(refused).toBeGreaterThan(0)
    expect(await sample('sign_ins_total', 'outcome="throttled"')).toBe(throttled + refused)
  })

  it("shows the e-mail outbox's backlog, and a backend that cannot count leaves it out, not the scrape", async () => {
    const pending = await sample('enquiry_outbox_backlog', 'state="pending"')
    expect((await postEnquiry(backend, { session: await openForm() })).status).toBe(200)
    expect(await sample('enquiry_outbox_backlog', 'state="pending"')).toBe(pending + 1)

    const outbox = backend.enquiryOutbox!
    const backlog = vi.spyOn(outbox, 'backlog').mockRejectedValue(new Error('database unreachable'))
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      vi.stubEnv('METRICS_TOKEN', TOKEN)
      const response = await scrape(`Bearer ${TOKEN}`)
      expect(response.status).toBe(200)
      const text = await response.text()
      expect(text).toContain('enquiries_total')
      expect(text).not.toMatch(/^enquiry_outbox_backlog\{/m)
      expect(quiet).toHaveBeenCalledWith(expect.stringContaining('database unreachable'))
    } finally {
      backlog.mockRestore()
      quiet.mockRestore()
    }
  })
})
