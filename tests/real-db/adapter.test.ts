// Every function of the Supabase adapter through supabase-js, PostgREST 12 and PostgreSQL 15, as
// each role that may call it (and as the roles that may not, to see them refused by the database).
// A table of function x role x outcome is printed after the tests.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { EnquiryInput, PostWrite } from '~/backend/types'
import { createCoverage, type Role } from './coverage'
import { useProject } from './project'
import sharp from 'sharp'
import { DEFAULT_MEDIA_MAX_PIXELS } from '~/config/env.server'
import { prepareImage } from '~/media/process.server'
import { MANIFEST_FILE, manifestFiles } from '~/media/variant-set'
import { photoFile, PHOTO_EXIF } from '../fixtures/images'
import { signJwt } from './fakes/jwt'
import { ADMIN, callers, type Callers } from './roles'

const project = useProject('strict')
const coverage = createCoverage()
let c: Callers
beforeAll(async () => {
  c = await callers(project())
})

const draft = (title: string, slug: string, extra: Partial<PostWrite> = {}): PostWrite => ({
  title,
  slug,
  content: `# ${title}\n\nBody of ${slug}.`,
  excerpt: `About ${title}`,
  image_url: null,
  status: 'draft',
  published_at: null,
  author_id: c.adminId,
  category_id: null,
  ...extra,
})
const published = (title: string, slug: string, at: string, category_id: number | null = null) =>
  draft(title, slug, { status: 'published', published_at: at, category_id })

const EXPECTED: Record<string, readonly Role[]> = {
  'backend.health': ['anon'],
  'backend.ensureUser': ['service'],
  'backend.readMedia': ['anon'],
  'backend.readMediaVariant': ['anon'],
  'backend.prepareStoredImages': ['service'],
  'enquiryOutbox.claim': ['service'],
  'enquiryOutbox.record': ['service'],
  signInWithPassword: ['anon'],
  getUser: ['anon', 'member', 'admin'],
  isAdmin: ['anon', 'member', 'admin'],
  sessionKey: ['anon', 'member', 'admin'],
  signOut: ['member', 'admin'],
  'posts.list': ['member', 'admin'],
  'posts.get': ['anon', 'member', 'admin'],
  'posts.getBySlug': ['anon', 'member', 'admin'],
  'posts.slugNow': ['anon', 'member', 'admin'],
  'posts.listPublished': ['anon', 'member', 'admin'],
  'posts.newestPublished': ['anon', 'member', 'admin'],
  'posts.usingMedia': ['admin'],
  'posts.create': ['anon', 'member', 'admin'],
  'posts.update': ['anon', 'member', 'admin'],
  'posts.remove': ['anon', 'member', 'admin'],
  'categories.list': ['anon', 'member', 'admin'],
  'clients.list': ['anon', 'member', 'admin'],
  'clients.get': ['anon', 'member', 'admin'],
  'clients.create': ['anon', 'member', 'admin'],
  'clients.update': ['anon', 'member', 'admin'],
  'clients.remove': ['anon', 'member', 'admin'],
  'media.list': ['anon', 'member', 'admin'],
  'media.upload': ['anon', 'member', 'admin'],
  'media.remove': ['anon', 'member', 'admin'],
  'media.publicUrl': ['admin'],
  'media.variantUrl': ['admin'],
  'enquiries.submit': ['anon', 'member'],
  'enquiries.list': ['anon', 'member', 'admin'],
  'enquiries.setHandled': ['anon', 'member', 'admin'],
  'enquiries.remove': ['anon', 'member', 'admin'],
}

afterAll(() => {
  console.log(
    `Supabase adapter on PostgREST 12.0.2 + PostgreSQL 15, by role (ok, or the error code):\n${coverage.table(Object.keys(EXPECTED))}`,
  )
})

