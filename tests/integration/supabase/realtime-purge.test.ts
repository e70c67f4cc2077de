// Several app servers on hosted Supabase (docs/decisions/090-origin-page-cache.md): this server's
// page cache hears of a change made through another server by Supabase Realtime and renders the
// page again. Everything of ours runs for real: the page cache in front of an HTTP server, the
// /blog loader on the Supabase adapter, the Realtime subscription (supabase-js over the global
// WebSocket). Supabase itself is faked at the network boundary: REST and Auth by msw's `http`
// (fake-supabase.ts; the posts table below), Realtime by msw's `ws` (fake-realtime.ts).
import express from 'express'
import { http as mswHttp, HttpResponse, passthrough } from 'msw'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import type { PostWrite } from '~/backend/types'
import { loader as blogIndexLoader } from '~/routes/blog._index'
import { createPageCache } from '../../../server/page-cache/page-cache'
import { watchContentChanges, WATCHED_TABLES } from '../../../server/page-cache/realtime-purge'
import { createFakeRealtime } from './fake-realtime'
import { ANON_KEY, SERVICE_KEY, SUPABASE_URL, USER, auth, config, pageRequest, resetFake, server, signedInCookie } from './fake-supabase'
import { useSupabaseRoutes } from './route-setup'

useSupabaseRoutes({ content: true })

// The project's posts table, as PostgREST serves it (reads as anon see published rows only) and
// as Realtime streams its changes: a PATCH by a signed-in admin is a committed change.
const post = {
  id: 7,
  title: 'Zero trust in practice',
  slug: 'zero-trust-in-practice',
  content: 'Body',
  excerpt: 'How we roll it out.',
  image_url: null,
  status: 'published',
  published_at: new Date().toISOString(),
  author_id: USER.id,
  category_id: null,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
}
let posts: Array<typeof post> = []
let realtime: ReturnType<typeof createFakeRealtime>

const postsTable = [
  mswHttp.get(`${SUPABASE_URL}/rest/v1/posts`, ({ request }) => {
    const query = new URL(request.url).searchParams
    const visible = posts.filter((p) => query.get('status') !== 'eq.published' || p.status === 'published')
    const offset = Number(query.get('offset') ?? 0)
    const page = visible.slice(offset, offset + Number(query.get('limit') ?? visible.length))
    const range = page.length ? `${offset}-${offset + page.length - 1}/${visible.length}` : `*/${visible.length}`
    return HttpResponse.json(
      page.map((p) => ({ ...p, category: null })),
      { headers: { 'Content-Range': range } },
    )
  }),
  mswHttp.patch(`${SUPABASE_URL}/rest/v1/posts`, async ({ request }) => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? ''
    if (!auth.validTokens.has(token)) return HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 401 })
    const id = Number(new URL(request.url).searchParams.get('id')?.replace(/^eq\./, ''))
    const old = posts.find((p) => p.id === id)
    if (!old)
      return HttpResponse.json({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }, { status: 406 })
    const updated = { ...old, ...((await request.json()) as Partial<typeof post>), updated_at: new Date().toISOString() }
    posts = posts.map((p) => (p.id === id ? updated : p))
    realtime.change('posts', 'UPDATE', updated, { id: old.id })
    return HttpResponse.json(updated)
  }),
  mswHttp.get(`${SUPABASE_URL}/rest/v1/categories`, () => HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })),
]

