import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { buildEntry } from '../../../server/page-cache/page-cache'

const markers = { nonce: 'pcNONCEn' }
const html = (body: string) =>
  `<!DOCTYPE html><html><head><script nonce="pcNONCEn">window.a=1</script><script type="application/ld+json">{"a":1}</script></head><body>${body}<script nonce="pcNONCEn" type="module">import "/x.js"</script></body></html>`

describe('cache entries', () => {
  it('strips the nonce marker, hashes the inline scripts and precompresses a public page', async () => {
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60', ETag: '"x"' })
    const entry = (await buildEntry({ status: 200, headers, body: html('<h1>Hi</h1>') }, markers))!
    expect(entry.identity.toString()).not.toContain('pcNONCEn')
    expect(entry.scriptHashes.split(' ')).toHaveLength(2)
    expect(entry.scriptHashes).toMatch(/^'sha256-[A-Za-z0-9+/=]+' 'sha256-/)
    expect(zlib.brotliDecompressSync(entry.br!).equals(entry.identity)).toBe(true)
    expect(zlib.gunzipSync(entry.gzip!).equals(entry.identity)).toBe(true)
    expect(entry.headers.map(([name]) => name)).not.toContain('etag')
  })

  it('does not share a page that sets a cookie, is private, fails or is not a page', async () => {
    const page = (status: number, init: Record<string, string>) =>
      buildEntry({ status, headers: new Headers({ 'Content-Type': 'text/html', ...init }), body: html('') }, markers)
    expect(await page(200, { 'Cache-Control': 'public', 'Set-Cookie': 'flash_toast=; Max-Age=0' })).toBeNull()
    expect(await page(200, { 'Cache-Control': 'private, no-store' })).toBeNull()
    expect(await page(500, { 'Cache-Control': 'public' })).toBeNull()
    // An unknown address's 404: sent once from its render, uncompressed, never kept (the cache keeps only that it is not shared).
    const notFound = await page(404, { 'Cache-Control': 'public' })
    expect([notFound?.status, notFound?.br]).toEqual([404, undefined])
    expect(
      await buildEntry(
        { status: 200, headers: new Headers({ 'Content-Type': 'image/png', 'Cache-Control': 'public' }), body: '' },
        markers,
      ),
    ).toBeNull()
  })

  it('keeps a page with the enquiry form like any other: the same bytes for everyone, brotli too', async () => {
    const body = html('<form><input type="hidden" name="csrf" value=""/><input type="hidden" name="idempotency-key" value=""/></form>')
    const headers = new Headers({ 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=0, s-maxage=31536000' })
    const entry = (await buildEntry({ status: 200, headers, body }, markers))!
    expect(entry.identity.toString()).toContain('name="csrf" value=""')
    expect(zlib.brotliDecompressSync(entry.br!).equals(entry.identity)).toBe(true)
  })
})
