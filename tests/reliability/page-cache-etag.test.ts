// One ETag rule, hashed once (docs/decisions/260-one-etag-rule.md). The built app's entry gives a
// public page an ETag that leaves out the per-request nonce, and answers 304 when If-None-Match
// names it; a render made for the page cache (`pageCacheRender`) carries none, and the page the
// cache keeps from it has the very ETag the entry gives the streamed page.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildEntry } from '../../server/page-cache/page-cache'
import { type BuiltHandler, builtAppHandler } from './built-app'
import { removeDataDirs } from './server'

let handle: BuiltHandler
beforeAll(async () => {
  handle = await builtAppHandler('etag')
})
afterAll(() => removeDataDirs())

const MARKER = 'pc0123456789abcdef01234567n'
const render = (path: string, context: Record<string, unknown>, headers: Record<string, string> = {}) =>
  handle(new Request(`http://localhost${path}`, { headers }), { clientAddress: '127.0.0.1', ...context })

it('gives a page one ETag, streamed with any nonce or kept by the page cache, computed once for the cache', async () => {
  for (const path of ['/', '/company', '/get-started']) {
    const first = await render(path, { cspNonce: 'nonceAAAAAAAAAAAAAAAAA==' })
    expect(first.status, path).toBe(200)
    const etag = first.headers.get('ETag')
    expect(etag, path).toMatch(/^"[\w-]{32}"$/)
    expect((await first.text()).includes('nonce="nonceAAAAAAAAAAAAAAAAA=="'), path).toBe(true)

    const again = await render(path, { cspNonce: 'nonceBBBBBBBBBBBBBBBBB==' })
    expect(again.headers.get('ETag'), path).toBe(etag)
    const revalidated = await render(path, { cspNonce: 'nonceCCCCCCCCCCCCCCCCC==' }, { 'If-None-Match': etag! })
    expect(revalidated.status, path).toBe(304)

    // The page cache's render: no ETag from the entry; the entry the cache builds has the same one.
    const forCache = await render(path, { cspNonce: MARKER, pageCacheRender: true })
    expect(forCache.status, path).toBe(200)
    expect(forCache.headers.get('ETag'), path).toBeNull()
    const entry = await buildEntry({ status: forCache.status, headers: forCache.headers, body: await forCache.text() }, { nonce: MARKER })
    expect(entry?.etag, path).toBe(etag)
  }
})
