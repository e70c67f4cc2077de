import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staticFiles } from '../../../server/static-files'

// Built files are answered from memory, compressed once; anything else goes on to the next
// handler (Remix) without a look at the disk, so a file that appears later is not served.
let dir: string
let base: string
let close: () => void
const script = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(200))}\n`

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>')
  fs.writeFileSync(path.join(dir, 'social-card.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]))
  fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.css'), 'body{}')
  fs.writeFileSync(path.join(dir, 'assets', 'entry-3c4d.js'), script)
  fs.writeFileSync(path.join(dir, 'with space.txt'), 'spaced')
  const serve = staticFiles(dir, { immutablePrefix: '/assets/', baseHeaders: [['X-Content-Type-Options', 'nosniff']] })
  const server = http.createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(404).end(`next: ${req.url}`)
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => {
  close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A raw GET (fetch would decompress and hide Content-Encoding and Content-Length). */
function get(address: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${address}`, { method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
      .end()
  })
}

describe('staticFiles', () => {
  test('serves the files that exist, with their type, caching and the base headers', async () => {
    const icon = await get('/favicon.svg')
    expect(icon.status).toBe(200)
    expect(icon.body.toString()).toBe('<svg/>')
    expect(icon.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    })
    const css = await get('/assets/app-1a2b.css')
    expect(css.status).toBe(200)
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(css.headers['cross-origin-resource-policy']).toBeUndefined()
    expect((await get('/social-card.jpg')).headers['content-type']).toBe('image/jpeg')
    expect((await get('/with%20space.txt')).body.toString()).toBe('spaced')
  })

  test('text over 1 KB is sent compressed as the client accepts, with its own length', async () => {
    const br = await get('/assets/entry-3c4d.js', { 'Accept-Encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script)
    const gzip = await get('/assets/entry-3c4d.js', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script)
    const plain = await get('/assets/entry-3c4d.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    // The same ETag for every encoding of the file; a HEAD gets the headers alone.
    expect(br.headers.etag).toBe(plain.headers.etag)
    const head = await get('/assets/entry-3c4d.js', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect([head.status, head.body.length, head.headers['content-encoding']]).toEqual([200, 0, 'br'])
  })

  test('a file the client holds is answered 304 by its ETag', async () => {
    const first = await get('/assets/app-1a2b.css')
    const again = await get('/assets/app-1a2b.css', { 'If-None-Match': first.headers.etag! })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect((await get('/assets/app-1a2b.css', { 'If-None-Match': '"other"' })).status).toBe(200)
  })

  test('anything else goes to the next handler: pages, missing assets, bad escapes, directories, other methods', async () => {
    for (const address of ['/blog', '/assets/missing.js', '/%E0%A4%A', '/assets', '/', '/favicon.svg/x']) {
      const response = await get(address)
      expect(response.status, address).toBe(404)
      expect(response.body.toString(), address).toMatch(/^next: /)
    }
    expect((await fetch(`${base}/favicon.svg`, { method: 'POST' })).status).toBe(404)
  })

  test('the list is taken at start-up: a file written later is not served', async () => {
    fs.writeFileSync(path.join(dir, 'later.txt'), 'late')
    expect((await get('/later.txt')).status).toBe(404)
  })
})
