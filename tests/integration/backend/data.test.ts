// The data APIs of the port, through the embedded adapter, as anon, a non-admin and an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BackendError, type EnquiryInput, type PostWrite, type RequestBackend } from '~/backend/types'
import { ADMIN, MEMBER, request, signedIn, testBackend } from './helpers'

let backend: Awaited<ReturnType<typeof testBackend>>
let asAdmin: () => RequestBackend
let asMember: () => RequestBackend
const asAnon = () => backend.forRequest(request())
let adminId: string

beforeAll(async () => {
  backend = await testBackend()
  adminId = (await backend.ensureUser({ ...ADMIN, admin: true })).userId
  await backend.ensureUser({ ...MEMBER, admin: false })
  asAdmin = (await signedIn(backend, ADMIN)).as
  asMember = (await signedIn(backend, MEMBER)).as
})
afterAll(() => backend.close())

const post = (slug: string, over: Partial<PostWrite> = {}): PostWrite => ({
  title: `Post ${slug}`,
  slug,
  content: 'Body',
  excerpt: 'Short',
  image_url: null,
  status: 'published',
  published_at: new Date().toISOString(),
  author_id: adminId,
  ...over,
})

describe('posts and categories', () => {
  it('categories are listed by name for everyone', async () => {
    const names = (await asAnon().categories.list()).map((c) => c.name)
    expect(names).toEqual(['Artificial Intelligence', 'Cloud Computing', 'Cybersecurity'])
  })

  it('an admin creates, reads, updates, searches and deletes posts', async () => {
    const api = asAdmin()
    const [ai] = await api.categories.list()
    const created = await api.posts.create(post('first', { category_id: ai.id }))
    expect(created).toMatchObject({ id: expect.any(Number), slug: 'first', author_id: adminId, status: 'published' })
    expect(typeof created.created_at).toBe('string')
    expect(await api.posts.get(created.id)).toMatchObject({ category: { id: ai.id, name: 'Artificial Intelligence' } })

    const updated = await api.posts.update(created.id, post('first', { title: 'Renamed 50%', status: 'draft', published_at: null }))
    expect(updated).toMatchObject({ title: 'Renamed 50%', status: 'draft', published_at: null, category_id: null })
    await api.posts.create(post('second'))
    const search = await api.posts.list({ search: '50%' })
    expect(search.items.map((p) => p.slug)).toEqual(['first'])
    const all = await api.posts.list({ pageSize: 1, page: 2 })
    expect(all).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ slug: 'first' }] }) // newest first

    await expect(api.posts.create(post('second'))).rejects.toMatchObject({ code: 'conflict' })
    await api.posts.remove(created.id)
    expect(await api.posts.get(created.id)).toBeNull()
    await expect(api.posts.remove(created.id)).rejects.toMatchObject({ code: 'not_found' })
  })

  it('visitors and non-admins read only published posts, filtered by category', async () => {
    const admin = asAdmin()
    const [, cloud] = await admin.categories.list()
    await admin.posts.create(post('cloud-one', { category_id: cloud.id, published_at: '2024-01-01T00:00:00.000Z' }))
    await admin.posts.create(post('cloud-two', { category_id: cloud.id, published_at: '2024-02-01T00:00:00.000Z' }))
    await admin.posts.create(post('hidden', { status: 'draft', published_at: null, category_id: cloud.id }))
    for (const api of [asAnon(), asMember()]) {
      const page = await api.posts.listPublished({ categorySlug: 'cloud-computing' })
      expect(page.items.map((p) => p.slug)).toEqual(['cloud-two', 'cloud-one'])
      expect(page.items[0].category).toEqual({ id: cloud.id, name: 'Cloud Computing', slug: 'cloud-computing' })
      expect(await api.posts.getBySlug('hidden')).toBeNull()
      expect(await api.posts.getBySlug('cloud-one')).toMatchObject({ title: 'Post cloud-one' })
      expect((await api.posts.list()).items.every((p) => p.status === 'published')).toBe(true)
    }
    expect(await admin.posts.getBySlug('hidden')).toMatchObject({ status: 'draft' })
    expect((await asAnon().posts.listPublished({ pageSize: 100 })).items.some((p) => p.slug === 'hidden')).toBe(false)
  })

  it('a changed slug is remembered: the old one names the post now, as visible as the post, until another post takes it', async () => {
    const admin = asAdmin()
    const moving = await admin.posts.create(post('moving-one'))
    await admin.posts.update(moving.id, post('moving-two'))
    await admin.posts.update(moving.id, post('moving-three'))
    for (const api of [asAnon(), asMember(), admin]) {
      expect(await api.posts.slugNow('moving-one')).toBe('moving-three') // straight to the address now
      expect(await api.posts.slugNow('moving-two')).toBe('moving-three')
      expect(await api.posts.slugNow('moving-three')).toBeNull() // its own slug is no former one
      expect(await api.posts.slugNow('never-was')).toBeNull()
    }
    // A draft's former slugs are the admins' only.
    await admin.posts.update(moving.id, post('moving-three', { status: 'draft', published_at: null }))
    for (const api of [asAnon(), asMember()]) expect(await api.posts.slugNow('moving-one')).toBeNull()
    expect(await admin.posts.slugNow('moving-one')).toBe('moving-three')
    // Back to an old slug: it is the post's address again, not a former one.
    await admin.posts.update(moving.id, post('moving-one'))
    expect(await asAnon().posts.slugNow('moving-one')).toBeNull()
    expect(await asAnon().posts.slugNow('moving-three')).toBe('moving-one')
    // Another post taking a former slug wins it; deleting the post forgets the rest.
    const other = await admin.posts.create(post('moving-two'))
    expect(await asAnon().posts.slugNow('moving-two')).toBeNull()
    await admin.posts.remove(moving.id)
    expect(await asAnon().posts.slugNow('moving-three')).toBeNull()
    await admin.posts.remove(other.id)
  })

  it('non-admins cannot write posts', async () => {
    for (const api of [asAnon(), asMember()]) {
      await expect(api.posts.create(post(`x-${Math.random().toString(36).slice(2)}`))).rejects.toBeInstanceOf(BackendError)
      await expect(api.posts.create(post('y'))).rejects.toMatchObject({ code: 'forbidden' })
      const [published] = (await api.posts.listPublished()).items
      await expect(api.posts.update(published.id, post(published.slug))).rejects.toMatchObject({
        code: expect.stringMatching(/not_found|forbidden/),
      })
      await expect(api.posts.remove(published.id)).rejects.toMatchObject({ code: expect.stringMatching(/not_found|forbidden/) })
    }
  })
})

