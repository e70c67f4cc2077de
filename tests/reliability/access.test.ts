// Access: every /admin page, resource route and action, crawled as a visitor, as a signed-in
// user who is not an admin, and as the admin: only the admin gets anything. Session cookies are
// httpOnly, SameSite=Lax and Secure in production; a session ends on logout and when idle. One
// admin session serves the suite: a code works once per 30-second step, and each sign-in takes one.
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession, ensureUser, sessionCookie } from '~/backend/embedded/auth.server'
import { openDatabase } from '~/backend/embedded/database.server'
import { report } from './figures'
import { ADMIN, freshDataDir, MEMBER, removeDataDirs, SESSION_SECRET, startServer, type RunningServer } from './server'
import { adminCsrf, hiddenValue, Visitor, type Reply } from './visitor'

const IDLE_MS = 6000 // ADMIN_INACTIVITY_MS of the idling test's own server: the 30 minutes, shortened
const SECRET_MARK = `secret-${crypto.randomBytes(4).toString('hex')}`

let server: RunningServer
let admin: Visitor
let memberCookie = ''
let ids = { post: 0, client: 0, enquiry: 0 }
let requests = 0

beforeAll(async () => {
  // A signed-in user who is not an admin cannot come out of /login (it signs non-admins out), but
  // such a session exists when an admin is removed from admin_users: make one before the server starts.
  const dataDir = freshDataDir('access')
  const { db, close } = await openDatabase({ dataDir })
  const { userId } = await ensureUser(db, { ...MEMBER, admin: false })
  const token = await createSession(db, userId, 30 * 60 * 1000)
  await close()
  memberCookie = (await sessionCookie(SESSION_SECRET, true).serialize(token)).split(';')[0]

  server = await startServer({ dataDir })
  admin = await signedInAdmin(server)
  const csrf = adminCsrf((await admin.get('/admin/blog/new')).body)
  const post = await admin.post('/admin/blog/new', {
    csrf,
    intent: 'save',
    title: `Draft ${SECRET_MARK}`,
    slug: SECRET_MARK,
    status: 'draft',
    content: SECRET_MARK,
  })
  expect(post.status).toBe(302)
  const client = await admin.post('/admin/clients', { csrf, intent: 'save', name: `Client ${SECRET_MARK}` })
  expect(client.status).toBeLessThan(400)
  const visitor = new Visitor(server.url)
  const form = await visitor.openEnquiryForm()
  const enquiry = await visitor.post('/get-started', {
    ...form,
    'form-name': 'contact',
    'bot-field': '',
    name: `Enquirer ${SECRET_MARK}`,
    email: 'enquirer@example.com',
    company: 'Example Ltd',
    projectType: 'security',
    budget: '10k-50k',
    timeline: '1-3-months',
    message: `Reference ${SECRET_MARK}: we would like a review of our cloud security posture soon.`,
  })
  expect(enquiry.status).toBe(200)
  ids = {
    post: Number((await admin.get('/admin/blog')).body.match(/\/admin\/blog\/edit\/(\d+)/)?.[1]),
    client: Number((await admin.get('/admin/clients')).body.match(/confirm=delete&amp;id=(\d+)/)?.[1] ?? 0),
    enquiry: Number((await admin.get('/admin/enquiries')).body.match(/name="id" value="(\d+)"/)?.[1] ?? 0),
  }
  expect(
    Object.values(ids).every((id) => id > 0),
    JSON.stringify(ids),
  ).toBe(true)
})
afterAll(async () => {
  await server?.stop()
  removeDataDirs()
})

async function signedInAdmin(on: RunningServer) {
  const signedIn = new Visitor(on.url)
  const reply = await signedIn.signIn(ADMIN.email, ADMIN.password)
  expect(reply.status, reply.body.slice(0, 200)).toBe(302)
  return signedIn
}

const pages = () => [
  '/admin',
  '/admin/blog',
  '/admin/blog/new',
  `/admin/blog/edit/${ids.post}`,
  '/admin/clients',
  '/admin/enquiries',
  '/admin/media',
  '/admin/enquiries.csv',
  '/admin/keepalive',
  '/admin/media/upload',
  '/admin/media/images?page=1',
  '/admin.data',
  '/admin/blog.data',
  '/admin/enquiries.data',
  `/admin/blog/edit/${ids.post}.data`,
  '/admin/clients.data?_routes=routes/admin.clients',
]
const actions = () => [
  { path: '/admin/blog?index', fields: { intent: 'delete', id: String(ids.post) } },
  { path: '/admin/blog/new', fields: { intent: 'save', title: 'Intruder', slug: 'intruder', status: 'published', content: 'x' } },
  {
    path: `/admin/blog/edit/${ids.post}`,
    fields: { intent: 'save', title: 'Defaced', slug: 'defaced', status: 'published', content: 'x' },
  },
  { path: '/admin/clients', fields: { intent: 'save', name: 'Intruder client' } },
  { path: '/admin/clients', fields: { intent: 'delete', id: String(ids.client) } },
  { path: '/admin/enquiries', fields: { intent: 'delete', id: String(ids.enquiry) } },
  { path: '/admin/enquiries', fields: { intent: 'handled', id: String(ids.enquiry) } },
  { path: '/admin/media', fields: { intent: 'delete', name: 'x.png' } },
  { path: '/admin/media/upload', fields: {} },
  { path: '/admin/blog.data?index', fields: { intent: 'delete', id: String(ids.post) } },
  { path: '/admin/enquiries.data', fields: { intent: 'delete', id: String(ids.enquiry) } },
]