describe('posts', () => {
  const ids: Record<string, number> = {}
  beforeAll(async () => {
    const admin = c.admin()
    const [ai, cloud] = await admin.categories.list().then((list) => [list[0].id, list[1].id])
    ids.older = (await admin.posts.create(published('Older story', 'older-story', '2025-01-01T10:00:00Z', ai))).id
    ids.newer = (await admin.posts.create(published('Newer story', 'newer-story', '2025-02-01T10:00:00Z', cloud))).id
    ids.draft = (await admin.posts.create(draft('Secret draft 100% done', 'secret-draft'))).id
  })

  it('the admin creates, reads, searches, updates and deletes; totals count drafts for the admin only', async () => {
    const admin = c.admin()
    const call = <T>(name: string, run: () => Promise<T>) => coverage.call('admin', name, run)
    const made = await call('posts.create', () => admin.posts.create(draft('Temporary', 'temporary', { image_url: '/media/1-a.png' })))
    expect(made).toMatchObject({ title: 'Temporary', status: 'draft', author_id: c.adminId })
    const list = await call('posts.list', () => admin.posts.list({ pageSize: 2 }))
    expect(list.total).toBe(4)
    expect(list.items.map((p) => p.slug)).toEqual(['temporary', 'secret-draft'])
    // Title search: literal % and _ ; a page past the end is an empty page with the total (416 from PostgREST).
    expect((await call('posts.list', () => admin.posts.list({ search: '100%' }))).items.map((p) => p.slug)).toEqual(['secret-draft'])
    expect(await call('posts.list', () => admin.posts.list({ search: 'story', page: 5, pageSize: 10 }))).toMatchObject({
      items: [],
      total: 2,
    })
    expect(await call('posts.get', () => admin.posts.get(ids.draft))).toMatchObject({ slug: 'secret-draft', category: null })
    expect(await call('posts.getBySlug', () => admin.posts.getBySlug('secret-draft'))).toMatchObject({ id: ids.draft })
    expect(await call('posts.usingMedia', () => admin.posts.usingMedia('1-a.png'))).toEqual([{ id: made.id, title: 'Temporary' }])
    const updated = await call('posts.update', () => admin.posts.update(made.id, draft('Temporary, renamed', 'temporary')))
    expect(updated.title).toBe('Temporary, renamed')
    await expect(call('posts.create', () => admin.posts.create(draft('Duplicate', 'temporary')))).rejects.toMatchObject({
      code: 'conflict',
      message: 'A post with this slug already exists',
    })
    await expect(call('posts.create', () => admin.posts.create(draft('Bad slug', 'Not A Slug')))).rejects.toMatchObject({ code: 'invalid' })
    await call('posts.remove', () => admin.posts.remove(made.id))
    await expect(call('posts.remove', () => admin.posts.remove(made.id))).rejects.toMatchObject({ code: 'not_found' })
    await expect(call('posts.update', () => admin.posts.update(made.id, draft('Gone', 'gone')))).rejects.toMatchObject({
      code: 'not_found',
    })
    expect((await call('posts.listPublished', () => admin.posts.listPublished())).total).toBe(2)
    expect((await call('posts.newestPublished', () => admin.posts.newestPublished({ limit: 1 }))).map((p) => p.slug)).toEqual([
      'newer-story',
    ])
  })

  it('odd inputs reach PostgREST literally: LIKE wildcards in media names, titles and category slugs; pages past the end', async () => {
    const admin = c.admin()
    const call = <T>(name: string, run: () => Promise<T>) => coverage.call('admin', name, run)
    const exact = await admin.posts.create(draft('Uses my_file', 'uses-exact', { content: '![x](/media/1-my_file.png)' }))
    const lookalike = await admin.posts.create(draft('Uses myXfile', 'uses-lookalike', { content: '![x](/media/1-myXfile.png)' }))
    try {
      // `_` is a LIKE wildcard: escaped, it matches only itself.
      expect(await call('posts.usingMedia', () => admin.posts.usingMedia('1-my_file.png'))).toEqual([
        { id: exact.id, title: 'Uses my_file' },
      ])
      expect((await call('posts.list', () => admin.posts.list({ search: 'my_f' }))).items.map((p) => p.id)).toEqual([exact.id])
      expect((await call('posts.list', () => admin.posts.list({ search: '\\' }))).items).toEqual([])
      expect(await call('posts.list', () => admin.posts.list({ page: 50 }))).toMatchObject({ items: [], total: 5 })
      expect(await call('posts.listPublished', () => admin.posts.listPublished({ page: 50 }))).toMatchObject({ items: [], total: 2 })
      for (const slug of ['a,b)', '*', 'null', "o'brien", 'é']) {
        expect(await call('posts.listPublished', () => admin.posts.listPublished({ categorySlug: slug }))).toMatchObject({
          items: [],
          total: 0,
        })
        expect(await call('posts.getBySlug', () => admin.posts.getBySlug(slug))).toBeNull()
      }
    } finally {
      await admin.posts.remove(exact.id)
      await admin.posts.remove(lookalike.id)
    }
  })

  it.each(['anon', 'member'] as const)('%s reads published posts only, newest first, with totals and categories', async (role) => {
    const rb = c[role]()
    const call = <T>(name: string, run: () => Promise<T>) => coverage.call(role, name, run)
    const page = await call('posts.listPublished', () => rb.posts.listPublished())
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 9 })
    expect(page.items.map((p) => [p.slug, p.category?.slug])).toEqual([
      ['newer-story', 'cloud-computing'],
      ['older-story', 'artificial-intelligence'],
    ])
    expect(await call('posts.listPublished', () => rb.posts.listPublished({ categorySlug: 'cloud-computing' }))).toMatchObject({
      total: 1,
      items: [{ slug: 'newer-story' }],
    })
    // The second page of one-post pages reads the oldest post (reversed window).
    expect((await call('posts.listPublished', () => rb.posts.listPublished({ page: 2, pageSize: 1 }))).items.map((p) => p.slug)).toEqual([
      'older-story',
    ])
    expect((await call('posts.listPublished', () => rb.posts.listPublished({ categorySlug: 'no-such' }))).total).toBe(0)
    expect(
      await call('posts.newestPublished', () => rb.posts.newestPublished({ limit: 5, categorySlug: 'artificial-intelligence' })),
    ).toHaveLength(1)
    expect(await call('posts.getBySlug', () => rb.posts.getBySlug('secret-draft'))).toBeNull()
    expect(await call('posts.getBySlug', () => rb.posts.getBySlug('older-story'))).toMatchObject({ id: ids.older })
    expect(await call('posts.get', () => rb.posts.get(ids.draft))).toBeNull()
    expect(await call('posts.get', () => rb.posts.get(ids.newer))).toMatchObject({ slug: 'newer-story' })
  })

  it('a member lists and searches only published posts; totals leave drafts out', async () => {
    const rb = c.member()
    const list = await coverage.call('member', 'posts.list', () => rb.posts.list())
    expect(list.items.map((p) => p.slug).sort()).toEqual(['newer-story', 'older-story'])
    expect(list.total).toBe(2)
    expect((await coverage.call('member', 'posts.list', () => rb.posts.list({ search: 'secret' }))).items).toEqual([])
  })

  it.each(['anon', 'member'] as const)(
    '%s cannot write posts: refused before any request (anon) or by row-level security',
    async (role) => {
      const rb = c[role]()
      const call = <T>(name: string, run: () => Promise<T>) => coverage.call(role, name, run)
      const refused = role === 'anon' ? 'not_authenticated' : 'forbidden'
      await expect(call('posts.create', () => rb.posts.create(draft('Forged', `forged-${role}`)))).rejects.toMatchObject({ code: refused })
      const missing = role === 'anon' ? 'not_authenticated' : 'not_found' // RLS hides the row from the update
      await expect(call('posts.update', () => rb.posts.update(ids.newer, draft('Defaced', 'newer-story')))).rejects.toMatchObject({
        code: missing,
      })
      await expect(call('posts.remove', () => rb.posts.remove(ids.newer))).rejects.toMatchObject({ code: missing })
      const [row] = await project().db`select title from public.posts where id = ${ids.newer}`
      expect(row.title).toBe('Newer story')
    },
  )

  it('a changed slug names the post now (POST /rpc/post_slug_now): for everyone when published, a draft’s for the admin only', async () => {
    const admin = c.admin()
    const shown = await admin.posts.create(published('Moved', 'moved-from', '2025-03-01T10:00:00Z'))
    const hidden = await admin.posts.create(draft('Moved draft', 'draft-from'))
    try {
      await admin.posts.update(shown.id, published('Moved', 'moved-to', '2025-03-01T10:00:00Z'))
      await admin.posts.update(hidden.id, draft('Moved draft', 'draft-to'))
      for (const role of ['anon', 'member', 'admin'] as const) {
        const call = <T>(run: () => Promise<T>) => coverage.call(role, 'posts.slugNow', run)
        expect(await call(() => c[role]().posts.slugNow('moved-from'))).toBe('moved-to')
        expect(await call(() => c[role]().posts.slugNow('draft-from'))).toBe(role === 'admin' ? 'draft-to' : null)
        expect(await call(() => c[role]().posts.slugNow("o'brien,*"))).toBeNull()
      }
      // The table itself: written by the trigger alone, read under the posts' row-level security.
      const [kept] = await project().db`select post_id from public.post_former_slugs where slug = 'moved-from'`
      expect(Number(kept.post_id)).toBe(shown.id)
    } finally {
      await admin.posts.remove(shown.id)
      await admin.posts.remove(hidden.id)
    }
  })
})

