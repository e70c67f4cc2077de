import express from 'express'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requestGuard } from '../../../server/request-guard.js'

// The server's gate in front of Remix, on a real HTTP server: what reaches the app is a bounded,
// readable form; everything else is a 4xx with a clear message, before the body is buffered.
let server: http.Server
let base: string
const seen: { path: string; bytes: number; type: string | undefined }[] = []

beforeAll(async () => {
  const app = express()
  app.use(requestGuard({ siteOrigin: 'https://www.example.com', env: { MEDIA_MAX_BYTES: String(200 * 1024) } }))
  app.all('*', (req, res) => {
    const body = res.locals.body as Buffer | undefined
    seen.push({ path: req.path, bytes: body?.length ?? 0, type: req.headers['content-type'] })
    res.json({ ok: true })
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' }

/** A POST with a body streamed in chunks (Transfer-Encoding: chunked), `total` bytes or endless. */
function chunkedPost(path: string, total: number | 'endless'): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    const request = http.request(`${base}${path}`, { method: 'POST', headers: urlencoded })
    request.on('response', (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, body, sent }))
    })
    request.on('error', reject)
    const chunk = Buffer.alloc(16 * 1024, 'a')
    const pump = () => {
      while (total === 'endless' || sent < total) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      request.end()
    }
    request.on('close', () => request.removeAllListeners('drain'))
    pump()
  })
}

describe('methods', () => {
  test('TRACE and other methods get 405 with Allow; OPTIONS 204', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const response = await fetch(`${base}/`, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
    }
    // fetch may not send TRACE: node:http can.
    const trace = await new Promise<http.IncomingMessage>((resolve) => http.request(`${base}/`, { method: 'TRACE' }, resolve).end())
    expect(trace.statusCode).toBe(405)
    trace.resume()
    expect((await fetch(`${base}/`, { method: 'OPTIONS' })).status).toBe(204)
  })
})

describe('body limits', () => {
  test('a public form over 64 KB is refused with 413, by Content-Length, unread', async () => {
    const response = await fetch(`${base}/login`, { method: 'POST', headers: urlencoded, body: form({ email: 'x'.repeat(70_000) }) })
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('The form is too large. The limit is 64 KB.')
  })

  test('a chunked body is counted as it arrives: even an endless one gets 413', async () => {
    const { status, body, sent } = await chunkedPost('/get-started', 'endless')
    expect(status).toBe(413)
    expect(body).toContain('The form is too large')
    expect(sent).toBeGreaterThan(64 * 1024)
  })

  test('admin forms may be larger (a long post), uploads up to MEDIA_MAX_BYTES', async () => {
    const post = await chunkedPost('/admin/blog/new', 1024 * 1024)
    expect(post.status).toBe(200)
    const upload = await chunkedPost('/admin/media/upload', 300 * 1024)
    expect(upload.status).toBe(200)
    const tooBig = await chunkedPost('/admin/media/upload', 2 * 1024 * 1024)
    expect(tooBig.status).toBe(413)
    expect(tooBig.body).toContain('The file is too large. The limit is')
  })

  test('the uploader (Accept: application/json) gets JSON', async () => {
    const response = await fetch(`${base}/admin/media/upload`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'x'.repeat(2 * 1024 * 1024),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ ok: false, message: expect.stringContaining('The file is too large') })
  })
})

describe('form shape', () => {
  test('JSON, XML or text bodies: 415', async () => {
    for (const type of ['application/json', 'text/xml', 'text/plain']) {
      const response = await fetch(`${base}/login`, { method: 'POST', headers: { 'Content-Type': type }, body: '{"email":"a"}' })
      expect(response.status).toBe(415)
      expect(await response.text()).toContain('accepts form submissions only')
    }
  })

  test('broken multipart: 400 with a clear message', async () => {
    const response = await fetch(`${base}/?index`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xx' },
      body: '--xx\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('The form could not be read')
  })

  test('a NUL character in a field: 400', async () => {
    const response = await fetch(`${base}/get-started`, { method: 'POST', headers: urlencoded, body: 'name=Ada%00Lovelace' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('not allowed (NUL)')
  })

  test('more than one file part: 400, even on the upload route', async () => {
    const body = new FormData()
    body.append('file', new File(['a'], 'a.txt', { type: 'text/plain' }))
    body.append('file', new File(['b'], 'b.txt', { type: 'text/plain' }))
    const response = await fetch(`${base}/admin/media/upload`, { method: 'POST', body })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Send one file at a time.')
  })

  test('an empty POST without a Content-Type is not a form: 400', async () => {
    const response = await fetch(`${base}/logout`, { method: 'POST' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('The request carried no form data.')
  })

  test('a good form passes whole; an empty one with its Content-Type too', async () => {
    seen.length = 0
    expect((await fetch(`${base}/logout`, { method: 'POST', headers: urlencoded, body: '' })).status).toBe(200)
    const good = form({ csrf: 'token', name: 'Ada', message: 'é'.repeat(100) })
    expect((await fetch(`${base}/get-started`, { method: 'POST', headers: urlencoded, body: good })).status).toBe(200)
    expect(seen).toEqual([
      { path: '/logout', bytes: 0, type: 'application/x-www-form-urlencoded' },
      { path: '/get-started', bytes: Buffer.byteLength(good), type: 'application/x-www-form-urlencoded' },
    ])
  })

  test('webhooks under /api/ may send JSON (size still limited)', async () => {
    const response = await fetch(`${base}/api/revalidate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    expect(response.status).toBe(200)
  })
})

describe('cross-site POSTs', () => {
  test('refused with 403 and a page that says why', async () => {
    const response = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { ...urlencoded, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      body: form({ email: 'a@b.c' }),
    })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('This form was sent from another website')
  })
})
