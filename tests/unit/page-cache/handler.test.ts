import express from 'express'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageCache } from '../../../server/page-cache/page-cache'

// The page cache in front of a stand-in for the rest of the server: `render` counts the renders
// (each one is a run of the loaders), `fallthrough` counts the requests that went on to the app.

type Markers = { nonce: string }
const servers: http.Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

async function setup(
  options: {
    maxBytes?: number
    page?: (key: string, m: Markers) => { status?: number; cache?: string; body: string; keep?: boolean }
    delayMs?: number
  } = {},
) {
  const counts = { renders: 0, fallthrough: 0 }
  let gate: Promise<void> = Promise.resolve()
  const cache = createPageCache({
    maxBytes: options.maxBytes ?? 8 * 1024 * 1024,
    baseHeaders: [['X-Frame-Options', 'DENY']],
    csp: (sources: string) => `script-src 'self' ${sources}`,
    render: async (key: string, markers: Markers) => {
      counts.renders++
      await gate
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs))
      const page = options.page?.(key, markers) ?? { body: `<h1>${key}</h1><script nonce="${markers.nonce}">x=1</script>` }
      return {
        status: page.status ?? 200,
        headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': page.cache ?? 'public, max-age=60' }),
        body: page.body,
        keep: page.keep,
      }
    },
  })
  const app = express().use(cache.handle, (req, res) => {
    counts.fallthrough++
    res.writeHead(req.method === 'POST' ? 303 : 200, { 'Content-Type': 'text/plain', 'X-From': 'app' })
    res.end('from the app')
  })
  const server = http.createServer(app)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers, redirect: 'manual' })
  return { cache, counts, get, base, hold: (p: Promise<void>) => (gate = p) }
}

