import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import type { PostWrite, RequestBackend } from '~/backend/types'
import {
  ANON_KEY,
  SUPABASE_URL,
  USER,
  config,
  dataRequests,
  pageRequest,
  resetFake,
  resetRecorded,
  server,
  signedInCookie,
} from './fake-supabase'
import { rpcDatabase } from './fake-rpc'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetFake())
afterAll(() => server.close())

const backend = createSupabaseBackend(config)
const rest = (table: string) => `${SUPABASE_URL}/rest/v1/${table}`

let admin: RequestBackend
let token: string
beforeEach(() => {
  const signedIn = signedInCookie()
  token = signedIn.token
  admin = backend.forRequest(pageRequest(signedIn.cookie))
})

async function onlyRequest() {
  const requests = await dataRequests()
  expect(requests).toHaveLength(1)
  const [request] = requests
  // Every data call carries the anon key and the signed-in user's own token: RLS decides.
  expect(request.headers.get('apikey')).toBe(ANON_KEY)
  expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`)
  return request
}

const write: PostWrite = {
  title: 'Zero trust',
  slug: 'zero-trust',
  content: 'Body',
  excerpt: null,
  image_url: null,
  status: 'published',
  published_at: '2025-02-01T10:00:00Z',
  author_id: USER.id,
  category_id: 2,
}
const post = { id: 7, ...write, created_at: '2025-02-01T09:00:00Z', updated_at: '2025-02-01T10:00:00Z' }

describe('posts', () => {
  it('list: GET ?select=*&order=created_at.desc with offset/limit, the total from rpc/post_count (drafts: admins only)', async () => {
    const db = await rpcDatabase()
    await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, $2, 'x') on conflict do nothing`, [
      USER.id,
      USER.email,
    ])
    await db.query(`insert into public.posts (title, slug, status, published_at)
      select 'Counted ' || n, 'counted-' || n, case when n % 3 = 0 then 'draft' else 'published' end,
             case when n % 3 = 0 then null else now() end from generate_series(1, 21) n`)
    try {
      server.use(http.get(rest('posts'), () => HttpResponse.json([post])))
      // Not an admin in the project's database: the published total, as row-level security shows posts.
      expect((await admin.posts.list({ page: 2, pageSize: 20 })).total).toBe(14)
      await db.query('insert into public.admin_users (id) values ($1)', [USER.id])
      resetRecorded()
      expect(await admin.posts.list({ page: 2, pageSize: 20 })).toEqual({ items: [post], total: 21, page: 2, pageSize: 20 })
      const requests = await dataRequests()
      expect(requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /rest/v1/posts', 'POST /rest/v1/rpc/post_count'])
      const count = requests.find((r) => r.method === 'POST')!
      const list = requests.find((r) => r.method === 'GET')!
      expect(JSON.parse(count.body)).toEqual({ p_drafts: true })
      expect(count.headers.get('Authorization')).toBe(`Bearer ${token}`)
      expect(list.method).toBe('GET')
      expect(list.query.toString()).toBe('select=*&order=created_at.desc&offset=20&limit=20')
      expect(list.headers.get('Prefer')).toBeNull() // PostgREST would count every post
    } finally {
      await db.exec(`delete from public.posts where slug like 'counted-%'; delete from public.admin_users; delete from auth.users`)
    }
  })

  it('list with a title search: rpc/search_posts on the real SQL, %, _ and \\ literal, drafts for admins only, an exact count', async () => {
    const db = await rpcDatabase()
    await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, $2, 'x') on conflict do nothing`, [
      USER.id,
      USER.email,
    ])
    await db.exec(`insert into public.posts (title, slug, status, created_at) values
      ('50%_off sale', 'sale-a', 'published', now() - interval '2 days'), ('50% OFF_ draft', 'sale-b', 'draft', now() - interval '1 day'),
      ('500 offers', 'sale-c', 'published', now())`)
    try {
      const titles = async (search: string) => {
        const result = await admin.posts.list({ search })
        return { total: result.total, titles: result.items.map((item) => item.title) }
      }
      expect(await titles(' 50%_off ')).toEqual({ total: 1, titles: ['50%_off sale'] })
      const [request] = await dataRequests()
      expect(`${request.method} ${request.path}?${decodeURIComponent(request.query.toString())}`).toBe(
        'POST /rest/v1/rpc/search_posts?order=created_at.desc&offset=0&limit=20',
      )
      expect(JSON.parse(request.body)).toEqual({ p_search: '50%_off' })
      expect(request.headers.get('Prefer')).toBe('count=exact')
      expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`)
      // Not an admin in the project's database: no drafts.
      expect(await titles('50')).toEqual({ total: 2, titles: ['500 offers', '50%_off sale'] })
      await db.query('insert into public.admin_users (id) values ($1)', [USER.id])
      expect(await titles('50%')).toEqual({ total: 2, titles: ['50% OFF_ draft', '50%_off sale'] })
      // A visitor may not call it at all.
      await expect(backend.forRequest(pageRequest()).posts.list({ search: '50' })).rejects.toMatchObject({ code: 'not_authenticated' })
    } finally {
      await db.exec(`delete from public.posts where slug like 'sale-%'; delete from public.admin_users; delete from auth.users`)
    }
  })

  it('usingMedia: two GETs (image_url, content) like %name% with _ escaped, merged by id', async () => {
    server.use(
      http.get(rest('posts'), ({ request }) => {
        const query = new URL(request.url).searchParams
        return HttpResponse.json(
          query.has('image_url')
            ? [{ id: 7, title: 'Zero trust' }]
            : [
                { id: 7, title: 'Zero trust' },
                { id: 9, title: 'Cloud' },
              ],
        )
      }),
    )
    expect(await admin.posts.usingMedia('1732300000000-my_logo.png')).toEqual([
      { id: 7, title: 'Zero trust' },
      { id: 9, title: 'Cloud' },
    ])
    const requests = await dataRequests()
    expect(requests).toHaveLength(2)
    const queries = requests.map((request) => request.query)
    expect(queries.map((query) => query.get('image_url') ?? query.get('content'))).toEqual([
      'like.%1732300000000-my\\_logo.png%',
      'like.%1732300000000-my\\_logo.png%',
    ])
    for (const query of queries) {
      expect(query.get('select')).toBe('id,title')
      expect(query.get('order')).toBe('created_at.desc')
      expect(query.get('limit')).toBe('20')
    }
  })

  it('a searched page past the end (416 from the fake project) is an empty page with the total', async () => {
    const db = await rpcDatabase()
    await db.exec(
      `insert into public.posts (title, slug, status) select 'Trust ' || n, 'trust-' || n, 'published' from generate_series(1, 3) n`,
    )
    try {
      expect(await admin.posts.list({ page: 9, search: 'trust' })).toEqual({ items: [], total: 3, page: 9, pageSize: 20 })
    } finally {
      await db.exec(`delete from public.posts where slug like 'trust-%'`)
    }
  })

  it('get: by id with the related category, one row or null', async () => {
    const withCategory = { ...post, category: { id: 2, name: 'Cybersecurity', slug: 'cybersecurity' } }
    server.use(http.get(rest('posts'), () => HttpResponse.json([withCategory])))
    expect(await admin.posts.get(7)).toEqual(withCategory)
    const request = await onlyRequest()
    expect(request.query.toString()).toBe('select=*%2Ccategory%3Acategories%28id%2Cname%2Cslug%29&id=eq.7')
    expect(request.query.get('select')).toBe('*,category:categories(id,name,slug)')

    server.use(http.get(rest('posts'), () => HttpResponse.json([])))
    expect(await admin.posts.get(8)).toBeNull()
  })

  it('create: POST ?select=* with Prefer: return=representation', async () => {
    server.use(http.post(rest('posts'), () => HttpResponse.json(post, { status: 201 })))
    expect(await admin.posts.create(write)).toEqual(post)
    const request = await onlyRequest()
    expect(request.method).toBe('POST')
    expect(request.query.toString()).toBe('select=*')
    expect(request.headers.get('Prefer')).toBe('return=representation')
    expect(JSON.parse(request.body)).toEqual(write)
  })

  it('create: a taken slug (23505) is a conflict, a refused insert (42501) forbidden', async () => {
    server.use(
      http.post(rest('posts'), () =>
        HttpResponse.json(
          {
            code: '23505',
            message: 'duplicate key value violates unique constraint "posts_slug_key"',
            details: 'Key (slug)=(zero-trust) already exists.',
          },
          { status: 409 },
        ),
      ),
    )
    await expect(admin.posts.create(write)).rejects.toMatchObject({
      name: 'BackendError',
      code: 'conflict',
      message: 'A post with this slug already exists',
    })
    server.use(
      http.post(rest('posts'), () =>
        HttpResponse.json({ code: '42501', message: 'new row violates row-level security policy for table "posts"' }, { status: 403 }),
      ),
    )
    await expect(admin.posts.create(write)).rejects.toMatchObject({ code: 'forbidden' })
  })

  it('update: PATCH ?id=eq.N, not_found when no row comes back', async () => {
    server.use(http.patch(rest('posts'), () => HttpResponse.json(post)))
    expect(await admin.posts.update(7, write)).toEqual(post)
    const request = await onlyRequest()
    expect(request.method).toBe('PATCH')
    expect(request.query.toString()).toBe('id=eq.7&select=*')
    expect(request.headers.get('Prefer')).toBe('return=representation')
    expect(JSON.parse(request.body)).toEqual(write)

    server.use(
      http.patch(rest('posts'), () =>
        HttpResponse.json({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }, { status: 406 }),
      ),
    )
    await expect(admin.posts.update(99, write)).rejects.toMatchObject({ code: 'not_found' })
  })

  it('remove: DELETE ?id=eq.N; zero deleted rows is not_found', async () => {
    server.use(http.delete(rest('posts'), () => new HttpResponse(null, { status: 204, headers: { 'Content-Range': '*/1' } })))
    await admin.posts.remove(7)
    const request = await onlyRequest()
    expect(request.method).toBe('DELETE')
    expect(request.query.toString()).toBe('id=eq.7')
    server.use(http.delete(rest('posts'), () => new HttpResponse(null, { status: 204, headers: { 'Content-Range': '*/0' } })))
    await expect(admin.posts.remove(8)).rejects.toMatchObject({ code: 'not_found' })
  })

  /** The GETs of /rest/v1/posts, and what else was sent (the post_count calls). */
  async function postReads() {
    const requests = await dataRequests()
    const reads = requests.filter((r) => r.method === 'GET' && r.path === '/rest/v1/posts')
    const counts = requests.filter((r) => !reads.includes(r)).map((r) => `${r.method} ${r.path} ${r.body}`)
    return { reads, counts }
  }

  it('public list: published only, newest published first, one category through an inner join; its total from rpc/post_count', async () => {
    server.use(http.get(rest('posts'), () => HttpResponse.json([])))
    expect((await admin.posts.listPublished({ categorySlug: 'cybersecurity', pageSize: 6 })).total).toBe(0)
    const { reads, counts } = await postReads()
    expect(counts).toEqual(['POST /rest/v1/rpc/post_count {"p_category_slug":"cybersecurity"}'])
    expect(reads).toHaveLength(1)
    expect(Object.fromEntries(reads[0].query)).toEqual({
      select: '*,category:categories!inner(id,name,slug)',
      status: 'eq.published',
      'category.slug': 'eq.cybersecurity',
      order: 'published_at.desc.nullslast,id.desc',
      offset: '0',
      limit: '6',
    })
    expect(reads[0].headers.get('Prefer')).toBeNull()
  })

  it('public list: 9 a page by default, with the category joined (left)', async () => {
    server.use(http.get(rest('posts'), () => HttpResponse.json([])))
    await backend.forRequest(pageRequest()).posts.listPublished({ page: 2 })
    const { reads, counts } = await postReads()
    expect(counts).toEqual(['POST /rest/v1/rpc/post_count {}'])
    expect(reads[0].query.get('select')).toBe('*,category:categories(id,name,slug)')
    expect(reads[0].query.get('offset')).toBe('9')
    expect(reads[0].query.get('limit')).toBe('9')
  })

  it('public list: a page in the older half is read oldest first from its end, and reversed', async () => {
    const db = await rpcDatabase()
    await db.query(`insert into public.posts (title, slug, status, published_at, category_id)
      select 'Deep ' || n, 'deep-' || n, 'published', now() - n * interval '1 hour', (select id from public.categories where slug = 'cybersecurity')
      from generate_series(1, 30) n`)
    try {
      const oldest = [30, 29, 28, 27, 26, 25].map((n) => ({ ...post, id: 100 + n, slug: `deep-${n}` }))
      server.use(http.get(rest('posts'), () => HttpResponse.json(oldest)))
      const page = await admin.posts.listPublished({ categorySlug: 'cybersecurity', page: 3, pageSize: 12 })
      expect(page.total).toBe(30)
      expect(page.items.map((item) => item.slug)).toEqual(['deep-25', 'deep-26', 'deep-27', 'deep-28', 'deep-29', 'deep-30'])
      const { reads } = await postReads()
      expect(reads[0].query.get('order')).toBe('published_at.asc.nullsfirst,id.asc')
      expect(reads[0].query.get('offset')).toBe('0')
      expect(reads[0].query.get('limit')).toBe('6')
    } finally {
      await db.exec(`delete from public.posts where slug like 'deep-%'`)
    }
  })

  it('newest published (feed, related posts): one GET, nothing counted', async () => {
    const withCategory = { ...post, category: { id: 2, name: 'Cybersecurity', slug: 'cybersecurity' } }
    server.use(http.get(rest('posts'), () => HttpResponse.json([withCategory])))
    expect(await admin.posts.newestPublished({ limit: 4, categorySlug: 'cybersecurity' })).toEqual([withCategory])
    const request = await onlyRequest()
    expect(Object.fromEntries(request.query)).toEqual({
      select: '*,category:categories!inner(id,name,slug)',
      status: 'eq.published',
      'category.slug': 'eq.cybersecurity',
      order: 'published_at.desc.nullslast,id.desc',
      offset: '0',
      limit: '4',
    })
    expect(request.headers.get('Prefer')).toBeNull()
  })

  it('by slug: one row or null', async () => {
    server.use(http.get(rest('posts'), () => HttpResponse.json([])))
    expect(await admin.posts.getBySlug('missing')).toBeNull()
    expect(Object.fromEntries((await onlyRequest()).query)).toEqual({
      select: '*,category:categories(id,name,slug)',
      slug: 'eq.missing',
    })
  })

  it("writes without a session fail with 'Not authenticated' before any request", async () => {
    const visitor = backend.forRequest(pageRequest())
    await expect(visitor.posts.create(write)).rejects.toMatchObject({ code: 'not_authenticated', message: 'Not authenticated' })
    await expect(visitor.clients.remove(1)).rejects.toMatchObject({ code: 'not_authenticated' })
    expect(await dataRequests()).toEqual([])
  })

  it('a visitor reads with the anon key as bearer', async () => {
    server.use(http.get(rest('posts'), () => HttpResponse.json([])))
    await backend.forRequest(pageRequest()).posts.listPublished()
    const requests = await dataRequests()
    expect(requests).toHaveLength(2)
    for (const request of requests) expect(request.headers.get('Authorization')).toBe(`Bearer ${ANON_KEY}`)
  })

  it('network errors and 5xx are unavailable, an expired JWT (401) not_authenticated', async () => {
    server.use(http.get(rest('posts'), () => HttpResponse.error()))
    await expect(admin.posts.list()).rejects.toMatchObject({ code: 'unavailable' })
    server.use(http.get(rest('posts'), () => new HttpResponse('upstream', { status: 502 })))
    await expect(admin.posts.get(1)).rejects.toMatchObject({ code: 'unavailable' })
    server.use(http.get(rest('posts'), () => HttpResponse.json({ code: 'PGRST303', message: 'JWT expired' }, { status: 401 })))
    await expect(admin.posts.getBySlug('x')).rejects.toMatchObject({ code: 'not_authenticated' })
  })
})

