import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { ByteLru } from '../../../server/page-cache/lru'
import { buildEntry } from '../../../server/page-cache/entry'

const markers = { nonce: 'pcNONCEn' }
const html = (body: string) =>
  `<!DOCTYPE html><html><head><script nonce="pcNONCEn">window.a=1</script><script type="application/ld+json">{"a":1}</script></head><body>${body}<script nonce="pcNONCEn" type="module">import "/x.js"</script></body></html>`

describe('byte-bounded LRU', () => {
  it('never holds more bytes than its bound and drops the least recently used first', () => {
    const lru = new ByteLru<number>(1000)
    lru.set('a', 1, 400)
    lru.set('b', 2, 400)
    lru.get('a')
    lru.set('c', 3, 400)
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBe(1)
    expect(lru.bytes).toBeLessThanOrEqual(1000)
    expect(lru.set('huge', 4, 2000)).toBe(false)
  })
})

describe('cache entries', () => {
  it('strips the nonce marker, hashes the inline scripts and precompresses a public page', () => {
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60', ETag: '"x"' })
    const entry = buildEntry({ status: 200, headers, body: html('<h1>Hi</h1>') }, markers)!
    expect(entry.identity.toString()).not.toContain('pcNONCEn')
    expect(entry.scriptHashes.split(' ')).toHaveLength(2)
    expect(entry.scriptHashes).toMatch(/^'sha256-[A-Za-z0-9+/=]+' 'sha256-/)
    expect(zlib.brotliDecompressSync(entry.br).equals(entry.identity)).toBe(true)
    expect(zlib.gunzipSync(entry.gzip).equals(entry.identity)).toBe(true)
    expect(entry.headers.map(([name]) => name)).not.toContain('etag')
  })

  it('does not share a page that sets a cookie, is private, fails or is not a page', () => {
    const page = (status: number, init: Record<string, string>) =>
      buildEntry({ status, headers: new Headers({ 'Content-Type': 'text/html', ...init }), body: html('') }, markers)
    expect(page(200, { 'Cache-Control': 'public', 'Set-Cookie': 'flash_toast=; Max-Age=0' })).toBeNull()
    expect(page(200, { 'Cache-Control': 'private, no-store' })).toBeNull()
    expect(page(404, { 'Cache-Control': 'public' })).toBeNull()
    expect(
      buildEntry({ status: 200, headers: new Headers({ 'Content-Type': 'image/png', 'Cache-Control': 'public' }), body: '' }, markers),
    ).toBeNull()
  })

  it('keeps a page with the enquiry form like any other: the same bytes for everyone, brotli too', () => {
    const body = html('<form><input type="hidden" name="csrf" value=""/><input type="hidden" name="idempotency-key" value=""/></form>')
    const headers = new Headers({ 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=0, s-maxage=31536000' })
    const entry = buildEntry({ status: 200, headers, body }, markers)!
    expect(entry.identity.toString()).toContain('name="csrf" value=""')
    expect(zlib.brotliDecompressSync(entry.br).equals(entry.identity)).toBe(true)
  })
})