/** This server: the real page cache in front of an app that renders /blog with the real loader. */
async function startServer() {
  const renders: string[] = []
  const cache = createPageCache({
    maxBytes: 8 * 1024 * 1024,
    baseHeaders: [],
    csp: (sources: string) => `script-src 'self' ${sources}`,
    render: async (key: string) => {
      renders.push(key)
      const result = (await blogIndexLoader({ request: new Request(`http://localhost${key}`), params: {}, context: {} })) as unknown as {
        data: { items: Array<{ title: string }> }
      }
      const body = `<ul>${result.data.items.map((item) => `<li>${item.title}</li>`).join('')}</ul>`
      return {
        status: 200,
        // The tags the real /blog carries (app/http-cache/page-tags.ts): a post's change purges them.
        headers: new Headers({
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'public, max-age=0',
          'Surrogate-Key': 'site posts',
        }),
        body,
      }
    },
  })
  const httpServer = http.createServer(express().use(cache.handle, (_req, res) => void res.writeHead(404).end()))
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`
  cleanup.push(() => new Promise<void>((resolve) => httpServer.close(() => resolve())))
  const get = async (path = '/blog') => {
    const response = await fetch(base + path)
    return { state: response.headers.get('x-page-cache'), html: await response.text() }
  }
  return { cache, renders, get }
}

/** The Realtime subscription of this server, purging its cache; what it logs is kept. */
async function watch(cache: { purge: (tags?: string[]) => void }, serviceRoleKey = SERVICE_KEY) {
  const lines: string[] = []
  const purges: string[] = []
  const watcher = await watchContentChanges({
    url: SUPABASE_URL,
    serviceRoleKey,
    purge: (reason?: string, tags?: string[]) => {
      purges.push(reason ?? 'subscription')
      cache.purge(tags)
    },
    log: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
  })
  cleanup.push(() => watcher.stop())
  return { lines, purges }
}

/** Another app server: an admin's edit made through it (the same adapter, its own request). */
function anotherServerEdits(changes: Partial<PostWrite>) {
  const admin = createSupabaseBackend(config).forRequest(pageRequest(signedInCookie('other-server').cookie))
  const { title, slug, content, excerpt, image_url, status, published_at, author_id, category_id } = posts.find((p) => p.id === post.id)!
  const current: PostWrite = { title, slug, content, excerpt, image_url, status, published_at, author_id, category_id } as PostWrite
  return admin.posts.update(post.id, { ...current, ...changes })
}

const cleanup: Array<() => unknown> = []
beforeEach(async () => {
  await resetFake()
  posts = [{ ...post }]
  realtime = createFakeRealtime({
    url: SUPABASE_URL,
    keys: { [ANON_KEY]: 'anon', [SERVICE_KEY]: 'service_role' },
    publication: WATCHED_TABLES,
  })
  // This server's own address (the requests of the test) goes to it, not to a fake.
  server.use(
    realtime.handler,
    ...postsTable,
    mswHttp.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
  )
})
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn()
})

const logged = (lines: string[], pattern: RegExp) => expect(lines.some((line) => pattern.test(line))).toBe(true)

describe('several app servers: Realtime empties this page cache', () => {
  it('subscribes with the service role to the three tables, strictly as the service expects', async () => {
    const { cache } = await startServer()
    const { lines, purges } = await watch(cache)
    await vi.waitFor(() => expect(realtime.subscribers).toBe(1))
    expect(realtime.joins).toEqual([
      {
        apikey: SERVICE_KEY,
        accessToken: SERVICE_KEY,
        topic: 'realtime:page-cache-1',
        bindings: WATCHED_TABLES.map((table) => ({ event: '*', schema: 'public', table })),
        wait: true,
      },
    ])
    await vi.waitFor(() => logged(lines, /^\[page-cache\] Realtime: subscribed to changes of posts, categories, clients$/))
    expect(purges).toContain('subscription')
  })

  it('a post edited through another server shows here on the next request', async () => {
    const { cache, get } = await startServer()
    const { purges } = await watch(cache)
    await vi.waitFor(() => expect(realtime.subscribers).toBe(1))

    expect(await get()).toEqual({ state: 'MISS', html: expect.stringContaining('<li>Zero trust in practice</li>') })
    expect((await get()).state).toBe('HIT')

    await anotherServerEdits({ title: 'Zero trust, step by step' })
    await vi.waitFor(() => expect(purges).toContain('UPDATE on posts (Realtime)'))
    const next = await get()
    expect(next.state).toBe('MISS')
    expect(next.html).toContain('<li>Zero trust, step by step</li>')
    expect(next.html).not.toContain('Zero trust in practice')
  })

  it('an unpublished post disappears: the service role hears of a row anon can no longer read', async () => {
    const { cache, get } = await startServer()
    const { purges } = await watch(cache)
    await vi.waitFor(() => expect(realtime.subscribers).toBe(1))
    expect((await get()).html).toContain('Zero trust in practice')

    await anotherServerEdits({ status: 'draft', published_at: null })
    await vi.waitFor(() => expect(purges).toContain('UPDATE on posts (Realtime)'))
    expect((await get()).html).not.toContain('Zero trust in practice')
  })

  it('a reconnect empties the cache: a change made while disconnected was never delivered', async () => {
    const { cache, get } = await startServer()
    const { lines } = await watch(cache)
    await vi.waitFor(() => expect(realtime.subscribers).toBe(1))
    await get()
    expect((await get()).state).toBe('HIT')

    realtime.state.down = true
    realtime.dropConnections()
    await vi.waitFor(() => logged(lines, /^\[page-cache\] Realtime: .*Retrying in the background/))
    expect(await anotherServerEdits({ title: 'Written while Realtime was away' })).toMatchObject({
      title: 'Written while Realtime was away',
    })
    // Still served meanwhile, from the cache (stale until the subscription is back).
    expect(await get()).toEqual({ state: 'HIT', html: expect.stringContaining('Zero trust in practice') })

    realtime.state.down = false
    await vi.waitFor(() => logged(lines, /^\[page-cache\] Realtime: re-subscribed after \d+ s; pages cached meanwhile are dropped$/), {
      timeout: 15_000,
    })
    const next = await get()
    expect(next.state).toBe('MISS')
    expect(next.html).toContain('<li>Written while Realtime was away</li>')
  })

  it('Realtime unreachable: starts at once, logs it, keeps serving pages, and subscribes when it is back', async () => {
    realtime.state.down = true
    const { cache, get } = await startServer()
    const { lines, purges } = await watch(cache)
    await vi.waitFor(() => logged(lines, /^\[page-cache\] Realtime: disconnected \(.+\)\. Retrying in the background/))
    expect(await get()).toMatchObject({ state: 'MISS' })
    expect(await get()).toMatchObject({ state: 'HIT', html: expect.stringContaining('Zero trust in practice') })
    expect(purges).toEqual([])
    expect(realtime.state.refused).toBeGreaterThan(0)

    realtime.state.down = false
    await vi.waitFor(() => expect(realtime.subscribers).toBe(1), { timeout: 15_000 })
    await vi.waitFor(() => expect(purges).toContain('subscription'))
  })

  it('a wrong key is refused by the service: logged, nothing purged, pages still served', async () => {
    const { cache, get } = await startServer()
    const { lines, purges } = await watch(cache, 'not-the-service-role-key')
    await vi.waitFor(() => logged(lines, /^\[page-cache\] Realtime: disconnected \(/))
    expect(realtime.joins).toEqual([])
    expect(purges).toEqual([])
    expect((await get()).state).toBe('MISS')
  })

  it('a table missing from the publication: the join is refused with the reason, and retried until the migration ran', async () => {
    realtime.publication.delete('clients')
    const { cache } = await startServer()
    const { lines, purges } = await watch(cache)
    await vi.waitFor(() =>
      logged(lines, /the subscription was refused \(RealtimeDisabledForConfiguration: Unable to subscribe to changes .*table: clients/),
    )
    expect(realtime.subscribers).toBe(0)
    expect(purges).toEqual([])

    realtime.publication.add('clients') // the operator ran the migration
    await vi.waitFor(() => expect(realtime.subscribers).toBe(1), { timeout: 15_000 })
    logged(lines, /^\[page-cache\] Realtime: subscribed to changes of/)
  })

  it('an older Realtime that ignores `wait` reports the missing table afterwards: joined anew until it is published', async () => {
    realtime = createFakeRealtime({
      url: SUPABASE_URL,
      keys: { [SERVICE_KEY]: 'service_role' },
      publication: ['posts', 'categories'],
      ignoresWait: true,
    })
    server.use(realtime.handler)
    const { cache } = await startServer()
    const { lines } = await watch(cache)
    await vi.waitFor(() =>
      logged(
        lines,
        /the server reports "Unable to subscribe to changes .*table: clients.*"; add the tables to the supabase_realtime publication/,
      ),
    )
    expect(realtime.subscribers).toBe(0)
    // Joined, but without a change stream: not reported as subscribed.
    expect(lines.filter((line) => /subscribed to changes/.test(line))).toEqual([])

    realtime.publication.add('clients')
    await vi.waitFor(() => expect(realtime.subscribers).toBe(1), { timeout: 15_000 })
    expect(realtime.joins.at(-1)?.topic).not.toBe(realtime.joins[0].topic)
    await vi.waitFor(() => logged(lines, /^\[page-cache\] Realtime: subscribed to changes of posts, categories, clients$/))
  })

  it('the service ends the channel (e.g. an expired token): a new one is joined, and the cache emptied', async () => {
    const { cache, get } = await startServer()
    const { lines } = await watch(cache)
    await vi.waitFor(() => expect(realtime.subscribers).toBe(1))
    await get()
    expect((await get()).state).toBe('HIT')

    realtime.closeChannels('Token has expired 5 seconds ago')
    await vi.waitFor(() => logged(lines, /the server reports "Token has expired 5 seconds ago"/))
    await vi.waitFor(() => logged(lines, /^\[page-cache\] Realtime: re-subscribed after \d+ s/), { timeout: 15_000 })
    expect(realtime.subscribers).toBe(1)
    expect((await get()).state).toBe('MISS')
  })
})