describe('categories and clients', () => {
  it.each(['anon', 'member', 'admin'] as const)('%s lists categories by name (the seed)', async (role) => {
    const list = await coverage.call(role, 'categories.list', () => c[role]().categories.list())
    expect(list.map((x) => x.slug)).toEqual(['artificial-intelligence', 'cloud-computing', 'cybersecurity'])
  })

  it('the admin creates, updates and removes clients; everyone reads them', async () => {
    const admin = c.admin()
    const made = await coverage.call('admin', 'clients.create', () => admin.clients.create({ name: 'Zeta Corp', logo_url: null }))
    await coverage.call('admin', 'clients.create', () => admin.clients.create({ name: 'Acme', logo_url: 'https://example.com/a.png' }))
    const renamed = await coverage.call('admin', 'clients.update', () =>
      admin.clients.update(made.id, { name: 'Beta Corp', logo_url: null }),
    )
    expect(renamed).toMatchObject({ id: made.id, name: 'Beta Corp' })
    await expect(coverage.call('admin', 'clients.create', () => admin.clients.create({ name: '', logo_url: null }))).rejects.toMatchObject({
      code: 'invalid',
    })
    for (const role of ['anon', 'member', 'admin'] as const) {
      const rb = c[role]()
      expect((await coverage.call(role, 'clients.list', () => rb.clients.list())).map((x) => x.name)).toEqual(['Acme', 'Beta Corp'])
      expect(await coverage.call(role, 'clients.get', () => rb.clients.get(made.id))).toMatchObject({ name: 'Beta Corp' })
    }
    for (const role of ['anon', 'member'] as const) {
      const rb = c[role]()
      const refused = role === 'anon' ? 'not_authenticated' : 'forbidden'
      const hidden = role === 'anon' ? 'not_authenticated' : 'not_found'
      await expect(
        coverage.call(role, 'clients.create', () => rb.clients.create({ name: 'Forged', logo_url: null })),
      ).rejects.toMatchObject({
        code: refused,
      })
      await expect(
        coverage.call(role, 'clients.update', () => rb.clients.update(made.id, { name: 'X', logo_url: null })),
      ).rejects.toMatchObject({
        code: hidden,
      })
      await expect(coverage.call(role, 'clients.remove', () => rb.clients.remove(made.id))).rejects.toMatchObject({ code: hidden })
    }
    await coverage.call('admin', 'clients.remove', () => admin.clients.remove(made.id))
    expect(await coverage.call('admin', 'clients.get', () => admin.clients.get(made.id))).toBeNull()
  })
})

