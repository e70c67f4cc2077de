import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { gzipSplice, prepareGzip } from '../../../server/page-cache/gzip-splice.js'
import { ByteLru } from '../../../server/page-cache/lru.js'
import { buildEntry, fillTemplate } from '../../../server/page-cache/template.js'

// The entry's shape as the tests read it (template.js is plain JavaScript).
type Entry = {
  identity: Buffer
  br: Buffer
  gzip: Buffer
  headers: [string, string][]
  scriptHashes: string
  template: { order: string[]; parts: Buffer[]; gzip: ReturnType<typeof prepareGzip>; scripts: unknown[] }
}

const markers = { nonce: 'pcNONCEn', slots: { csrf: 'pcCSRFc', idempotencyKey: 'pcKEYk' } }
const html = (body: string) =>
  `<!DOCTYPE html><html><head><script nonce="pcNONCEn">window.a=1</script><script type="application/ld+json">{"a":1}</script></head><body>${body}<script nonce="pcNONCEn" type="module">import "/x.js"</script></body></html>`

describe('byte-bounded LRU', () => {
  it('never holds more bytes than its bound and drops the least recently used first', () => {
    const lru = new ByteLru(1000)
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

describe('gzip splice', () => {
  it('is one valid gzip stream of the parts with the values between them', () => {
    const big = Buffer.from('<p>hello world</p>'.repeat(3000))
    const parts = [big, Buffer.from('<input value="'), Buffer.from('"/>'), big]
    const values = [Buffer.from('token.abc'), Buffer.from('6f1c…key'), Buffer.alloc(70_000, 'x')]
    const body = Buffer.concat(gzipSplice(prepareGzip(parts), values))
    const expected = Buffer.concat([parts[0], values[0], parts[1], values[1], parts[2], values[2], parts[3]])
    expect(zlib.gunzipSync(body).equals(expected)).toBe(true)
    expect(body.length).toBeLessThan(expected.length - big.length)
  })
})

describe('cache entries', () => {
  it('strips the nonce marker, hashes the inline scripts and precompresses a public page', () => {
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60', ETag: '"x"' })
    const entry = buildEntry({ status: 200, headers, body: html('<h1>Hi</h1>') }, markers) as unknown as Entry
    expect(entry.identity.toString()).not.toContain('pcNONCEn')
    expect(entry.scriptHashes.split(' ')).toHaveLength(2)
    expect(entry.scriptHashes).toMatch(/^'sha256-[A-Za-z0-9+/=]+' 'sha256-/)
    expect(zlib.brotliDecompressSync(entry.br).equals(entry.identity)).toBe(true)
    expect(zlib.gunzipSync(entry.gzip).equals(entry.identity)).toBe(true)
    expect(entry.headers.map(([name]: [string, string]) => name)).not.toContain('etag')
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

  it('keeps a page with the form as a template filled per response, with the CSP hash of the filled script', () => {
    const body = html(
      '<input name="csrf" value="pcCSRFc"/><input name="k" value="pcKEYk"/><script nonce="pcNONCEn">ctx={"csrf":"pcCSRFc","k":"pcKEYk"}</script>',
    )
    const headers = new Headers({ 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store' })
    const entry = buildEntry({ status: 200, headers, body }, markers) as unknown as Entry
    expect(entry.template.order).toEqual(['csrf', 'idempotencyKey', 'csrf', 'idempotencyKey'])
    const filled = fillTemplate(entry.template, { csrf: 'T1', idempotencyKey: 'K1' })
    const text = Buffer.concat(filled.body).toString()
    expect(text).toContain('value="T1"')
    expect(text).toContain('ctx={"csrf":"T1","k":"K1"}')
    expect(text).not.toMatch(/pc[A-Z]+[nck]/)
    expect(filled.hashes).toBe(`'sha256-${createHash('sha256').update('ctx={"csrf":"T1","k":"K1"}').digest('base64')}'`)
    expect(zlib.gunzipSync(Buffer.concat(gzipSplice(entry.template.gzip, filled.values))).toString()).toBe(text)
  })
})
