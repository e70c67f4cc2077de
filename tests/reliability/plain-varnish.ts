// The newcomer's shared cache (issue 55): Debian's Varnish with its built-in rules and no purge
// hook, in front of a server without CDN_PURGE_URL. Nobody tells it of a change, so a new post shows
// on /blog only once the cached page's lifetime (UNPURGED_MAX_SECONDS, s-maxage and Varnish's grace
// from stale-while-revalidate) is over. Ports 3423 (Varnish) and 3425 (its admin).
import crypto from 'node:crypto'
import { expect, vi } from 'vitest'
import { UNPURGED_CACHE_CONTROL } from '~/utils/cache-headers'
import { startVarnish } from '../../scripts/start-varnish.js'
import { ADMIN, startServer } from './server'
import { adminCsrf, Visitor } from './visitor'

export interface NewPostSeen {
  title: string
  /** From the admin's save to the first /blog through Varnish that shows the post. */
  ms: number
  /** /blog answers through Varnish that were HITs without the post: the cache was in the way. */
  staleHits: number
}

export async function startPlainCache() {
  const origin = await startServer()
  const varnish = await startVarnish({ port: 3423, adminPort: 3425, backendPort: origin.port, builtin: true })
  const admin = new Visitor(origin.url)
  await vi.waitFor(() => expect(origin.output()).toContain(`Created admin ${ADMIN.email}`), { timeout: 60_000, interval: 100 })
  expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(302)
  const token = adminCsrf((await admin.get('/admin/blog/new')).body)
  const get = async (path: string) => {
    const response = await fetch(varnish.url + path)
    return { headers: response.headers, body: await response.text() }
  }

  /** Caches /blog in Varnish, publishes a post and starts polling; the promise ends once the post shows. */
  async function publishAndWatch(): Promise<{ cached: Headers; seen: Promise<NewPostSeen> }> {
    await get('/blog')
    const cached = (await get('/blog')).headers
    expect(cached.get('cache-control')).toBe(UNPURGED_CACHE_CONTROL)
    expect(Number(cached.get('age'))).toBeGreaterThanOrEqual(0)
    const title = `Seen without a purge ${crypto.randomBytes(3).toString('hex')}`
    const fields = { csrf: token, intent: 'save', slug: title.toLowerCase().replaceAll(' ', '-'), status: 'published', content: 'New.' }
    const since = Date.now()
    expect((await admin.post('/admin/blog/new', { ...fields, title })).status).toBe(302)
    const seen = (async () => {
      let staleHits = 0
      for (;;) {
        const page = await get('/blog')
        if (page.body.includes(title)) return { title, ms: Date.now() - since, staleHits }
        if (Number(page.headers.get('age')) > 0) staleHits++
        if (Date.now() - since > 90_000) throw new Error(`/blog through a plain Varnish still lacks the new post after 90 s`)
        await new Promise((r) => setTimeout(r, 250))
      }
    })()
    return { cached, seen }
  }

  return {
    publishAndWatch,
    stop: async () => {
      await varnish.stop()
      await origin.stop()
    },
  }
}