describe('media (the Storage fake decides by the storage policies on storage.objects)', () => {
  it('the admin uploads, lists, links and removes; a duplicate name is a conflict', async () => {
    const admin = c.admin()
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'Team photo.png', { type: 'image/png' })
    const stored = await coverage.call('admin', 'media.upload', () => admin.media.upload(file))
    expect(stored.name).toMatch(/^\d+-Team-photo\.png$/)
    const listed = await coverage.call('admin', 'media.list', () => admin.media.list())
    expect(listed).toEqual([
      { name: stored.name, id: stored.id, created_at: expect.any(String), metadata: { mimetype: 'image/png', size: 4 } },
    ])
    const url = coverage.call('admin', 'media.publicUrl', () => admin.media.publicUrl(stored.name))
    const served = await fetch(await url)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]))
    const [row] = await project().db`select owner from storage.objects where name = ${stored.name}`
    expect(row.owner).toBe(c.adminId)
    // The same stored name twice (same millisecond): the unique (bucket_id, name) refuses it.
    vi.spyOn(Date, 'now').mockReturnValue(Number(stored.name.split('-')[0]))
    await expect(coverage.call('admin', 'media.upload', () => admin.media.upload(file))).rejects.toMatchObject({ code: 'conflict' })
    vi.restoreAllMocks()

    for (const role of ['anon', 'member'] as const) {
      const rb = c[role]()
      // Row-level security: the list is empty for them, uploads are refused, removals find nothing.
      expect(await coverage.call(role, 'media.list', () => rb.media.list())).toEqual([])
      const refused = role === 'anon' ? 'not_authenticated' : 'forbidden'
      await expect(coverage.call(role, 'media.upload', () => rb.media.upload(new File(['x'], 'x.txt')))).rejects.toMatchObject({
        code: refused,
      })
      const missing = role === 'anon' ? 'not_authenticated' : 'not_found'
      await expect(coverage.call(role, 'media.remove', () => rb.media.remove(stored.name))).rejects.toMatchObject({ code: missing })
    }
    expect(await project().db`select count(*)::int as n from storage.objects`).toEqual([{ n: 1 }])

    await coverage.call('admin', 'media.remove', () => admin.media.remove(stored.name))
    await expect(coverage.call('admin', 'media.remove', () => admin.media.remove(stored.name))).rejects.toMatchObject({ code: 'not_found' })
    await expect(coverage.call('admin', 'media.remove', () => admin.media.remove('../etc/passwd'))).rejects.toMatchObject({
      code: 'invalid',
    })
    expect((await fetch(await url)).ok).toBe(false)
  })
})