describe('the page cache', () => {
  it('answers a warm page without rendering again, with ETag, 304 and precompressed variants', async () => {
    const { counts, get } = await setup()
    const first = await get('/services')
    expect(first.headers.get('x-page-cache')).toBe('MISS')
    const text = await first.text()
    const second = await get('/services')
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(await second.text()).toBe(text)
    expect(counts).toEqual({ renders: 1, fallthrough: 0 })
    expect(second.headers.get('x-frame-options')).toBe('DENY')
    expect(second.headers.get('vary')).toBe('Accept-Encoding')
    expect(second.headers.get('content-security-policy')).toMatch(/^script-src 'self' 'sha256-/)
    expect(text).not.toContain('nonce=')

    const etag = second.headers.get('etag')!
    const revalidated = await get('/services', { 'If-None-Match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('content-security-policy')).toBeNull()

    const raw = (encoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve) =>
        http.get(`${new URL(first.url).origin}/services`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c) => chunks.push(c))
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
        }),
      )
    const br = await raw('gzip, deflate, br')
    expect(br.encoding).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text)
    const gzip = await raw('gzip')
    expect(gzip.encoding).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(text)
    expect(counts.renders).toBe(1)
  })

  it('renders concurrent misses for one page once', async () => {
    const { counts, get } = await setup({ delayMs: 50 })
    const responses = await Promise.all(Array.from({ length: 40 }, () => get('/company')))
    expect(responses.every((r) => r.status === 200)).toBe(true)
    expect(counts.renders).toBe(1)
  })

  it('ignores query-string noise', async () => {
    const { cache, counts, get } = await setup()
    for (let i = 0; i < 200; i++) await (await get(`/services?utm_source=${i}&r=${Math.random()}`)).arrayBuffer()
    expect(cache.entries).toBe(1)
    expect(counts.renders).toBe(1)
  })

  it('stays within its memory bound under 10,000 distinct URLs', async () => {
    const maxBytes = 128 * 1024
    const filler = 'lorem ipsum dolor sit amet '.repeat(40)
    const { cache, get } = await setup({
      maxBytes,
      page: (key, m) => ({ body: `<p>${key} ${filler}</p><script nonce="${m.nonce}">1</script>` }),
    })
    for (let batch = 0; batch < 100; batch++) {
      await Promise.all(Array.from({ length: 100 }, (_, i) => get(`/blog/post-${batch * 100 + i}`).then((r) => r.arrayBuffer())))
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes)
    }
    expect(cache.entries).toBeGreaterThan(10)
    expect(cache.entries).toBeLessThan(10_000)
  }, 60_000)

  it('lets a request with a flash toast, a session, a POST and the admin area go through to the app', async () => {
    const { counts, get, base } = await setup()
    expect((await get('/', { Cookie: 'flash_toast=abc' })).headers.get('x-from')).toBe('app')
    expect((await get('/', { Cookie: '__Host-admin_session=abc' })).headers.get('x-from')).toBe('app')
    expect((await get('/admin/blog')).headers.get('x-from')).toBe('app')
    expect((await fetch(`${base}/get-started`, { method: 'POST', body: 'x=1', redirect: 'manual' })).headers.get('x-from')).toBe('app')
    expect(counts).toEqual({ renders: 0, fallthrough: 4 })
  })

  it('sends an unknown address its 404 from the one render, keeps only that it is not shared, then asks the app', async () => {
    const { counts, get } = await setup({ page: () => ({ status: 404, body: 'Not found' }) })
    const first = await get('/no-such-page')
    expect([first.status, first.headers.get('x-page-cache'), await first.text()]).toEqual([404, 'MISS', 'Not found'])
    expect((await get('/no-such-page')).headers.get('x-from')).toBe('app')
    expect(counts).toEqual({ renders: 1, fallthrough: 1 })
  })

  it('serves a render marked degraded (the backend was down) but does not keep it', async () => {
    let backendUp = false
    const { counts, get } = await setup({ page: () => ({ body: backendUp ? 'with admin posts' : 'sample posts only', keep: backendUp }) })
    expect(await (await get('/blog')).text()).toBe('sample posts only')
    const again = await get('/blog')
    expect(again.headers.get('x-page-cache')).toBe('MISS')
    backendUp = true
    expect(await (await get('/blog')).text()).toBe('with admin posts')
    const hit = await get('/blog')
    expect([hit.headers.get('x-page-cache'), await hit.text()]).toEqual(['HIT', 'with admin posts'])
    expect(counts.renders).toBe(3)
  })

  it('is purged only when the app says so, never by a request, and keeps no render that overlapped a purge', async () => {
    const { cache, counts, get, base, hold } = await setup()
    await get('/blog')
    await get('/blog')
    expect(counts.renders).toBe(1)
    for (const path of ['/admin/blog/new', '/admin/x', '/adminx', '/administrator', '/x/../admin/blog/edit/1']) {
      await fetch(`${base}${path}`, { method: 'POST', body: 'title=x', redirect: 'manual' })
    }
    expect((await get('/blog')).headers.get('x-page-cache')).toBe('HIT')
    cache.purge() // what server.js does when the app announces a write
    expect((await get('/blog')).headers.get('x-page-cache')).toBe('MISS')
    expect(counts.renders).toBe(2)

    // A render that started before a write and ends after it may show the old data: it is served once, not kept.
    let release!: () => void
    hold(new Promise<void>((r) => (release = r)))
    const slow = get('/company')
    await new Promise((r) => setTimeout(r, 20))
    cache.purge()
    release()
    await slow
    expect((await get('/company')).headers.get('x-page-cache')).toBe('MISS')
  })

  it('never shares a private page (nothing is filled in per response any more)', async () => {
    const { counts, get } = await setup({ page: () => ({ cache: 'private, no-store', body: '<form></form>' }) })
    for (let i = 0; i < 2; i++) {
      const response = await get('/get-started')
      expect(await response.text()).toBe('from the app')
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    expect(counts.fallthrough).toBe(2)
  })
})