describe('categories and clients', () => {
  it('categories: GET ordered by name', async () => {
    const categories = [{ id: 1, name: 'Artificial Intelligence', slug: 'artificial-intelligence' }]
    server.use(http.get(rest('categories'), () => HttpResponse.json(categories)))
    expect(await admin.categories.list()).toEqual(categories)
    expect((await onlyRequest()).query.toString()).toBe('select=id%2Cname%2Cslug&order=name.asc')
  })

  it('clients: list by name, create, update, delete', async () => {
    const client = { id: 3, name: 'Acme', logo_url: 'https://cdn.test/acme.png', created_at: '2025-01-01T00:00:00Z' }
    server.use(
      http.get(rest('clients'), () => HttpResponse.json([client])),
      http.post(rest('clients'), () => HttpResponse.json(client, { status: 201 })),
      http.patch(rest('clients'), () => HttpResponse.json(client)),
      http.delete(rest('clients'), () => new HttpResponse(null, { status: 204, headers: { 'Content-Range': '*/1' } })),
    )
    expect(await admin.clients.list()).toEqual([client])
    await admin.clients.create({ name: 'Acme', logo_url: client.logo_url })
    await admin.clients.update(3, { name: 'Acme', logo_url: null })
    await admin.clients.remove(3)
    const requests = await dataRequests()
    expect(requests.map((r) => `${r.method} ${r.path}?${decodeURIComponent(r.query.toString())}`)).toEqual([
      'GET /rest/v1/clients?select=id,name,logo_url,created_at&order=name.asc',
      'POST /rest/v1/clients?select=id,name,logo_url,created_at',
      'PATCH /rest/v1/clients?id=eq.3&select=id,name,logo_url,created_at',
      'DELETE /rest/v1/clients?id=eq.3',
    ])
    expect(JSON.parse(requests[1].body)).toEqual({ name: 'Acme', logo_url: client.logo_url })
    expect(JSON.parse(requests[2].body)).toEqual({ name: 'Acme', logo_url: null })
    expect(requests[1].headers.get('Prefer')).toBe('return=representation')
    expect(requests[3].headers.get('Prefer')).toBe('count=exact')
  })
})

