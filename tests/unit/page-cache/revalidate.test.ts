import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setContentSource } from '~/content/content.server'
import type { ContentSource } from '~/content/source'
import { handleSanityWebhook } from '~/http-cache/sanity-webhook.server'

// POST /api/revalidate: Sanity's signed webhook empties the content and page caches.

const SECRET = 'webhook-secret-for-tests'
const body = JSON.stringify({ _id: 'service-cyber', _type: 'service' })

function source() {
  const invalidate = vi.fn()
  const fake: ContentSource = {
    kind: 'sanity',
    describe: () => ({ kind: 'sanity', projectId: 'p', dataset: 'd', apiVersion: 'v', useCdn: false, authenticated: false }),
    fetch: async () => null,
    check: async () => true,
    invalidate,
  }
  setContentSource(fake)
  return invalidate
}
afterEach(() => setContentSource(undefined))

const post = (signature: string | null, payload = body) =>
  new Request('http://localhost/api/revalidate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}) },
    body: payload,
  })

describe('the revalidation webhook', () => {
  it('empties the content cache and the page cache for a correctly signed request', async () => {
    const invalidate = source()
    const purge = vi.fn()
    const response = await handleSanityWebhook(post(await encodeSignatureHeader(body, Date.now(), SECRET)), { secret: SECRET, purge })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revalidated: true })
    expect(invalidate).toHaveBeenCalledOnce()
    expect(purge).toHaveBeenCalledWith('Sanity webhook', ['site'])
  })

  it('refuses a bad, missing, stale or foreign signature and purges nothing', async () => {
    const invalidate = source()
    const purge = vi.fn()
    const attempts = [
      null,
      'not-a-signature',
      await encodeSignatureHeader(body, Date.now(), 'another-secret'),
      await encodeSignatureHeader('{"other":"payload"}', Date.now(), SECRET),
      await encodeSignatureHeader(body, Date.now() - 60 * 60 * 1000, SECRET),
    ]
    for (const signature of attempts) {
      const response = await handleSanityWebhook(post(signature), { secret: SECRET, purge })
      expect(response.status, String(signature)).toBe(401)
      expect(await response.text()).toBe('Invalid signature')
    }
    expect(invalidate).not.toHaveBeenCalled()
    expect(purge).not.toHaveBeenCalled()
  })

  it('does not exist without a configured secret', async () => {
    const response = await handleSanityWebhook(post(await encodeSignatureHeader(body, Date.now(), SECRET)), { secret: undefined })
    expect(response.status).toBe(404)
  })
})
