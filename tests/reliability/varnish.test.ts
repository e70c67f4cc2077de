// The site behind a real shared cache: Debian's Varnish with the repository's VCL in front of the
// production server, whose purge hook (CDN_PURGE_URL) is Varnish's `/.purge` (decisions 220, 221);
// and a plain Varnish without the hook (plain-varnish.ts), whose wait for a new post runs while the
// other tests do (decision 298). Short by default; STRESS=full crawls more rounds and sends more
// enquiries. Ports 3420-3425.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { enquiryPost } from '../fixtures/enquiry'
import { PURGED_CACHE_CONTROL, UNPURGED_MAX_SECONDS } from '~/utils/cache-headers'
import { startPlainCache, type NewPostSeen } from './plain-varnish'
import { ADMIN, freshDataDir, removeDataDirs, ROOT, startServer, type RunningServer } from './server'
import { startVarnish } from '../../scripts/start-varnish.js'
import { adminCsrf, Visitor } from './visitor'

const FULL = process.env.STRESS === 'full'
const PORTS = { varnish: 3420, origin: 3421, admin: 3422 }
const BR = { 'Accept-Encoding': 'br, gzip' }
const SUCCESS = "Thank you for your interest! We'll be in touch soon."

let server: RunningServer
let varnish: Awaited<ReturnType<typeof startVarnish>>
let contentDir: string
let admin: Visitor
let adminToken: string
let plain: Awaited<ReturnType<typeof startPlainCache>>
let plainPost: { cached: Headers; seen: Promise<NewPostSeen> }

beforeAll(async () => {
  // The plain cache's new post first: its minute runs while the suite's other tests do.
  plain = await startPlainCache()
  plainPost = await plain.publishAndWatch()
  plainPost.seen.catch(() => {}) // awaited (and reported) by its test
  // A copy of the bundled dataset, watched, so that a site-settings edit can be made to it.
  contentDir = freshDataDir('content')
  fs.copyFileSync(path.join(ROOT, 'content/dataset.ndjson'), path.join(contentDir, 'dataset.ndjson'))
  fs.symlinkSync(path.join(ROOT, 'content/images'), path.join(contentDir, 'images'))
  // TRUST_PROXY: the visitors' addresses, as a front proxy recorded them before Varnish appended its
  // own, so that each visitor has their own enquiry rate limit (STRESS=full sends more than one allows).
  const env = {
    CDN_PURGE_URL: `http://127.0.0.1:${PORTS.varnish}/.purge`,
    CONTENT_DIR: contentDir,
    CONTENT_WATCH: 'true',
    TRUST_PROXY: 'x-forwarded-for:2',
  }
  server = await startServer({ port: PORTS.origin, env })
  varnish = await startVarnish({ port: PORTS.varnish, adminPort: PORTS.admin, backendPort: PORTS.origin })
  admin = new Visitor(server.url)
  // The start-up admin is created in the background (the site serves meanwhile): wait for it.
  await vi.waitFor(() => expect(server.output()).toContain(`Created admin ${ADMIN.email}`), { timeout: 60_000, interval: 100 })
  expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(302)
  adminToken = adminCsrf((await admin.get('/admin/blog/new')).body)
}, 400_000)

afterAll(async () => {
  await plain?.stop()
  await varnish?.stop()
  await server?.stop()
  removeDataDirs()
})

const get = (path: string, headers: Record<string, string> = BR) => fetch(varnish.url + path, { headers, redirect: 'manual' })
const state = async (path: string, headers?: Record<string, string>) => {
  const response = await get(path, headers)
  await response.arrayBuffer()
  return response.headers.get('x-cache')
}

/** Every public URL: the sitemaps' pages, the sitemaps themselves, the feed and robots.txt. */
async function publicUrls() {
  const index = await (await get('/sitemap.xml', {})).text()
  const files = [...index.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1])
  const pages = new Set<string>(['/', '/get-started', '/sitemap.xml', '/blog/rss.xml', '/robots.txt', ...files])
  for (const file of files) {
    const xml = await (await get(file, {})).text()
    for (const m of xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)) pages.add(m[1] || '/')
  }
  return [...pages]
}

