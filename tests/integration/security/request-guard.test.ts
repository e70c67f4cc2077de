import express from 'express'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requestGuard } from '../../../server/request-guard'

// The server's gate in front of Remix, on a real HTTP server: what reaches the app is a bounded,
// readable form; everything else is a 4xx with a clear message, before the body is buffered.
const STAFF_COOKIE = 'session=staff'
const staff = { Cookie: STAFF_COOKIE }
let server: http.Server
let base: string
const seen: { path: string; bytes: number; type: string | undefined }[] = []

beforeAll(async () => {
  const guard = requestGuard({
    siteOrigin: 'https://www.example.com',
    mediaMaxBytes: 200 * 1024,
    slowBodyMs: 100,
    // The app's identifyRequest stands in: a member of staff is whoever sends the staff cookie.
    identify: async (req, { checkStaff }) => ({
      staff: checkStaff && req.headers.cookie === STAFF_COOKIE,
      client: String(req.headers['x-client'] ?? req.socket.remoteAddress),
    }),
  })
  const app = express()
  app.use((req, res, next) => void guard(req, res, next).catch(next))
  app.all('*', (req, res) => {
    seen.push({ path: req.url.split('?')[0], bytes: Buffer.isBuffer(req.body) ? req.body.length : 0, type: req.headers['content-type'] })
    res.json({ ok: true })
  })
  server = http.createServer(app)
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' }

/** A POST with a body streamed in chunks (Transfer-Encoding: chunked), `total` bytes or endless. */
function chunkedPost(
  path: string,
  total: number | 'endless',
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    const request = http.request(`${base}${path}`, { method: 'POST', headers: { ...urlencoded, ...headers } })
    request.on('response', (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, body, sent }))
    })
    request.on('error', reject)
    const chunk = Buffer.alloc(16 * 1024, 'a')
    chunk.write('content=') // one long field, as a post's Markdown is
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
    const page = await response.text()
    expect(page).toContain('The form is too large. The limit is 64 KB.')
    expect(page).toContain('<a href="/login">Back to the form</a>')
  })

  test('a chunked body is counted as it arrives: even an endless one gets 413', async () => {
    const { status, body, sent } = await chunkedPost('/get-started', 'endless')
    expect(status).toBe(413)
    expect(body).toContain('The form is too large')
    expect(sent).toBeGreaterThan(64 * 1024)
  })

  test('staff forms may be larger (a long post), uploads up to MEDIA_MAX_BYTES', async () => {
    const post = await chunkedPost('/admin/blog/new', 1024 * 1024, staff)
    expect(post.status).toBe(200)
    const upload = await chunkedPost('/admin/media/upload', 300 * 1024, staff)
    expect(upload.status).toBe(200)
    const tooBig = await chunkedPost('/admin/media/upload', 2 * 1024 * 1024, staff)
    expect(tooBig.status).toBe(413)
    expect(tooBig.body).toContain('The file is too large. The limit is')
    // Sent without JavaScript, the refusal page leads back to the form as well as home.
    const noScript = await chunkedPost('/admin/media', 2 * 1024 * 1024, staff)
    expect(noScript.status).toBe(413)
    expect(noScript.body).toContain('<a href="/admin/media">Back to the form</a> · <a href="/">Go to the home page</a>')
  })

  test('without a staff session, a staff page gets the public limit and says the session has ended', async () => {
    const post = await chunkedPost('/admin/blog/new', 1024 * 1024)
    expect(post.status).toBe(403)
    expect(post.body).toContain('Your session has ended, so this was not saved.')
    expect((await chunkedPost('/admin/blog/new', 16 * 1024)).status).toBe(200) // the app answers it (sign-in redirect)
  })

  test('the uploader (Accept: application/json) gets JSON', async () => {
    const send = (headers: Record<string, string>) =>
      fetch(`${base}/admin/media/upload`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'multipart/form-data; boundary=x', ...headers },
        body: 'x'.repeat(2 * 1024 * 1024),
      })
    const tooBig = await send(staff)
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toMatchObject({ ok: false, message: expect.stringContaining('The file is too large') })
    const signedOut = await send({})
    expect(signedOut.status).toBe(403)
    expect(await signedOut.json()).toMatchObject({ ok: false, message: expect.stringContaining('Your session has ended') })
  })

  test('limits are decided on the path Remix routes on: dot segments, escapes and case', async () => {
    // A stranger's path spelled to look like a staff page, or a staff page spelled another way.
    for (const path of ['/admin/../get-started', '/x/../admin/media/upload', '/%61dmin/media/upload', '/ADMIN/media/upload']) {
      const stranger = await chunkedPost(path, 300 * 1024)
      expect([path, stranger.status]).toEqual([path, path.includes('get-started') ? 413 : 403])
      if (!path.includes('get-started')) expect((await chunkedPost(path, 150 * 1024, staff)).status).toBe(200)
    }
    // An encoded slash is no separator for Remix: `/admin%2Fmedia` is not the staff area.
    expect((await chunkedPost('/admin%2Fmedia/upload', 150 * 1024, staff)).status).toBe(413)
    expect((await chunkedPost('//admin//media//upload', 150 * 1024, staff)).status).toBe(200)
  })
})