describe('clients', () => {
  it('admins manage them; everyone reads them by name', async () => {
    const api = asAdmin()
    const zed = await api.clients.create({ name: 'Zed Corp', logo_url: null })
    const acme = await api.clients.create({ name: 'Acme', logo_url: '/media/1-acme.png' })
    expect((await asAnon().clients.list()).map((c) => c.name)).toEqual(['Acme', 'Zed Corp'])
    expect(await api.clients.update(zed.id, { name: 'Zed Ltd', logo_url: null })).toMatchObject({ name: 'Zed Ltd' })
    expect(await api.clients.get(acme.id)).toMatchObject({ logo_url: '/media/1-acme.png' })
    await expect(asMember().clients.create({ name: 'Nope', logo_url: null })).rejects.toMatchObject({ code: 'forbidden' })
    await expect(asMember().clients.remove(acme.id)).rejects.toMatchObject({ code: 'not_found' })
    await api.clients.remove(acme.id)
    expect((await api.clients.list()).map((c) => c.name)).toEqual(['Zed Ltd'])
  })
})

describe('media', () => {
  it('an admin uploads, lists, reads and removes files; others cannot', async () => {
    const api = asAdmin()
    const before = Date.now()
    const stored = await api.media.upload(new File(['<svg/>'], 'My Logo (final).svg', { type: 'image/svg+xml' }))
    expect(stored.name).toMatch(/^\d{13}-My-Logo-final\.svg$/)
    expect(Number(stored.name.split('-')[0])).toBeGreaterThanOrEqual(before)
    expect(stored.metadata).toEqual({ mimetype: 'image/svg+xml', size: 6 })
    await api.media.upload(new File(['a'], 'a.txt', { type: 'text/plain' }))

    const list = await api.media.list()
    expect(list.map((f) => f.name)).toEqual([...list.map((f) => f.name)].sort())
    expect(list).toHaveLength(2)
    expect(await api.media.list({ limit: 1, offset: 1 })).toHaveLength(1)
    // Newest first (the post form's picker): names start with their upload time.
    expect((await api.media.list({ newestFirst: true })).map((f) => f.name)).toEqual(list.map((f) => f.name).reverse())
    expect(api.media.publicUrl(stored.name)).toBe(`/media/${stored.name}`)

    const blob = await backend.readMedia(stored.name)
    expect(blob).toMatchObject({ mimetype: 'image/svg+xml', size: 6 })
    expect(await new Response(blob!.body).text()).toBe('<svg/>')
    expect(await backend.readMedia('../secret')).toBeNull()

    for (const other of [asAnon(), asMember()]) {
      expect(await other.media.list()).toEqual([])
      await expect(other.media.upload(new File(['x'], 'x.png'))).rejects.toMatchObject({ code: 'forbidden' })
      await expect(other.media.remove(stored.name)).rejects.toMatchObject({ code: 'not_found' })
    }
    await expect(api.media.remove('../../etc/passwd')).rejects.toMatchObject({ code: 'invalid' })
    await api.media.remove(stored.name)
    expect(await backend.readMedia(stored.name)).toBeNull()
    expect((await api.media.list()).map((f) => f.name)).not.toContain(stored.name)
  })
})

