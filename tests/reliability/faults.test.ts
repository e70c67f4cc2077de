// Faults of the hosted services, against the production server: Sanity unreachable (no network
// here, so its hostname does not resolve) and Supabase unreachable (a closed local port). Public
// pages keep working or answer a proper 503 page, never a stack trace; the enquiry form and the
// sign-in say clearly that it failed, and nothing is reported as stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENQUIRY_TEXT } from '~/enquiry/reply'
import { enquiryPost } from '../fixtures/enquiry'
import { FULL, report } from './figures'
import { leaksInternals } from './raw'
import { freePort, removeDataDirs, startServer, type RunningServer } from './server'
import { Visitor, type Reply } from './visitor'

const servers: RunningServer[] = []
afterAll(async () => {
  for (const server of servers) await server.stop()
  removeDataDirs()
})
let requests = 0
const PUBLIC = ['/', '/services', '/services/cyber-security', '/company', '/success-stories', '/get-started', '/blog', '/privacy-policy']

function expectNoInternals(label: string, reply: Reply) {
  requests++
  expect(leaksInternals(reply.body), `${label}: ${reply.body.slice(0, 300)}`).toBe(false)
}

describe('hosted Sanity unreachable', () => {
  it('answers every public page with a proper 503 page and /healthz 503, never a stack trace', async () => {
    const server = await startServer({ env: { SANITY_PROJECT_ID: 'unreachable1', SANITY_CACHE_SECONDS: '0' }, waitReady: false })
    servers.push(server)
    const visitor = new Visitor(server.url)
    // Not ready (Sanity is down), but listening: wait for the port.
    const deadline = Date.now() + 90_000
    while (
      Date.now() < deadline &&
      !(await fetch(`${server.url}/healthz`).then(
        () => true,
        () => false,
      ))
    )
      await new Promise((r) => setTimeout(r, 200))
    const health = await visitor.get('/healthz')
    expect(health.status).toBe(503)
    // Each page waits out the client's retries: four pages say enough in the short run.
    for (const path of FULL ? PUBLIC : PUBLIC.slice(0, 4)) {
      const page = await visitor.get(path)
      expectNoInternals(path, page)
      expect(page.status, path).toBe(503)
      expect(page.headers.get('Content-Type'), path).toMatch(/text\/html/)
      expect(page.body, path).toMatch(/<html/)
      expect(page.headers.get('Cache-Control'), path).toMatch(/no-store/)
    }
  })
})

describe('Supabase unreachable', () => {
  let server: RunningServer
  let visitor: Visitor
  beforeAll(async () => {
    const closed = await freePort() // nothing listens there
    server = await startServer({
      env: {
        SUPABASE_URL: `http://127.0.0.1:${closed}`,
        SUPABASE_ANON_KEY: 'anon-key-for-tests',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        TEST_USER_EMAIL: '',
        TEST_USER_PASSWORD: '',
      },
      waitReady: false,
    })
    servers.push(server)
    await listening(server)
    visitor = new Visitor(server.url)
  })

  it('says clearly that an enquiry or a sign-in failed, and never reports an enquiry as sent', async () => {
    const { csrf } = await visitor.openEnquiryForm()
    const enquiry = await visitor.post('/get-started', enquiryPost({ csrf }))
    expectNoInternals('enquiry', enquiry)
    expect(enquiry.status).toBe(503)
    expect(enquiry.body).toContain(ENQUIRY_TEXT.unavailable)
    expect(enquiry.body).not.toContain(ENQUIRY_TEXT.success.replace(/'/g, '&#x27;'))

    // Sign-in keeps its own token (decision 220): the page's, not the enquiry's.
    const { csrf: loginCsrf } = await visitor.hidden('/login', 'csrf')
    const login = await visitor.post('/login', { csrf: loginCsrf, email: 'admin@example.com', password: 'Admin#Passw0rd' })
    expectNoInternals('login', login)
    expect(login.status).toBe(503)
    expect(login.body).toContain('Failed to log in')
    const admin = await visitor.get('/admin/blog')
    expectNoInternals('admin', admin)
    expect(admin.status).toBeLessThan(500)
  })

  it('keeps every public page up', async () => {
    const failing: string[] = []
    const pages = [
      ...PUBLIC,
      '/blog/ai-in-business-from-pilot-to-production',
      '/case-studies/finance-digital-transformation',
      '/blog/rss.xml',
      '/sitemap.xml',
    ]
    for (const path of pages) {
      const page = await visitor.get(path)
      expectNoInternals(path, page)
      if (page.status !== 200) failing.push(`${path}: ${page.status}`)
    }
    report('faults', { 'requests sent': requests, failures: failing.length })
    expect(failing).toEqual([])
  })

  it('does not keep blog pages rendered without the admin posts in the page cache', async () => {
    // Kept, they would still lack the admin posts once Supabase is back, until the next purge.
    for (const path of ['/blog', '/blog/rss.xml', '/sitemap.xml']) {
      await visitor.get(path)
      const again = await fetch(server.url + path)
      expect([path, again.status, again.headers.get('x-page-cache')]).toEqual([path, 200, 'MISS'])
    }
    // Pages that do not read the backend are cached as usual.
    await visitor.get('/company')
    expect((await fetch(`${server.url}/company`)).headers.get('x-page-cache')).toBe('HIT')
  })
})

/** Waits until the server listens (it is not "ready" while a hosted service is down). */
async function listening(server: RunningServer) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The server exited:\n${server.output()}`)
    if (
      await fetch(`${server.url}/healthz`).then(
        () => true,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('The server did not listen')
}