/**
 * Refused: a 4xx, or a redirect (3xx, or 202 for a single-fetch `.data` request) to /login; the
 * bare /admin may send anyone on to /admin/blog, which is guarded itself. Never our data.
 */
function expectRefused(label: string, reply: Reply) {
  requests++
  const target = reply.location ?? reply.body.match(/"(\/(?:login|admin\/blog)[^"]*)"/)?.[1] ?? ''
  const redirect = (reply.status >= 300 && reply.status < 400) || reply.status === 202
  const allowed = /^\/login\b/.test(target) || (/^\/admin(\.data)?$/.test(label.split(' ')[1]) && target === '/admin/blog')
  expect(
    (redirect && allowed) || (reply.status >= 400 && reply.status < 500),
    `${label}: ${reply.status} ${target} ${reply.body.slice(0, 200)}`,
  ).toBe(true)
  expect(reply.body, label).not.toContain(SECRET_MARK)
  expect(reply.body, label).not.toContain('enquirer@example.com')
}

describe.each([
  ['a visitor', async () => new Visitor(server.url)],
  [
    'a signed-in user who is not an admin',
    async () => {
      const member = new Visitor(server.url)
      const [name, value] = memberCookie.split('=')
      member.cookies.set(name, value)
      return member
    },
  ],
])('as %s', (_who, make) => {
  it('gets no admin page, resource or data', async () => {
    for (const path of pages()) {
      const who = await make()
      expectRefused(`GET ${path}`, await who.get(path))
    }
  })
  it('changes nothing through any admin action, token or not', async () => {
    for (const { path, fields } of actions()) {
      const who = await make()
      const csrf = hiddenValue((await who.get('/login')).body, 'csrf')
      expectRefused(`POST ${path}`, await who.post(path, { ...fields, csrf }))
      expectRefused(`POST ${path} (no token)`, await who.post(path, fields))
    }
    expect((await admin.get('/admin/blog')).body).toContain(SECRET_MARK)
    expect((await admin.get('/admin/clients')).body).toContain(SECRET_MARK)
    expect((await admin.get('/admin/enquiries')).body).toContain(SECRET_MARK)
    expect((await admin.get('/admin/blog')).body).not.toContain('Intruder')
  })
})

describe('as the admin', () => {
  it('gets every page and resource', async () => {
    for (const path of pages().filter((p) => p !== '/admin/media/upload')) {
      const reply = await admin.get(path)
      requests++
      const onToBlog = /^\/admin(\.data)?$/.test(path) && [202, 302].includes(reply.status)
      expect(reply.status === 200 || onToBlog, `${path}: ${reply.status}`).toBe(true)
    }
    expect((await admin.get('/admin/enquiries.csv')).body).toContain(SECRET_MARK)
  })

  it('gets a session cookie that is httpOnly, SameSite=Lax and Secure in production', async () => {
    const visitor = new Visitor(server.url)
    const { csrf } = await visitor.hidden('/login', 'csrf')
    const reply = await visitor.post('/login', { csrf, email: ADMIN.email, password: ADMIN.password, redirectTo: '/admin/blog' })
    const cookies = reply.headers.getSetCookie()
    const session = cookies.find((c) => /admin_session=/.test(c))
    expect(session).toBeDefined()
    expect(session).toMatch(/;\s*HttpOnly/i)
    expect(session).toMatch(/;\s*SameSite=Lax/i)
    expect(session).toMatch(/;\s*Secure/i)
    for (const cookie of cookies) expect(cookie, cookie).toMatch(/;\s*Secure/i)
  })

  it('loses the session on logout: the old cookie no longer works', async () => {
    const before = admin.cookieHeader()
    const csrf = adminCsrf((await admin.get('/admin/blog')).body)
    const out = await admin.post('/logout', { csrf })
    expect(out.status).toBe(302)
    const replay = await new Visitor(server.url).get('/admin/blog', { Cookie: before })
    expectRefused('GET /admin/blog with the cookie from before logout', replay)
  })

  it('loses the session after the inactivity time, and keeps it while active', async () => {
    const idling = await startServer({ env: { ADMIN_INACTIVITY_MS: String(IDLE_MS) } })
    try {
      const idler = await signedInAdmin(idling)
      for (let i = 0; i < 2; i++) {
        await new Promise((r) => setTimeout(r, IDLE_MS / 2))
        expect((await idler.get('/admin/keepalive')).status).toBe(200)
      }
      await new Promise((r) => setTimeout(r, IDLE_MS + 500))
      expectRefused('GET /admin/blog after idling', await idler.get('/admin/blog'))
    } finally {
      await idling.stop()
    }
    report('access', { 'requests sent': requests, failures: 0 })
  })
})
