// Several servers, one backend: two production servers (`node server.js`, the built app) on the same
// project, as a deployment with more than one instance runs. A post or a client saved through one
// shows on the other at once (its page cache hears of the change through Realtime, here the fake
// fed by logical replication from the real database), and enquiries sent through both count
// against one rate limit (submit_enquiry in the one database).
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { enquiryPost } from '../fixtures/enquiry'
import { removeDataDirs, ROOT, startServer, type RunningServer } from '../reliability/server'
import { adminCsrf, Visitor } from '../reliability/visitor'
import { useProject } from './project'
import { ADMIN } from './roles'

const project = useProject('strict', { realtime: true })
let a: RunningServer
let b: RunningServer

beforeAll(async () => {
  if (['build/server/index.js', 'build/server-bundle/index.js'].some((file) => !fs.existsSync(path.join(ROOT, file))))
    throw new Error('No production build: npm run build (npm run test:real-db does)')
  const env = {
    SUPABASE_URL: project().url,
    SUPABASE_ANON_KEY: project().anonKey,
    SUPABASE_SERVICE_ROLE_KEY: project().serviceKey,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ENQUIRY_RATE_LIMIT: '3/10m',
  }
  ;[a, b] = await Promise.all([startServer({ env }), startServer({ env })])
  // Each server's page cache has joined its Realtime channel.
  await vi.waitFor(() => expect(project().realtime!.subscribers).toBe(2), { timeout: 30_000, interval: 100 })
}, 120_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  removeDataDirs()
})

async function signedInAdmin(server: RunningServer) {
  const admin = new Visitor(server.url)
  const login = await admin.signIn(ADMIN.email, ADMIN.password)
  expect(login.location).toBe('/admin/blog')
  return admin
}

/** Reads `path` on `server` until `check` holds (the purge arrives through Realtime, not in the write's response). */
async function eventually(server: RunningServer, pathname: string, check: (body: string) => boolean) {
  const visitor = new Visitor(server.url)
  let last = { state: '', body: '' }
  await vi.waitFor(
    async () => {
      const page = await visitor.get(pathname)
      last = { state: page.headers.get('x-page-cache') ?? '', body: page.body }
      expect(check(page.body)).toBe(true)
    },
    { timeout: 5_000, interval: 50 },
  )
  return last
}