describe('form shape', () => {
  test('JSON, XML or text bodies: 415', async () => {
    for (const type of ['application/json', 'text/xml', 'text/plain']) {
      const response = await fetch(`${base}/login`, { method: 'POST', headers: { 'Content-Type': type }, body: '{"email":"a"}' })
      expect(response.status).toBe(415)
      const page = await response.text()
      expect(page).toContain('accepts form submissions only')
      // The site's icon: without it the browser asks for /favicon.ico, which is a 404 page.
      expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">')
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

describe('form shape limits, before any form parser or schema', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { ...urlencoded, ...headers }, body })
  const reachedApp = () => seen.length

  test.each([
    ['many short fields', 'form-name=contact&' + 'a&'.repeat(32_000), 413, 'too many fields'],
    ['one name repeated', 'form-name=contact&' + 'name=x&'.repeat(5_000), 413, 'too many fields'],
    ['deep names', 'a[b][c][d]=1', 400, 'field name this site does not use'],
    ['a huge index', 'tags[100000000]=x', 400, 'field name this site does not use'],
    ['a long name', `${'n'.repeat(200)}=1`, 400, 'field name this site does not use'],
    ['a long value', `message=${'x'.repeat(40_000)}`, 413, 'A field of the form is too long'],
  ])('%s: refused with a clear 4xx, the app never sees it', async (_, body, status, message) => {
    const before = reachedApp()
    for (const path of ['/get-started', '/?index', '/login']) {
      const response = await post(path, body)
      expect(response.status).toBe(status)
      expect(await response.text()).toContain(message)
    }
    expect(reachedApp()).toBe(before)
  })

  test('too many fields are refused as they arrive, before the whole body has been read', async () => {
    const { status, body, sent } = await chunkedFields('/get-started')
    expect(status).toBe(413)
    expect(body).toContain('too many fields')
    expect(sent).toBeLessThan(64 * 1024)
  })

  test('multipart: too many parts are counted as they arrive too', async () => {
    const boundary = 'b0undary'
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n`
    const response = await post('/login', `${part.repeat(200)}--${boundary}--\r\n`, {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    })
    expect(response.status).toBe(413)
  })

  test('staff forms have room for more fields, and our own forms fit', async () => {
    const before = reachedApp()
    const fields = Array.from({ length: 100 }, (_, i) => `f${i}=v`).join('&')
    expect((await post('/admin/blog/new', fields, staff)).status).toBe(200)
    expect((await post('/get-started', fields)).status).toBe(413)
    const enquiry = new URLSearchParams({
      'form-name': 'contact',
      csrf: 't',
      'idempotency-key': 'k',
      'bot-field': '',
      name: 'Ada',
      email: 'a@b.c',
      phone: '',
      company: 'X',
      message: 'm'.repeat(1000),
      projectType: 'web-app',
      budget: 'under-25k',
      timeline: 'asap',
    })
    expect((await post('/get-started', enquiry.toString())).status).toBe(200)
    expect(reachedApp()).toBe(before + 2)
  })
})

/** `a&` repeated without end, sent in small chunks: the gate must answer before the end. */
function chunkedFields(path: string): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const request = http.request(`${base}${path}`, { method: 'POST', headers: urlencoded })
    request.on('response', (response) => {
      answered = true
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, body, sent }))
    })
    request.on('error', reject)
    const chunk = Buffer.from('a&'.repeat(512))
    const pump = () => {
      if (answered || sent >= 60 * 1024) return void request.end()
      sent += chunk.length
      request.write(chunk)
      setTimeout(pump, 2)
    }
    pump()
  })
}

describe('strangers and staff', () => {
  /** A POST whose body never finishes: it holds the gate until the test lets go. */
  function slowPost(path: string, headers: Record<string, string>) {
    const request = http.request(`${base}${path}`, { method: 'POST', headers: { ...urlencoded, 'Content-Length': '1000', ...headers } })
    const answer = new Promise<number>((resolve) => {
      request.on('response', (response) => (response.resume(), resolve(response.statusCode!)))
      request.on('error', () => resolve(0))
    })
    request.write('content=')
    return { answer, stop: () => request.destroy() }
  }

  test('one address dribbling many bodies gets 429 for the fifth; quick forms, others and staff uploads go on', async () => {
    const slow = Array.from({ length: 4 }, () => slowPost('/admin/media/upload', { 'X-Client': 'stranger' }))
    await new Promise((r) => setTimeout(r, 200))
    const fifth = slowPost('/get-started', { 'X-Client': 'stranger' })
    expect(await fifth.answer).toBe(429)
    // A form that arrives whole is never counted: many at once from one address are fine.
    const quick = await Promise.all(Array.from({ length: 20 }, () => post('/get-started', 'a=1', { 'X-Client': 'stranger' })))
    expect(quick.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect((await post('/get-started', 'a=1', { 'X-Client': 'someone-else' })).status).toBe(200)
    const upload = await chunkedPost('/admin/media/upload', 150 * 1024, { ...staff, 'X-Client': 'stranger' })
    expect(upload.status).toBe(200)
    for (const request of slow) request.stop()
  })

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { ...urlencoded, ...headers }, body })
})