/** Polls through Varnish until `path` shows `text` (a change's purge is asynchronous); returns the ms it took. */
async function freshWithin(path: string, text: string, since: number) {
  for (;;) {
    if ((await (await get(path)).text()).includes(text)) return Date.now() - since
    if (Date.now() - since > 30_000) throw new Error(`${path} still lacks "${text}" 30 s after the change`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('every public page from the shared cache', () => {
  it('a second crawl of every public URL is answered by Varnish, the form pages included', async () => {
    const urls = await publicUrls()
    expect(urls.length).toBeGreaterThan(15)
    for (let round = 0; round < (FULL ? 5 : 1); round++) for (const url of urls) await state(url)
    const misses = []
    for (const url of urls) if ((await state(url)) !== 'HIT') misses.push(url)
    expect(misses).toEqual([])
    // The form pages: public, tagged, no cookie, the same bytes for every visitor, brotli.
    for (const url of ['/', '/get-started']) {
      const [a, b] = await Promise.all([get(url), get(url, { ...BR, Cookie: 'form_token=x'.padEnd(50, 'x') })])
      expect(a.headers.get('cache-control')).toBe(PURGED_CACHE_CONTROL)
      expect(a.headers.get('surrogate-key')).toContain('site')
      expect(a.headers.get('set-cookie')).toBeNull()
      expect(a.headers.get('content-encoding')).toBe('br')
      expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(true)
    }
    // Brotli only for a client that accepts it: `br;q=0` refuses it.
    for (const [accept, encoding] of [
      ['gzip, br;q=0', 'gzip'],
      ['br;q=0.5, gzip', 'br'],
      ['BR', 'br'],
      ['gzip', 'gzip'],
    ]) {
      expect((await get('/', { 'Accept-Encoding': accept })).headers.get('content-encoding'), accept).toBe(encoding)
    }
  })
})

describe('the enquiry through Varnish', () => {
  it('two visitors who loaded / from Varnish each send an enquiry, stored once each; a forged or missing token is refused', async () => {
    const run = crypto.randomBytes(3).toString('hex')
    const count = FULL ? 10 : 2
    const visitors = Array.from({ length: count }, (_, i) => new Visitor(varnish.url, { 'X-Forwarded-For': `198.51.100.${10 + i}` }))
    const names = visitors.map((_, i) => `Varnish Visitor ${run} ${i}`)
    for (const [i, visitor] of visitors.entries()) {
      const page = await visitor.get('/')
      expect(page.headers.get('x-cache')).toBe('HIT')
      const form = await visitor.openEnquiryForm('/')
      const forged = await visitor.post('/?index', enquiryPost({ ...form, csrf: crypto.randomBytes(32).toString('base64url') }))
      expect(forged.status).toBe(403)
      expect(forged.body).toContain('Invalid security token')
      const missing = await visitor.post(
        '/?index',
        enquiryPost({ 'idempotency-key': form['idempotency-key'], name: `${names[i]} missing` }),
      )
      expect(missing.status).toBe(403)
      const fields = enquiryPost({ ...form, name: names[i] })
      for (let send = 0; send < 2; send++) {
        const reply = await visitor.post('/?index', fields)
        expect(reply.status).toBe(200)
        expect(reply.body).toContain(SUCCESS.replace("'", '&#x27;'))
      }
    }
    const csv = (await admin.get('/admin/enquiries.csv')).body
    for (const name of names) {
      expect(csv.split(name).length - 1, name).toBe(1)
      expect(csv).not.toContain(`${name} missing`)
    }
  })
})

describe('nothing personal is stored', () => {
  it('a flash toast, an admin session, an admin page, a preview, the sign-in page: never HITs', async () => {
    const session = admin.cookieHeader()
    const cases: [string, Record<string, string>][] = [
      ['/services', { Cookie: 'flash_toast=some-toast' }],
      ['/admin/blog', { Cookie: session }],
      ['/admin', {}],
      ['/blog', { Cookie: session }],
      ['/?preview=1', {}],
      ['/login', {}],
    ]
    for (const [url, headers] of cases) for (let i = 0; i < 3; i++) expect(await state(url, { ...BR, ...headers }), url).not.toBe('HIT')
    // The staff page was not stored for anyone: a visitor without the session is sent to sign in.
    const stranger = await get('/admin/blog')
    expect(stranger.status).toBe(302)
    expect(stranger.headers.get('location')).toContain('/login')
  })
})

/** Polls through Varnish until `path` answers 301 to `to`; a former slug's redirect may be cached. */
async function leadsWithin(path: string, to: string, since: number) {
  for (;;) {
    const response = await get(path)
    await response.arrayBuffer()
    if (response.status === 301 && response.headers.get('location') === to) return
    if (Date.now() - since > 30_000)
      throw new Error(`${path} answers ${response.status} ${response.headers.get('location')}, not 301 to ${to}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('a change shows through Varnish at once; unrelated pages stay HITs', () => {
  const unrelated = ['/services', '/services/cyber-security', '/privacy-policy']

  it('an admin edit to a post', async () => {
    const slug = `varnish-post-${crypto.randomBytes(3).toString('hex')}`
    const fields = { csrf: adminToken, intent: 'save', slug, status: 'published', content: 'Through Varnish.' }
    expect((await admin.post('/admin/blog/new', { ...fields, title: 'Before the edit' })).status).toBe(302)
    await freshWithin(`/blog/${slug}`, 'Before the edit', Date.now())
    const id = /post:(\d+)/.exec((await get(`/blog/${slug}`)).headers.get('surrogate-key') ?? '')?.[1]
    expect(id).toBeTruthy()
    for (const url of [...unrelated, '/', '/blog', `/blog/${slug}`]) await state(url)
    expect(await state(`/blog/${slug}`)).toBe('HIT')
    const since = Date.now()
    expect((await admin.post(`/admin/blog/edit/${id}`, { ...fields, title: 'After the edit' })).status).toBe(302)
    const ms = await freshWithin(`/blog/${slug}`, 'After the edit', since)
    await freshWithin('/blog', 'After the edit', since)
    console.log(`post edit fresh through Varnish after ${ms} ms`)
    for (const url of [...unrelated, '/']) expect(await state(url), url).toBe('HIT')
  })

  it('a post published at an address whose 404 Varnish kept shows at once', async () => {
    const address = `/blog/varnish-new-${crypto.randomBytes(3).toString('hex')}`
    expect((await get(address)).status).toBe(404)
    expect((await get(address)).headers.get('surrogate-key')).toBe('site not-found')
    expect(await state(address)).toBe('HIT') // the 404 is shared, for a day at most
    for (const url of unrelated) await state(url)
    const since = Date.now()
    const fields = { csrf: adminToken, intent: 'save', slug: address.slice(6), status: 'published', content: 'Was a 404.' }
    expect((await admin.post('/admin/blog/new', { ...fields, title: 'Once not found' })).status).toBe(302)
    const ms = await freshWithin(address, 'Once not found', since)
    console.log(`a 404 made a post fresh through Varnish after ${ms} ms`)
    for (const url of unrelated) expect(await state(url), url).toBe('HIT')
  })

  it("a post's changed slug: its old address, a HIT before, leads to the new one; changed again, to the next", async () => {
    const tag = crypto.randomBytes(3).toString('hex')
    const [first, second, third] = ['first', 'second', 'third'].map((n) => `/blog/varnish-moves-${n}-${tag}`)
    const fields = { csrf: adminToken, intent: 'save', status: 'published', title: 'An address that moves', content: 'Moved.' }
    const save = async (address: string, id?: string) => {
      const response = await admin.post(id ? `/admin/blog/edit/${id}` : '/admin/blog/new', { ...fields, slug: address.slice(6) })
      expect(response.status).toBe(302)
    }
    await save(first)
    await freshWithin(first, 'An address that moves', Date.now())
    const id = /post:(\d+)/.exec((await get(first)).headers.get('surrogate-key') ?? '')?.[1]
    expect(await state(first)).toBe('HIT')

    await save(second, id)
    await leadsWithin(first, second, Date.now())
    expect(await state(first)).toBe('HIT') // the redirect is shared too...
    await save(third, id)
    // ...and forgotten when the post changes again: no visitor is sent to an address that moved on.
    await leadsWithin(first, third, Date.now())
    await leadsWithin(second, third, Date.now())
    await freshWithin(third, 'An address that moves', Date.now())
  })

  it('an admin edit to a client (the Trusted-by strip)', async () => {
    for (const url of [...unrelated, '/', '/blog']) await state(url)
    const name = `Varnish Client ${crypto.randomBytes(3).toString('hex')}`
    const since = Date.now()
    // The Trusted-by strip shows the clients that have a logo.
    const saved = await admin.post('/admin/clients', {
      csrf: adminToken,
      intent: 'save',
      name,
      logo_url: 'https://images.example.com/logo.png',
    })
    expect(saved.status).toBeLessThan(400)
    const ms = await freshWithin('/', name, since)
    console.log(`client edit fresh through Varnish after ${ms} ms`)
    for (const url of [...unrelated, '/blog']) expect(await state(url), url).toBe('HIT')
  })

  it('a site-settings edit (the bundled dataset) shows on every page', async () => {
    for (const url of unrelated) await state(url)
    const file = path.join(contentDir, 'dataset.ndjson')
    const renamed = `Arclight Varnish ${crypto.randomBytes(3).toString('hex')}`
    const since = Date.now()
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"companyName":"Arclight Technologies"', `"companyName":"${renamed}"`))
    const ms = await freshWithin('/services', renamed, since)
    console.log(`site settings fresh through Varnish after ${ms} ms`)
    for (const url of unrelated) await freshWithin(url, renamed, since)
  })
})

describe('without the purge hook: a plain Varnish (its built-in rules) in front of a server without CDN_PURGE_URL', () => {
  it(`shows a new post on /blog within ${UNPURGED_MAX_SECONDS + 1} s`, async () => {
    expect(Number(plainPost.cached.get('age'))).toBeLessThanOrEqual(UNPURGED_MAX_SECONDS)
    const seen = await plainPost.seen
    console.log(`new post on /blog through a plain Varnish after ${seen.ms} ms (${seen.staleHits} cached answers without it)`)
    // The cache was in the way (the page was kept, as it should be), and let go in time.
    expect(seen.staleHits).toBeGreaterThan(0)
    expect(seen.ms).toBeLessThanOrEqual((UNPURGED_MAX_SECONDS + 1) * 1000)
  }, 120_000)
})
