// With SENTRY_DSN set: an error a loader or an action throws reaches Sentry's ingest (here a local
// fake) through the entry's handleError, with none of what the visitor sent (docs/decisions/292).
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ERROR_TEXT, SECRETS, errorApp, fakeIngest, visitorRequest } from './error-app'

let ingest: Awaited<ReturnType<typeof fakeIngest>>
let handle: Awaited<ReturnType<typeof errorApp>>

beforeAll(async () => {
  ingest = await fakeIngest()
  process.env.SENTRY_DSN = ingest.dsn
  process.env.SENTRY_ENVIRONMENT = 'integration-test'
  // handleError still logs each error; the test keeps the output quiet.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  handle = await errorApp()
})

afterAll(async () => {
  delete process.env.SENTRY_DSN
  delete process.env.SENTRY_ENVIRONMENT
  vi.restoreAllMocks()
  await ingest.close()
})

type ReportedEvent = {
  environment?: string
  request?: Record<string, unknown>
  user?: unknown
  breadcrumbs?: unknown
  exception?: { values?: { type?: string; value?: string; mechanism?: { type?: string } }[] }
}

describe('error reports, configured', () => {
  it("sends a loader's and an action's errors, without cookies, headers, form values or tokens", async () => {
    const answers = [await handle(visitorRequest('GET')), await handle(visitorRequest('POST'))]
    expect(answers.map((answer) => answer.status)).toEqual([500, 500])
    const envelopes = await ingest.received(2)

    for (const envelope of envelopes) {
      expect(envelope.path).toMatch(/^\/api\/1\/envelope\/(\?|$)/)
      // Neither the report nor the SDK's own request carries anything the visitor sent.
      const everything = JSON.stringify(envelope.headers) + envelope.body
      for (const secret of Object.values(SECRETS)) expect(everything).not.toContain(secret)
      expect(everything).not.toMatch(/cookie|authorization/i)

      const event = envelope.items[2] as ReportedEvent
      expect(envelope.items[1]).toMatchObject({ type: 'event' })
      expect(event.environment).toBe('integration-test')
      expect(event.exception?.values?.at(-1)).toMatchObject({ type: 'Error', value: ERROR_TEXT, mechanism: { type: 'remix.handleError' } })
      expect(event.request).toEqual({ method: expect.stringMatching(/^(GET|POST)$/), url: 'http://localhost/broken.data' })
      expect(event.user).toBeUndefined()
      expect(event.breadcrumbs).toBeUndefined()
    }
    const methods = envelopes.map((envelope) => (envelope.items[2] as ReportedEvent).request?.method)
    expect(methods.sort()).toEqual(['GET', 'POST'])
  })

  it("loads Sentry's SDK (the control of the unset case's check)", () => {
    const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('/@sentry/'))
    expect(loaded.length).toBeGreaterThan(0)
  })
})