describe('enquiries', () => {
  const enquiry = (key: string): EnquiryInput => ({
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: null,
    company: 'Acme',
    message: 'We need help with a cloud migration project.',
    project_type: 'consulting',
    budget: '10k-50k',
    timeline: '1-3-months',
    idempotency_key: key,
    client_hash: 'hash-a',
  })

  it('anyone submits; the same idempotency key from the same client stores one row', async () => {
    const limit = { max: 5, windowSeconds: 600 }
    expect(await asAnon().enquiries.submit(enquiry('key-000001'), limit)).toEqual({ outcome: 'created' })
    expect(await asAnon().enquiries.submit(enquiry('key-000001'), limit)).toEqual({ outcome: 'repeat' })
    expect(await asMember().enquiries.submit(enquiry('key-000002'), limit)).toEqual({ outcome: 'created' })
    await expect(asAnon().enquiries.submit({ ...enquiry('key-000003'), message: 'short' }, limit)).rejects.toMatchObject({
      code: 'invalid',
    })
  })

  it('only admins list, mark handled and delete them', async () => {
    expect(
      (
        await asAnon()
          .enquiries.list()
          .catch((e) => e)
      ).code,
    ).toBe('forbidden')
    expect(await asMember().enquiries.list()).toMatchObject({ total: 0, items: [] })
    const api = asAdmin()
    const page = await api.enquiries.list({ pageSize: 10 })
    expect(page.total).toBe(2)
    // The key makes the reference staff see (ENQ-…), as on the Supabase adapter.
    expect(page.items[0]).toHaveProperty('idempotency_key')
    const [newest] = page.items
    expect(newest.handled_at).toBeNull()
    await expect(asMember().enquiries.setHandled(newest.id, true)).rejects.toMatchObject({ code: 'not_found' })
    await api.enquiries.setHandled(newest.id, true)
    expect((await api.enquiries.list()).items[0].handled_at).toEqual(expect.any(String))
    await api.enquiries.setHandled(newest.id, false)
    await api.enquiries.remove(newest.id)
    expect((await api.enquiries.list()).total).toBe(1)
  })
})
