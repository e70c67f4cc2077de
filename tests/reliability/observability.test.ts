// The request log and /metrics on the production server (`node server.js`, docs/decisions/265):
// one JSON line per request wherever it was answered (page cache, static files, Remix, the canonical
// redirect), its id echoed in X-Request-Id, the cache outcome, `aborted` for a client that left
// before the answer; request, page-cache and outbox figures on /metrics; no cookie, token,
// password or form value in any line.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { enquiryPost } from '../fixtures/enquiry'
import { requestAndLeave } from './raw'
import { ADMIN, ROOT, removeDataDirs, startServer, type RunningServer } from './server'
import { Visitor } from './visitor'

const TOKEN = 'observability-metrics-token-0123'
let server: RunningServer

beforeAll(async () => {
  // TRUST_PROXY: an X-Request-Id from the proxy in front is kept when it looks like one.
  server = await startServer({ env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'x-forwarded-for' } })
})
afterAll(async () => {
  await server?.stop()
  removeDataDirs()
})

interface LogLine {
  level: string
  msg: string
  reqId?: string
  method?: string
  path?: string
  query?: string
  status?: number
  ms?: number
  kind?: string
  cache?: string
  aborted?: boolean
}

const lines = (): LogLine[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)

/** The one request line with this id or this path, once the server has written it (lines are batched). */
async function lineFor(value: string, field: 'reqId' | 'path' = 'reqId'): Promise<LogLine> {
  let found: LogLine[] = []
  await vi.waitFor(
    () => {
      found = lines().filter((line) => line.msg === 'request' && line[field] === value)
      expect(found).toHaveLength(1)
    },
    { timeout: 20_000, interval: 50 },
  )
  return found[0]
}

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pathname}`, { headers, redirect: 'manual' })
  await response.arrayBuffer()
  return response
}

async function scrape(): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  return response.text()
}

/** One sample's value, 0 when absent. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((l) => l.startsWith(labels ? `${name}{${labels}} ` : `${name} `))
  return line ? Number(line.split(' ').at(-1)) : 0
}

describe('the request log', () => {
  it('logs a page-cache hit with its outcome and the id the response carries', async () => {
    const first = await get('/services')
    expect(first.status).toBe(200)
    const second = await get('/services')
    expect(second.headers.get('X-Page-Cache')).toBe('HIT')
    const id = second.headers.get('X-Request-Id')
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/)
    expect(first.headers.get('X-Request-Id')).not.toBe(id)
    const line = await lineFor(id!)
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/services', status: 200, kind: 'page', cache: 'HIT' })
    expect(line.ms).toBeGreaterThanOrEqual(0)
    expect((await lineFor(first.headers.get('X-Request-Id')!)).cache).toMatch(/^(MISS|HIT)$/)
  })

  it('logs static files, Remix answers and canonical redirects once each', async () => {
    const asset = fs.readdirSync(path.join(ROOT, 'build/client/assets')).find((name) => name.endsWith('.css'))!
    const answers = [
      { url: `/assets/${asset}`, expected: { path: `/assets/${asset}`, kind: 'static', cache: 'none', status: 200 } },
      { url: '/healthz', expected: { path: '/healthz', kind: 'internal', cache: 'none', status: 200 } },
      { url: '/login', expected: { path: '/login', kind: 'admin', cache: 'none', status: 200 } },
      { url: '//services', expected: { path: '//services', kind: 'redirect', cache: 'none', status: 308 } },
      { url: '/no-such-page-here', expected: { kind: 'page', status: 404 } },
    ]
    for (const { url, expected } of answers) {
      const response = await get(url)
      expect(response.status, url).toBe(expected.status)
      const id = response.headers.get('X-Request-Id')
      expect(id, url).toBeTruthy()
      expect(await lineFor(id!), url).toMatchObject(expected)
    }
  })

  it('logs a request whose client left before the answer was complete, with aborted: true', async () => {
    // An unknown address is a page-cache miss: Remix renders its 404 page, which takes a render's
    // time, while the client closes the connection as soon as the request is sent. Should the
    // server ever finish first (a client descheduled between sending and closing), a new address
    // is tried: a line without aborted then says nothing wrong.
    const seen: LogLine[] = []
    for (let attempt = 1; attempt <= 5; attempt++) {
      const pathname = `/left-before-the-answer-${attempt}`
      await requestAndLeave(server.url, pathname)
      const line = await lineFor(pathname, 'path')
      seen.push(line)
      if (line.aborted) {
        expect(line).toMatchObject({ level: 'info', method: 'GET', kind: 'page', cache: 'MISS', aborted: true })
        expect(line.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/)
        return
      }
    }
    expect.fail(`No line says aborted: ${JSON.stringify(seen)}`)
  })

  it("keeps a proxy's sane X-Request-Id and replaces any other", async () => {
    const kept = await get('/healthz', { 'X-Request-Id': 'edge-7f3a9c1e-42' })
    expect(kept.headers.get('X-Request-Id')).toBe('edge-7f3a9c1e-42')
    await lineFor('edge-7f3a9c1e-42')
    const odd = await get('/healthz', { 'X-Request-Id': 'x"y z' })
    expect(odd.headers.get('X-Request-Id')).not.toBe('x"y z')
  })

  it('writes no cookie, token, password, query value or form value', async () => {
    const SECRET = 'Zq9SecretValue'
    const marked = await get(`/blog?token=${SECRET}-query&email=someone%40example.org`, {
      Cookie: `__session=${SECRET}-cookie; other=${SECRET}-other`,
      Authorization: `Bearer ${SECRET}-auth`,
    })
    const markedLine = await lineFor(marked.headers.get('X-Request-Id')!)
    expect(markedLine.query).toBe('token&email')

    const visitor = new Visitor(server.url)
    const form = await visitor.openEnquiryForm()
    const enquiry = await visitor.post(
      '/get-started',
      enquiryPost({ ...form, message: `Please call me about ${SECRET} and the portal launch.` }),
    )
    expect(enquiry.status).toBe(200)
    await lineFor(enquiry.headers.get('X-Request-Id')!)

    const admin = new Visitor(server.url)
    const signedIn = await admin.signIn(ADMIN.email, ADMIN.password)
    expect(signedIn.status).toBe(302)
    const page = await admin.get('/admin/blog')
    expect(page.status).toBe(200)
    await lineFor(page.headers.get('X-Request-Id')!)

    const output = server.output()
    const secrets = [
      SECRET,
      ADMIN.password,
      'someone@example.org',
      'someone%40example.org',
      'ada@example.com',
      'Analytical Engines',
      form.csrf,
      form['idempotency-key'],
      ...admin.cookies.values(),
      ...visitor.cookies.values(),
    ]
    for (const secret of secrets) expect(output, secret).not.toContain(secret)
    // No header is logged: neither by its name as a key nor its value.
    expect(output).not.toMatch(/"(cookie|authorization|set-cookie)"/i)
  })

  it("writes every line as JSON, the app's own console messages included", () => {
    const all = server
      .output()
      .split('\n')
      .filter((line) => line.trim())
    const notJson = all.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object'
      } catch {
        return true
      }
    })
    expect(notJson).toEqual([])
    // The embedded backend says through console.log that it created the start-up admin.
    expect(lines().find((line) => line.msg.startsWith(`Created admin ${ADMIN.email}`))).toMatchObject({ level: 'info' })
  })
})

describe('/metrics', () => {
  it('counts requests by kind and cache outcome, with their latency', async () => {
    const before = await scrape()
    const hits = sample(before, 'http_requests_total', 'kind="page",cache="HIT",status_class="2xx"')
    await get('/services')
    const after = await get('/services')
    expect(after.headers.get('X-Page-Cache')).toBe('HIT')
    await lineFor(after.headers.get('X-Request-Id')!)
    const text = await scrape()
    expect(sample(text, 'http_requests_total', 'kind="page",cache="HIT",status_class="2xx"')).toBeGreaterThanOrEqual(hits + 2)
    expect(sample(text, 'http_request_duration_seconds_count', 'kind="page",cache="HIT"')).toBeGreaterThanOrEqual(hits + 2)
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",kind="page",cache="HIT"\} \d+$/m)
  })

  it("shows the page cache's size, entries and hits and misses", async () => {
    await get('/')
    await get('/')
    const text = await scrape()
    expect(sample(text, 'page_cache_bytes')).toBeGreaterThan(0)
    expect(sample(text, 'page_cache_entries')).toBeGreaterThan(0)
    expect(sample(text, 'page_cache_lookups_total', 'result="hit"')).toBeGreaterThan(0)
    expect(sample(text, 'page_cache_lookups_total', 'result="miss"')).toBeGreaterThan(0)
    expect(sample(text, 'page_cache_renders_total')).toBeGreaterThan(0)
  })

  it("shows the e-mail outbox's backlog: an enquiry stored without a mail server waits in it", async () => {
    const pending = sample(await scrape(), 'enquiry_outbox_backlog', 'state="pending"')
    const visitor = new Visitor(server.url)
    const form = await visitor.openEnquiryForm()
    expect((await visitor.post('/get-started', enquiryPost(form))).status).toBe(200)
    const text = await scrape()
    expect(sample(text, 'enquiry_outbox_backlog', 'state="pending"')).toBe(pending + 1)
    expect(text).toMatch(/^enquiry_outbox_backlog\{state="retrying"\} 0$/m)
    expect(sample(text, 'enquiries_total', 'outcome="stored"')).toBeGreaterThanOrEqual(1)
  })
})
