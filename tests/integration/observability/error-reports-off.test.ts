// Without SENTRY_DSN: errors are still logged by the entry's handleError, nothing is sent, and no
// module of Sentry's SDK is ever loaded (docs/decisions/292).
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { errorApp, fakeIngest, visitorRequest } from './error-app'

let ingest: Awaited<ReturnType<typeof fakeIngest>>

beforeAll(async () => {
  ingest = await fakeIngest()
  delete process.env.SENTRY_DSN
})

afterAll(async () => {
  vi.restoreAllMocks()
  await ingest.close()
})

describe('error reports, not configured', () => {
  it('logs the error, sends nothing and never loads the SDK', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const handle = await errorApp()
    const answers = [await handle(visitorRequest('GET')), await handle(visitorRequest('POST'))]
    expect(answers.map((answer) => answer.status)).toEqual([500, 500])
    expect(logged).toHaveBeenCalledTimes(2)
    // A report would have left by now (the configured case's arrive within milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(ingest.envelopes).toEqual([])
    const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('/@sentry/'))
    expect(loaded).toEqual([])
  })
})
