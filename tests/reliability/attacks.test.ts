// Cross-site requests, injection and headers against the production server: every state-changing
// action refuses a cross-site POST and a missing or wrong token; redirects stay on the site;
// HTML and script in every field render inert (admin, public, RSS, JSON-LD, e-mail); uploads
// cannot run script on our origin; CSV is formula-safe; e-mail headers cannot be injected; the
// security headers are on every answer; big headers and bodies and slow clients do no harm.
import crypto from 'node:crypto'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enquiryPost } from '../fixtures/enquiry'
import { report } from './figures'
import { rawRequest } from './raw'
import { ADMIN, removeDataDirs, startServer, type RunningServer } from './server'
import { startSmtp } from './smtp'
import { adminCsrf, Visitor } from './visitor'

const MARK = crypto.randomBytes(3).toString('hex')
const XSS = `<script>alert("${MARK}")</script><img src=x onerror=alert(1)>`
let server: RunningServer
let smtp: Awaited<ReturnType<typeof startSmtp>>
let admin: Visitor
let token = ''
let requests = 0

/** A new admin session (a test that may end one, like a forged logout, uses its own). */
async function signInAdmin() {
  const fresh = new Visitor(server.url)
  const reply = await fresh.signIn(ADMIN.email, ADMIN.password)
  expect(reply.status).toBe(302)
  return { visitor: fresh, csrf: adminCsrf((await fresh.get('/admin/blog')).body) }
}

beforeAll(async () => {
  smtp = await startSmtp()
  server = await startServer({ env: { SMTP_URL: smtp.url, ENQUIRY_NOTIFY_TO: 'sales@example.com', ENQUIRY_RATE_LIMIT: '1000/10m' } })
  ;({ visitor: admin, csrf: token } = await signInAdmin())
})
afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  removeDataDirs()
})

describe('cross-site and tokens', () => {
  const actions = () => [
    { path: '/get-started', fields: enquiryPost(), as: 'visitor' },
    { path: '/?index', fields: enquiryPost(), as: 'visitor' },
    { path: '/login', fields: { email: ADMIN.email, password: ADMIN.password }, as: 'visitor' },
    { path: '/logout', fields: {}, as: 'admin' },
    {
      path: '/admin/blog/new',
      fields: { intent: 'save', title: 'Forged', slug: `forged-${MARK}`, status: 'published', content: 'x' },
      as: 'admin',
    },
    { path: '/admin/clients', fields: { intent: 'save', name: `Forged ${MARK}` }, as: 'admin' },
    { path: '/admin/enquiries', fields: { intent: 'handled', id: '1' }, as: 'admin' },
    { path: '/admin/media', fields: { intent: 'delete', name: 'nothing.png' }, as: 'admin' },
    { path: '/admin/blog?index', fields: { intent: 'delete', id: '999999' }, as: 'admin' },
  ]

  it('refuses a POST without a token or with a wrong one on every action', async () => {
    const own = (await signInAdmin()).visitor
    for (const { path, fields, as } of actions()) {
      const who = as === 'admin' ? own : new Visitor(server.url)
      if (as === 'visitor') await who.get('/login') // holds a token cookie
      for (const csrf of [undefined, 'wrong-token', token]) {
        if (csrf === token && as === 'visitor') continue
        if (csrf === token) continue
        const reply = await who.post(path, csrf === undefined ? fields : { ...fields, csrf })
        requests++
        // /logout answers the refusal as a redirect back with the "Failed to log out" toast.
        if (path === '/logout') expect(reply.headers.getSetCookie().join(';'), path).not.toMatch(/admin_session=;/)
        else expect(reply.status, `${path} with token ${csrf}`).toBe(403)
      }
    }
    expect((await own.get('/admin/blog')).status).toBe(200) // still signed in: the logout was refused
    expect((await admin.get('/admin/blog')).body).not.toContain(`forged-${MARK}`)
    expect((await admin.get('/admin/clients')).body).not.toContain(`Forged ${MARK}`)
  })

  it('refuses a cross-site POST with a valid token and cookie on every action, with a clear 403', async () => {
    const problems: string[] = []
    const own = await signInAdmin()
    for (const { path, fields, as } of actions()) {
      const who = as === 'admin' ? own.visitor : new Visitor(server.url)
      const csrf = as === 'admin' ? own.csrf : (await who.hidden('/login', 'csrf')).csrf
      const reply = await who.post(path, { ...fields, csrf }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })
      requests++
      if (reply.status !== 403) problems.push(`${path}: ${reply.status}`)
    }
    expect((await admin.get('/admin/blog')).body).not.toContain(`forged-${MARK}`)
    expect((await own.visitor.get('/admin/blog')).status, 'a forged logout ended the session').toBe(200)
    expect(problems).toEqual([])
  })

  it('sends a signed-in admin only to same-site paths after sign-in', async () => {
    const attempts = [
      '//evil.example/x',
      '/\\evil.example',
      '/..//evil.example/phish',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/admin/..//evil.example',
      'https://evil.example/',
      '/\t/evil.example',
    ]
    const problems: string[] = []
    for (const redirectTo of attempts) {
      const reply = await admin.get(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)
      requests++
      expect(reply.status, 'a signed-in admin is sent on').toBe(302)
      const location = reply.location ?? ''
      const resolved = new URL(location, server.url)
      if (resolved.origin !== server.url || location.startsWith('//') || location.startsWith('/\\'))
        problems.push(`${redirectTo} -> ${location}`)
    }
    expect(problems).toEqual([])
  })
})