describe('enquiries', () => {
  const input = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    company: 'Analytical Engines',
    message: 'We need a new website for our engines.',
    project_type: 'website',
    budget: '10k-50k',
    timeline: '1-3-months',
    idempotency_key: 'key-0123456789',
    client_hash: 'hash-abc',
    source_page: '/get-started',
  } as const

  it('submit: POST /rest/v1/rpc/submit_enquiry with the form columns and the limit (anon calls only the function)', async () => {
    const visitor = backend.forRequest(pageRequest())
    const limit = { max: 5, windowSeconds: 600 }
    server.use(http.post(`${SUPABASE_URL}/rest/v1/rpc/submit_enquiry`, () => HttpResponse.json('created')))
    expect(await visitor.enquiries.submit(input, limit)).toEqual({ outcome: 'created' })
    const [request] = await dataRequests()
    expect(request.method).toBe('POST')
    expect(request.headers.get('Authorization')).toBe(`Bearer ${ANON_KEY}`)
    // Named arguments, p_<field> (a new optional field adds one; none is pinned by position).
    expect(JSON.parse(request.body)).toMatchObject({
      p_name: input.name,
      p_email: input.email,
      p_phone: null,
      p_idempotency_key: input.idempotency_key,
      p_client_hash: input.client_hash,
      p_source_page: input.source_page,
      p_max_per_window: 5,
      p_window_seconds: 600,
    })

    for (const outcome of ['repeat', 'rate_limited'] as const) {
      server.use(http.post(`${SUPABASE_URL}/rest/v1/rpc/submit_enquiry`, () => HttpResponse.json(outcome)))
      expect(await visitor.enquiries.submit(input, limit)).toEqual({ outcome })
    }
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/submit_enquiry`, () =>
        HttpResponse.json({ code: '23514', message: 'violates check constraint' }, { status: 400 }),
      ),
    )
    await expect(visitor.enquiries.submit(input, limit)).rejects.toMatchObject({ code: 'invalid' })
  })

  it('submit against the real SQL (fake RPC on our migrations): created, then a repeat, then the limit', async () => {
    const visitor = () => backend.forRequest(pageRequest())
    const limit = { max: 2, windowSeconds: 600 }
    const own = { ...input, client_hash: `hash-${Date.now()}` }
    expect(await visitor().enquiries.submit(own, limit)).toEqual({ outcome: 'created' })
    expect(await visitor().enquiries.submit(own, limit)).toEqual({ outcome: 'repeat' })
    expect(await visitor().enquiries.submit({ ...own, idempotency_key: 'key-second-01' }, limit)).toEqual({ outcome: 'created' })
    expect(await visitor().enquiries.submit({ ...own, idempotency_key: 'key-third-001' }, limit)).toEqual({ outcome: 'rate_limited' })
    await expect(visitor().enquiries.submit({ ...own, client_hash: 'hash-other', message: 'short' }, limit)).rejects.toMatchObject({
      code: 'invalid',
    })
  })

  it('list, setHandled and remove for admins', async () => {
    server.use(
      http.get(rest('enquiries'), () => HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })),
      http.patch(rest('enquiries'), () => new HttpResponse(null, { status: 204, headers: { 'Content-Range': '0-0/1' } })),
      http.delete(rest('enquiries'), () => new HttpResponse(null, { status: 204, headers: { 'Content-Range': '*/1' } })),
    )
    expect(await admin.enquiries.list()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 })
    await admin.enquiries.setHandled(5, true)
    await admin.enquiries.setHandled(5, false)
    await admin.enquiries.remove(5)
    const [list, handled, unhandled, removed] = await dataRequests()
    // The key makes the reference staff see (ENQ-…); the client hash is read but never shown.
    expect(list.query.get('select')).toContain('idempotency_key')
    expect(list.query.get('select')).toContain('source_page')
    expect(list.query.get('order')).toBe('created_at.desc')
    expect(`${handled.method} ${handled.query}`).toBe('PATCH id=eq.5')
    expect(JSON.parse(handled.body).handled_at).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(JSON.parse(unhandled.body)).toEqual({ handled_at: null })
    expect(`${removed.method} ${removed.query}`).toBe('DELETE id=eq.5')
  })
})
