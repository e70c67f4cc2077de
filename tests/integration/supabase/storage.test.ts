import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import type { RequestBackend } from '~/backend/types'
import { ANON_KEY, SUPABASE_URL, config, dataRequests, pageRequest, resetFake, server, signedInCookie } from './fake-supabase'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetFake())
afterAll(() => server.close())

const backend = createSupabaseBackend(config)
let admin: RequestBackend
let token: string
beforeEach(() => {
  const signedIn = signedInCookie()
  token = signedIn.token
  admin = backend.forRequest(pageRequest(signedIn.cookie, '/admin/media'))
})

const stored = {
  name: '1736000000000-logo.png',
  id: '0b8f3f8e-4d1c-4d55-9a35-6a0f9b8e0c11',
  created_at: '2025-01-04T14:13:20Z',
  updated_at: '2025-01-04T14:13:20Z',
  metadata: { mimetype: 'image/png', size: 2048, cacheControl: 'max-age=3600' },
}

describe('storage bucket media', () => {
  it('list: POST /storage/v1/object/list/media with the default body, folders left out', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/list/media`, () =>
        HttpResponse.json([stored, { name: 'folder', id: null, metadata: null }, { ...stored, name: '.emptyFolderPlaceholder' }]),
      ),
    )
    expect(await admin.media.list()).toEqual([
      { name: stored.name, id: stored.id, created_at: stored.created_at, metadata: { mimetype: 'image/png', size: 2048 } },
    ])
    const [request] = await dataRequests()
    expect(request.method).toBe('POST')
    expect(request.body).toBe('{"limit":100,"offset":0,"sortBy":{"column":"name","order":"asc"},"prefix":""}')
    expect(request.headers.get('apikey')).toBe(ANON_KEY)
    expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`)
  })

  it('list, newest first (the admin media page, the post form picker): the name descending, from the offset', async () => {
    server.use(http.post(`${SUPABASE_URL}/storage/v1/object/list/media`, () => HttpResponse.json([stored])))
    await admin.media.list({ limit: 101, offset: 100, newestFirst: true })
    // A page past the first asks first whether Storage lists the folder of variants first.
    const requests = await dataRequests()
    expect(requests.map((request) => request.body)).toEqual([
      '{"limit":1,"offset":0,"sortBy":{"column":"name","order":"desc"},"prefix":""}',
      '{"limit":101,"offset":100,"sortBy":{"column":"name","order":"desc"},"prefix":""}',
    ])
  })

  it('list: the folder of variants, listed first by Storage, takes no file’s place', async () => {
    const folder = { name: 'variants', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }
    const older = { ...stored, name: '1735000000000-old.png' }
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/list/media`, async ({ request }) => {
        const { limit, offset } = (await request.json()) as { limit: number; offset: number }
        return HttpResponse.json([folder, stored, older].slice(offset, offset + limit))
      }),
    )
    expect((await admin.media.list({ limit: 1, newestFirst: true })).map((file) => file.name)).toEqual([stored.name])
    expect((await admin.media.list({ limit: 1, offset: 1, newestFirst: true })).map((file) => file.name)).toEqual([older.name])
    expect((await admin.media.list({ limit: 2 })).map((file) => file.name)).toEqual([stored.name, older.name])
  })

  it('upload: POST /storage/v1/object/media/<Date.now()>-<safe name>, multipart, no upsert', async () => {
    await admin.getUser() // verified before the clock is pinned (the activity stamp uses the real time)
    vi.spyOn(Date, 'now').mockReturnValue(1736000000000)
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/media/:name`, () =>
        HttpResponse.json({ Id: stored.id, Key: 'media/1736000000000-Team-photo-2025.png' }),
      ),
    )
    const file = new File([new Uint8Array(16)], 'Team photo (2025).png', { type: 'image/png' })
    const result = await admin.media.upload(file)
    vi.restoreAllMocks()
    expect(result).toMatchObject({
      name: '1736000000000-Team-photo-2025.png',
      id: stored.id,
      metadata: { mimetype: 'image/png', size: 16 },
    })
    const [request] = await dataRequests()
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/storage/v1/object/media/1736000000000-Team-photo-2025.png')
    expect(request.headers.get('x-upsert')).toBe('false')
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`)
  })

  it('remove: DELETE /storage/v1/object/media with {"prefixes":[name]}', async () => {
    server.use(http.delete(`${SUPABASE_URL}/storage/v1/object/media`, () => HttpResponse.json([stored])))
    await admin.media.remove(stored.name)
    const [request] = await dataRequests()
    expect(request.method).toBe('DELETE')
    expect(JSON.parse(request.body)).toEqual({ prefixes: [stored.name] })

    server.use(http.delete(`${SUPABASE_URL}/storage/v1/object/media`, () => HttpResponse.json([])))
    await expect(admin.media.remove('1-gone.png')).rejects.toMatchObject({ code: 'not_found' })
    await expect(admin.media.remove('../secrets')).rejects.toMatchObject({ code: 'invalid' })
  })

  it('getPublicUrl: no request', async () => {
    expect(admin.media.publicUrl(stored.name)).toBe(`${SUPABASE_URL}/storage/v1/object/public/media/${stored.name}`)
    expect(await dataRequests()).toEqual([])
  })

  it('maps storage errors: RLS (403 under HTTP 400), duplicates, network', async () => {
    const list = `${SUPABASE_URL}/storage/v1/object/list/media`
    server.use(
      http.post(list, () =>
        HttpResponse.json(
          { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
          { status: 400 },
        ),
      ),
    )
    await expect(admin.media.list()).rejects.toMatchObject({ code: 'forbidden' })
    server.use(http.post(list, () => HttpResponse.error()))
    await expect(admin.media.list()).rejects.toMatchObject({ code: 'unavailable' })
    server.use(http.post(list, () => new HttpResponse('Service Unavailable', { status: 503 })))
    await expect(admin.media.list()).rejects.toMatchObject({ code: 'unavailable' })
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/media/:name`, () =>
        HttpResponse.json({ statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }, { status: 409 }),
      ),
    )
    await expect(admin.media.upload(new File(['x'], 'a.txt', { type: 'text/plain' }))).rejects.toMatchObject({ code: 'conflict' })
  })

  it('uploads and removals need a session', async () => {
    const visitor = backend.forRequest(pageRequest())
    await expect(visitor.media.upload(new File(['x'], 'a.txt'))).rejects.toMatchObject({ code: 'not_authenticated' })
    await expect(visitor.media.remove('1-a.txt')).rejects.toMatchObject({ code: 'not_authenticated' })
    expect(await dataRequests()).toEqual([])
  })
})