describe('injection', () => {
  it('renders HTML and script in posts inert on the admin pages, the blog, RSS and JSON-LD', async () => {
    const slug = `inert-${MARK}`
    const saved = await admin.post('/admin/blog/new', {
      csrf: token,
      intent: 'save',
      title: `Title ${XSS}`,
      slug,
      status: 'published',
      excerpt: `Excerpt ${XSS}`,
      content: `# Heading\n\n${XSS}\n\n[click](javascript:alert(1)) <iframe src="https://evil.example"></iframe>\n\n</script><script>alert(2)</script>`,
    })
    expect(saved.status, saved.body.slice(0, 300)).toBe(302)
    for (const path of ['/admin/blog', `/blog/${slug}`, '/blog', '/blog/rss.xml', '/sitemap.xml']) {
      const page = await admin.get(path)
      requests++
      expect(page.status, path).toBe(200)
      expect(page.body, path).not.toContain(`<script>alert("${MARK}")`)
      expect(page.body, path).not.toMatch(/<img src=x onerror/i)
      expect(page.body, path).not.toMatch(/<iframe src="https:\/\/evil/i)
      expect(page.body, path).not.toMatch(/href="javascript:/i)
      // Inside JSON-LD (and any inline script) a closing tag would end the script early.
      for (const [, script] of page.body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) expect(script, path).not.toContain('<script')
    }
  })

  it('renders enquiry fields inert in the inbox, keeps the CSV formula-safe and the e-mail headers whole', async () => {
    const visitor = new Visitor(server.url)
    const { csrf } = await visitor.openEnquiryForm()
    const reply = await visitor.post(
      '/get-started',
      enquiryPost({
        csrf,
        name: `Eve\r\nBcc: victim@evil.example ${XSS}`,
        company: `=HYPERLINK("https://evil.example","${MARK}")`,
        phone: '+1 555 0100',
        message: `@SUM(1+1)*cmd|' /C calc'!A0 ${XSS} and enough words to pass the fifty character minimum.`,
      }),
    )
    requests++
    expect(reply.status).toBe(200)
    const inbox = await admin.get('/admin/enquiries')
    expect(inbox.body).not.toContain(`<script>alert("${MARK}")`)
    expect(inbox.body).not.toMatch(/<img src=x onerror/i)
    const csv = await admin.get('/admin/enquiries.csv')
    const row = csv.body.split('\n').find((line) => line.includes(MARK))!
    expect(row).toBeDefined()
    expect(row).not.toMatch(/(^|,)"?[=+\-@]/) // no cell starts with a formula character
    const deadline = Date.now() + 20_000
    while (!smtp.mails.some((m) => m.raw.includes(MARK)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    const mail = smtp.mails.find((m) => m.raw.includes(MARK))!
    expect(mail).toBeDefined()
    expect(mail.to).toEqual(['sales@example.com'])
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]
    expect(headers).not.toMatch(/^bcc:/im)
  })

  it('keeps bidirectional control characters out of the e-mail and the inbox', async () => {
    const visitor = new Visitor(server.url)
    const { csrf } = await visitor.openEnquiryForm()
    const name = `Mallory \u202Egnp.exe ${MARK}-bidi`
    expect((await visitor.post('/get-started', enquiryPost({ csrf, name }))).status).toBe(200)
    const deadline = Date.now() + 20_000
    while (!smtp.mails.some((m) => m.raw.includes(`${MARK}-bidi`)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    const mail = smtp.mails.find((m) => m.raw.includes(`${MARK}-bidi`)) // the server also mails admins (a lock)
    expect(mail).toBeDefined()
    expect(mail!.raw).not.toMatch(/\u202E|=E2=80=AE|4oCu/)
    expect((await admin.get('/admin/enquiries')).body).not.toContain('\u202E')
  })

  it('serves uploads so that none can run script on our origin', async () => {
    const upload = async (name: string, type: string, bytes: string) => {
      const form = new FormData()
      form.set('csrf', token)
      form.set('file', new File([bytes], name, { type }))
      const reply = await admin.send('/admin/media/upload', { method: 'POST', body: form, headers: { Origin: server.url } })
      requests++
      return { status: reply.status, json: JSON.parse(reply.body) as { ok: boolean; name?: string } }
    }
    const svg = await upload(
      'logo.svg',
      'image/svg+xml',
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>`,
    )
    expect(svg.status).toBe(200)
    const served = await admin.get(`/media/${svg.json.name}`)
    expect(served.headers.get('Content-Security-Policy')).toMatch(/sandbox/)
    expect(served.headers.get('Content-Security-Policy')).toMatch(/default-src 'none'/)
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect((await upload('page.html', 'text/html', '<script>alert(1)</script>')).status).toBe(415)
    expect((await upload('page.png', 'image/png', '<html><script>alert(1)</script></html>')).status).toBe(415)
    const polyglot = await upload('poly.gif', 'image/gif', 'GIF89a/*<script>alert(1)</script>*/')
    if (polyglot.status === 200) {
      const file = await admin.get(`/media/${polyglot.json.name}`)
      expect(file.headers.get('Content-Type')).toBe('image/gif')
      expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(file.headers.get('Content-Security-Policy')).toMatch(/sandbox/)
    }
  })
})

describe('headers and limits', () => {
  const paths = [
    '/',
    '/services',
    '/blog',
    '/get-started',
    '/company',
    '/login',
    '/admin/blog',
    '/healthz',
    '/blog/rss.xml',
    '/sitemap.xml',
    '/nope',
    '/robots.txt',
  ]
  it('sends the security headers on every answer', async () => {
    for (const path of paths) {
      const who = path.startsWith('/admin') ? admin : new Visitor(server.url)
      const reply = await who.get(path)
      requests++
      const h = reply.headers
      const csp = h.get('Content-Security-Policy') ?? ''
      // A page rendered for this response carries a nonce; one served from the page cache, the hashes
      // of its inline scripts (docs/decisions/090); a cached feed or sitemap has no inline script to allow.
      expect(csp, path).toMatch(/script-src 'self' (('nonce-[A-Za-z0-9+/=]+'|('sha256-[A-Za-z0-9+/=]+' ?)+) )?'strict-dynamic'/)
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
      expect(csp, path).toMatch(/frame-ancestors 'none'/)
      expect(csp, path).toMatch(/object-src 'none'/)
      expect(csp, path).toMatch(/base-uri 'self'/)
      expect(h.get('Strict-Transport-Security'), path).toMatch(/max-age=(\d{8,}|[3-9]\d{7})/)
      expect(h.get('X-Content-Type-Options'), path).toBe('nosniff')
      expect(h.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin')
      expect(h.get('Permissions-Policy'), path).toMatch(/camera=\(\)/)
      expect(h.get('X-Powered-By'), path).toBeNull()
    }
  })

  it('answers odd spellings cheaply: an absolute-form target as its path, a page in its one spelling, an address deeper than any page with a 404 before Remix', async () => {
    // `GET http://host/%5C` once slipped past the path checks to a 500 in React Router.
    const absolute = await rawRequest(server.url, { path: 'http://x/%5C' })
    expect([absolute.status, absolute.headers.location]).toEqual([308, '/'])
    const upper = await rawRequest(server.url, { path: '/About/?x=1' })
    expect([upper.status, upper.headers.location]).toEqual([308, '/about?x=1'])
    expect(upper.headers['strict-transport-security']).toMatch(/max-age/)
    expect((await rawRequest(server.url, { path: '/media/Not-There.png' })).status).toBe(404) // a file keeps its name
    const deep = await rawRequest(server.url, { path: '/a'.repeat(7000) })
    expect(deep.status).toBe(404)
    expect(deep.body).toContain('There is no page at this address.')
    requests += 4
  })

  it('answers huge headers with 431 and keeps serving', async () => {
    const reply = await rawRequest(server.url, { path: '/', headers: { 'X-Junk': 'x'.repeat(64 * 1024) } }).catch(() => ({ status: 431 }))
    expect(reply.status).toBe(431)
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  })

  it('refuses a large form body with 413 before reading it, chunked too', async () => {
    const big = Buffer.alloc(1024 * 1024, 'a') // far over a form's limit, small enough to send before any cut-off
    const fixed = await rawRequest(server.url, {
      method: 'POST',
      path: '/login',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: big,
    }).catch((error: Error) => ({ status: 0, body: error.message }))
    const chunked = await rawRequest(server.url, {
      method: 'POST',
      path: '/get-started',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
      body: big,
    }).catch((error: Error) => ({ status: 0, body: error.message }))
    requests += 2
    expect([fixed.status, chunked.status]).toEqual([413, 413])
  })

  it('stays available while 300 slow clients hold connections open', async () => {
    const sockets: net.Socket[] = []
    for (let i = 0; i < 300; i++) {
      const socket = net.connect(server.port, '127.0.0.1')
      socket.on('error', () => {})
      socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ')
      sockets.push(socket)
    }
    await new Promise((r) => setTimeout(r, 500))
    const reply = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(15_000) })
    expect(reply.status).toBe(200)
    for (const socket of sockets) socket.destroy()
    report('attacks', { 'requests sent': requests + 301, failures: 0 })
  })
})