describe('two servers on one backend', () => {
  it('both created the admin at start-up (ADMIN_EMAIL with the service key): one user, one admin row', async () => {
    // The start-up admin is created in the background (the site serves meanwhile), so wait for it.
    await vi.waitFor(
      async () => {
        expect(await project().db`select count(*)::int as n from auth.users where email = ${ADMIN.email}`).toEqual([{ n: 1 }])
        expect(await project().db`select count(*)::int as n from public.admin_users`).toEqual([{ n: 1 }])
      },
      { timeout: 15_000, interval: 100 },
    )
  })

  it('a post published through A shows on B at once, though B had the blog cached', async () => {
    const visitor = new Visitor(b.url)
    await visitor.get('/blog')
    expect((await visitor.get('/blog')).headers.get('x-page-cache')).toBe('HIT')

    const admin = await signedInAdmin(a)
    const csrf = adminCsrf((await admin.get('/admin/blog/new')).body)
    const delivered = project().realtime!.stats.delivered
    const saved = await admin.post('/admin/blog/new', {
      csrf,
      intent: 'save',
      title: 'Written on server A',
      slug: '',
      content: 'Seen on server B.',
      excerpt: 'Two servers',
      image_url: '',
      status: 'published',
      category_id: '',
    })
    expect(saved.status).toBe(302)
    const seen = await eventually(b, '/blog', (body) => body.includes('Written on server A'))
    expect(seen.state).toBe('MISS')
    expect(project().realtime!.stats.delivered - delivered).toBeGreaterThanOrEqual(2) // the insert, to each server
    expect(b.output()).toMatch(/\[page-cache\] Realtime: subscribed to changes of posts, categories, clients/)
  })

  it('a client saved through B shows in A’s Trusted-by strip at once', async () => {
    const visitor = new Visitor(a.url)
    await visitor.get('/')
    expect((await visitor.get('/')).headers.get('x-page-cache')).toBe('HIT')
    const admin = await signedInAdmin(b)
    const csrf = adminCsrf((await admin.get('/admin/clients')).body)
    const saved = await admin.post('/admin/clients', {
      csrf,
      intent: 'save',
      name: 'Globex Two-Server',
      logo_url: 'https://cdn.example.com/globex.png',
    })
    expect(saved.status).toBe(302)
    const seen = await eventually(a, '/', (body) => body.includes('Globex Two-Server'))
    expect(seen.state).toBe('MISS')
  })

  it('an expired session is refreshed once by the request gate, and the slow save behind it uses the new one', async () => {
    // The gate asks who sent a staff POST before reading its body (identifyRequest); with the access
    // token expired that check refreshes the session. Refresh tokens are single-use (no reuse
    // interval here): had the app refreshed again with the old cookie, the session would have ended.
    const { auth } = project()
    auth.settings.accessTokenSeconds = 1
    auth.settings.reuseIntervalMs = 0
    try {
      const admin = await signedInAdmin(a)
      const csrf = adminCsrf((await admin.get('/admin/blog/new')).body)
      // The session signed in with a one-second token; the refreshed one lives an hour (a token
      // about to expire is refreshed again by auth-js, which would blur the count).
      auth.settings.accessTokenSeconds = 3600
      const before = { cookie: admin.cookieHeader(), refreshes: auth.stats.refreshes }
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      // The body arrives over 2.5 s, longer than the app's verifications are shared (single-flight's
      // REUSE_MS): the action must read the session the gate renewed, not the spent one.
      const form = new URLSearchParams({
        csrf,
        intent: 'save',
        title: 'Saved on a refreshed session',
        slug: '',
        content: 'The gate refreshed the session; the action used it.',
        status: 'draft',
        category_id: '',
      }).toString()
      const slowBody = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(form.slice(0, 20)))
          await new Promise((resolve) => setTimeout(resolve, 2_500))
          controller.enqueue(new TextEncoder().encode(form.slice(20)))
          controller.close()
        },
      })
      const saved = await admin.send('/admin/blog/new', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: a.url },
        body: slowBody,
        duplex: 'half',
      } as RequestInit)
      expect(saved.status, saved.body).toBe(302)
      expect(saved.location).toMatch(/^\/admin\/blog/)
      expect(auth.stats.refreshes - before.refreshes).toBe(1)
      expect(saved.headers.getSetCookie().length).toBeGreaterThan(0) // the browser gets the new session
      expect(admin.cookieHeader()).not.toBe(before.cookie)
      expect(await project().db`select count(*)::int as n from public.posts where title = 'Saved on a refreshed session'`).toEqual([
        { n: 1 },
      ])
      // Still signed in with what the browser now holds.
      expect((await admin.get('/admin/blog')).status).toBe(200)
    } finally {
      auth.settings.accessTokenSeconds = 3600
      auth.settings.reuseIntervalMs = 10_000
    }
  })

  it('enquiries through both servers count against one rate limit', async () => {
    const send = async (server: RunningServer) => {
      const visitor = new Visitor(server.url)
      const { csrf } = await visitor.openEnquiryForm() // the token the browser makes (decision 220)
      return (await visitor.post('/get-started', enquiryPost({ csrf }))).status
    }
    const statuses = [await send(a), await send(b), await send(a), await send(b)]
    expect(statuses.slice(0, 3).every((status) => status < 400)).toBe(true)
    expect(statuses[3]).toBe(429)
    expect(await project().db`select count(*)::int as n from public.enquiries`).toEqual([{ n: 3 }])
  })
})