describe('media variants (objects under variants/<name>/ in the bucket media, under the same policies)', () => {
  const variants = [
    { file: '320.webp', type: 'image/webp', bytes: new Uint8Array([82, 73, 70, 70]) },
    { file: 'manifest.json', type: 'application/json', bytes: new TextEncoder().encode('{"width":1}') },
  ]
  const uploadAs = (token: string, name: string) => {
    const form = new FormData()
    form.append('', new Blob([new Uint8Array([1])], { type: 'image/webp' }), '320.webp')
    return fetch(`${project().url}/storage/v1/object/media/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    })
  }

  it('are stored beside the original, public by URL, listed as one folder, and deleted with it', async () => {
    const admin = c.admin()
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' })
    const stored = await coverage.call('admin', 'media.upload', () => admin.media.upload(png, variants))
    const names = await project().db`select name from storage.objects where bucket_id = 'media' order by name`
    expect(names.map((row) => row.name)).toEqual([stored.name, `variants/${stored.name}/320.webp`, `variants/${stored.name}/manifest.json`])
    const url = await coverage.call('admin', 'media.variantUrl', () => admin.media.variantUrl(stored.name, '320.webp'))
    expect(url).toBe(`${project().url}/storage/v1/object/public/media/variants/${stored.name}/320.webp`)
    const served = await fetch(url) // anyone: no key, no session
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(variants[0].bytes)
    const manifest = await coverage.call('anon', 'backend.readMediaVariant', () => c.backend.readMediaVariant(stored.name, 'manifest.json'))
    expect(await new Response(manifest!.body).text()).toBe('{"width":1}')
    expect(await c.backend.readMediaVariant(stored.name, 'missing.webp')).toBeNull()
    expect(await c.backend.readMediaVariant(stored.name, '../x')).toBeNull()

    // The list shows files only, whatever the folder does to Storage's own order (folders first).
    expect((await admin.media.list({ newestFirst: true })).map((file) => file.name)).toEqual([stored.name])
    expect((await admin.media.list({ limit: 1, offset: 0 })).map((file) => file.name)).toEqual([stored.name])
    expect(await admin.media.list({ limit: 1, offset: 1, newestFirst: true })).toEqual([])

    await coverage.call('admin', 'media.remove', () =>
      admin.media.remove(
        stored.name,
        variants.map((variant) => variant.file),
      ),
    )
    expect(await project().db`select name from storage.objects where bucket_id = 'media'`).toEqual([])
    expect((await fetch(url)).ok).toBe(false)
  })

  it('images stored before are prepared once with the service-role key (npm run media:strip)', async () => {
    const admin = c.admin()
    const legacy = await admin.media.upload(await photoFile('old.jpg', { width: 400, height: 300 }))
    const prepare = (file: File) => prepareImage(file, { maxPixels: DEFAULT_MEDIA_MAX_PIXELS })
    const first = await coverage.call('service', 'backend.prepareStoredImages', () => c.backend.prepareStoredImages(MANIFEST_FILE, prepare))
    expect(first).toEqual({ prepared: [legacy.name], refused: [] })
    const served = Buffer.from(await (await fetch(admin.media.publicUrl(legacy.name))).arrayBuffer())
    expect(served.toString('latin1')).not.toContain(PHOTO_EXIF.serial)
    expect((await sharp(served).metadata()).exif).toBeUndefined()
    const names = await project().db`select name from storage.objects where name like ${`variants/${legacy.name}/%`}`
    expect(names.map((row) => row.name)).toContain(`variants/${legacy.name}/${MANIFEST_FILE}`)
    expect(await c.backend.prepareStoredImages(MANIFEST_FILE, prepare)).toEqual({ prepared: [], refused: [] })
    const manifest = await new Response((await c.backend.readMediaVariant(legacy.name, MANIFEST_FILE))!.body).json()
    await admin.media.remove(legacy.name, manifestFiles(manifest))
    expect(await project().db`select name from storage.objects where bucket_id = 'media'`).toEqual([])
  })

  it('only admins may write or delete them: the storage policies refuse a visitor and a member', async () => {
    const admin = c.admin()
    const stored = await admin.media.upload(new File([new Uint8Array([137, 80, 78, 71])], 'kept.png', { type: 'image/png' }), variants)
    const exp = Math.floor(Date.now() / 1000) + 600
    const tokens = {
      anon: signJwt({ role: 'anon', exp }),
      member: signJwt({ role: 'authenticated', sub: c.memberId, exp }),
    }
    for (const [who, token] of Object.entries(tokens)) {
      const planted = await uploadAs(token, `variants/${stored.name}/640.webp`)
      expect([who, planted.status, (await planted.json()).message]).toEqual([who, 400, 'new row violates row-level security policy'])
      // Deleting finds nothing to delete (row-level security hides the rows).
      const removed = await c[who as 'anon' | 'member']()
        .media.remove(stored.name, ['320.webp'])
        .catch((error: { code: string }) => error.code)
      expect(removed).toBe(who === 'anon' ? 'not_authenticated' : 'not_found')
    }
    const names = await project().db`select name from storage.objects where bucket_id = 'media' order by name`
    expect(names).toHaveLength(3)
    await admin.media.remove(stored.name, ['320.webp', 'manifest.json'])
  })
})

const enquiry = (key: string, hash: string | null = 'enquiry-client'): EnquiryInput => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  company: 'Analytical Engines',
  message: 'We would like a new website, please.',
  project_type: 'website',
  budget: '10k-50k',
  timeline: '1-3-months',
  idempotency_key: key,
  client_hash: hash,
  source_page: '/get-started',
})

describe('enquiries', () => {
  it.each(['anon', 'member'] as const)(
    '%s submits through submit_enquiry: rate limit per client, a repeat stores one row',
    async (role) => {
      const rb = c[role]()
      const limit = { max: 2, windowSeconds: 600 }
      const hash = `client-${role}`
      const submit = (key: string) => coverage.call(role, 'enquiries.submit', () => rb.enquiries.submit(enquiry(key, hash), limit))
      expect(await submit(`${role}-key-0001`)).toEqual({ outcome: 'created' })
      expect(await submit(`${role}-key-0001`)).toEqual({ outcome: 'repeat' })
      expect(await submit(`${role}-key-0002`)).toEqual({ outcome: 'created' })
      expect(await submit(`${role}-key-0003`)).toEqual({ outcome: 'rate_limited' })
      expect(await submit(`${role}-key-0001`)).toEqual({ outcome: 'repeat' })
      const rows = await project()
        .db`select idempotency_key, handled_at, notified_at from public.enquiries where client_hash = ${hash} order by id`
      expect(rows).toEqual([
        { idempotency_key: `${role}-key-0001`, handled_at: null, notified_at: null },
        { idempotency_key: `${role}-key-0002`, handled_at: null, notified_at: null },
      ])
      // Bad input is the database's refusal, not a half-written row.
      await expect(
        coverage.call(role, 'enquiries.submit', () => rb.enquiries.submit(enquiry(`${role}-key-0004`, null), limit)),
      ).rejects.toMatchObject({
        code: 'invalid',
      })
    },
  )

  it('the admin lists newest first, marks handled and deletes; others see nothing and change nothing', async () => {
    const admin = c.admin()
    const page = await coverage.call('admin', 'enquiries.list', () => admin.enquiries.list({ pageSize: 3 }))
    expect(page.total).toBe(4)
    expect(page.items).toHaveLength(3)
    expect(page.items[0]).toMatchObject({ idempotency_key: 'member-key-0002', source_page: '/get-started', handled_at: null })
    expect(await coverage.call('admin', 'enquiries.list', () => admin.enquiries.list({ page: 9, pageSize: 3 }))).toMatchObject({
      items: [],
      total: 4,
    })
    const id = page.items[0].id
    await coverage.call('admin', 'enquiries.setHandled', () => admin.enquiries.setHandled(id, true))
    expect((await admin.enquiries.list()).items.find((e) => e.id === id)?.handled_at).toEqual(expect.any(String))
    await coverage.call('admin', 'enquiries.setHandled', () => admin.enquiries.setHandled(id, false))

    for (const role of ['anon', 'member'] as const) {
      const rb = c[role]()
      if (role === 'anon') {
        await expect(coverage.call(role, 'enquiries.list', () => rb.enquiries.list())).rejects.toMatchObject({ code: 'not_authenticated' })
      } else {
        expect(await coverage.call(role, 'enquiries.list', () => rb.enquiries.list())).toMatchObject({ items: [], total: 0 })
      }
      const hidden = role === 'anon' ? 'not_authenticated' : 'not_found'
      await expect(coverage.call(role, 'enquiries.setHandled', () => rb.enquiries.setHandled(id, true))).rejects.toMatchObject({
        code: hidden,
      })
      await expect(coverage.call(role, 'enquiries.remove', () => rb.enquiries.remove(id))).rejects.toMatchObject({ code: hidden })
    }
    await coverage.call('admin', 'enquiries.remove', () => admin.enquiries.remove(id))
    await expect(coverage.call('admin', 'enquiries.remove', () => admin.enquiries.remove(id))).rejects.toMatchObject({ code: 'not_found' })
    await expect(coverage.call('admin', 'enquiries.setHandled', () => admin.enquiries.setHandled(id, true))).rejects.toMatchObject({
      code: 'not_found',
    })
  })

  it('the outbox (service role) leases due e-mails once and records the outcome', async () => {
    const outbox = c.backend.enquiryOutbox!
    const claimed = await coverage.call('service', 'enquiryOutbox.claim', () =>
      outbox.claim({ limit: 10, leaseSeconds: 300, maxAttempts: 5 }),
    )
    expect(claimed.map((e) => e.idempotency_key).sort()).toEqual(['anon-key-0001', 'anon-key-0002', 'member-key-0001'])
    expect(claimed[0]).toMatchObject({ notify_attempts: 1, source_page: '/get-started' })
    expect(claimed[0]).not.toHaveProperty('notify_after')
    // Leased: a second sender gets nothing.
    expect(
      await coverage.call('service', 'enquiryOutbox.claim', () => outbox.claim({ limit: 10, leaseSeconds: 300, maxAttempts: 5 })),
    ).toEqual([])
    await coverage.call('service', 'enquiryOutbox.record', () => outbox.record(claimed[0].id, { error: null, retryAt: null }))
    await coverage.call('service', 'enquiryOutbox.record', () => outbox.record(claimed[1].id, { error: 'SMTP down', retryAt: new Date(0) }))
    const rows = await project()
      .db`select id, notified_at is not null as sent, notify_error from public.enquiries where id in ${project().db([claimed[0].id, claimed[1].id])} order by id`
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: claimed[0].id, sent: true, notify_error: null },
        { id: claimed[1].id, sent: false, notify_error: 'SMTP down' },
      ]),
    )
    // Due again (retry time passed): claimed a second time.
    expect((await outbox.claim({ limit: 10, leaseSeconds: 300, maxAttempts: 5 })).map((e) => e.id)).toEqual([claimed[1].id])
  })
})

describe('sessions (the Auth fake: real JWTs that PostgREST checks, sessions in auth.sessions)', () => {
  it('who is who: getUser, isAdmin and sessionKey for each role', async () => {
    for (const role of ['anon', 'member', 'admin'] as const) {
      const rb = c[role]()
      const user = await coverage.call(role, 'getUser', () => rb.getUser())
      expect(user?.id ?? null).toBe(role === 'anon' ? null : role === 'admin' ? c.adminId : c.memberId)
      expect(await coverage.call(role, 'isAdmin', () => rb.isAdmin())).toBe(role === 'admin')
      const key = await coverage.call(role, 'sessionKey', () => rb.sessionKey())
      expect(key === null).toBe(role === 'anon')
    }
  })

  it('sign-in: wrong passwords are counted per e-mail and client (begin_sign_in), the code step clears them (finish_sign_in), 5 lock the account', async () => {
    const { passSecondFactor } = await import('./roles')
    const attempt = (password: string, client: string) =>
      coverage.call('anon', 'signInWithPassword', () => c.anon().signInWithPassword(ADMIN.email, password, client))
    const counted = async (client: string) =>
      (await project().db`select count(*)::int as n from public.sign_in_attempts where client_hash = ${client}`)[0].n
    for (let i = 0; i < 3; i++) expect(await attempt('Wrong#Passw0rd', 'client-typo')).toMatchObject({ code: 'invalid_credentials' })
    const login = c.anon()
    expect(await login.signInWithPassword(ADMIN.email, ADMIN.password, 'client-typo')).toMatchObject({ ok: true })
    expect(await counted('client-typo')).toBe(4) // a password alone clears nothing for an admin with a factor
    await passSecondFactor(login, 'client-typo')
    expect(await counted('client-typo')).toBe(0)

    for (let i = 0; i < 5; i++) expect(await attempt('Wrong#Passw0rd', 'client-attacker')).toMatchObject({ code: 'invalid_credentials' })
    const tokensBefore = project().auth.stats.tokenRequests
    expect(await attempt(ADMIN.password, 'client-attacker')).toMatchObject({ ok: false, code: 'rate_limited' })
    // The account is locked from any address: the right password is answered as a wrong one.
    expect(await attempt(ADMIN.password, 'client-admin')).toEqual({
      ok: false,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    expect(project().auth.stats.tokenRequests).toBe(tokensBefore) // Auth was not asked
    await project().db`delete from public.account_locks`
    await project().db`delete from public.sign_in_attempts`
    expect(await attempt(ADMIN.password, 'client-admin')).toMatchObject({ ok: true })
  })

  it('sign-out revokes every session of the user on the server: the old cookie reads as a visitor', async () => {
    const { signIn, MEMBER } = await import('./roles')
    const cookie = await signIn(c.backend, MEMBER, 'client-signout')
    const other = await signIn(c.backend, MEMBER, 'client-signout-2')
    const { pageRequest } = await import('../fixtures/cookie-jar')
    const rb = c.backend.forRequest(pageRequest(cookie))
    expect(await rb.getUser()).toMatchObject({ id: c.memberId })
    await coverage.call('member', 'signOut', () => rb.signOut())
    expect(rb.headers.getSetCookie().some((line) => /Max-Age=0/.test(line))).toBe(true)
    // A fresh backend (no shared verification): both of the member's sessions are gone.
    const fresh = (await import('~/backend/supabase/adapter.server')).createSupabaseBackend(project().config)
    expect(await fresh.forRequest(pageRequest(cookie)).getUser()).toBeNull()
    expect(await fresh.forRequest(pageRequest(other)).getUser()).toBeNull()
    const adminSession = await signIn(c.backend, ADMIN, 'client-signout-admin')
    const adminRb = fresh.forRequest(pageRequest(adminSession))
    await coverage.call('admin', 'signOut', () => adminRb.signOut())
  })
})

describe('the server side: health, admin creation with the service key', () => {
  it('health asks Auth with the anon key', async () => {
    expect(await coverage.call('anon', 'backend.health', () => c.backend.health())).toEqual({ kind: 'supabase', ok: true })
    expect(await coverage.call('anon', 'backend.readMedia', () => c.backend.readMedia('1-a.png'))).toBeNull()
  })

  it('ensureUser creates a confirmed user and lists it in admin_users; again, it finds it and re-passwords it', async () => {
    const email = 'new.admin@arclight.test'
    const first = await coverage.call('service', 'backend.ensureUser', () =>
      c.backend.ensureUser({ email: ` New.Admin@Arclight.test `, password: 'Fr3sh!Passw0rd' }),
    )
    expect(first.created).toBe(true)
    expect(
      await project().db`select email, email_confirmed_at is not null as confirmed from auth.users where id = ${first.userId}`,
    ).toEqual([{ email, confirmed: true }])
    expect(await project().db`select id from public.admin_users where id = ${first.userId}`).toEqual([{ id: first.userId }])
    const again = await coverage.call('service', 'backend.ensureUser', () =>
      c.backend.ensureUser({ email, password: 'S3cond!Passw0rd', updatePassword: true }),
    )
    expect(again).toEqual({ userId: first.userId, created: false })
    const { signIn } = await import('./roles')
    await signIn(c.backend, { email, password: 'S3cond!Passw0rd' }, 'client-new-admin')
    await expect(
      coverage.call('service', 'backend.ensureUser', () => c.backend.ensureUser({ email, password: 'weak' })),
    ).rejects.toMatchObject({
      code: 'invalid',
    })
  })

  it('the anon key in place of the service key is refused by Auth and by the database', async () => {
    const { createSupabaseBackend } = await import('~/backend/supabase/adapter.server')
    const wrong = createSupabaseBackend({ ...project().config, serviceRoleKey: project().anonKey })
    await expect(wrong.ensureUser({ email: 'x@arclight.test', password: 'Fr3sh!Passw0rd' })).rejects.toMatchObject({
      code: 'not_authenticated',
    })
    await expect(wrong.enquiryOutbox!.claim({ limit: 1, leaseSeconds: 1, maxAttempts: 1 })).rejects.toMatchObject({
      code: 'not_authenticated',
    })
  })
})

describe('coverage', () => {
  it('every adapter function ran as every role that may call it', () => {
    expect(coverage.missing(EXPECTED)).toEqual([])
  })
})
