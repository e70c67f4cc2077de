import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import { ANON_KEY, SERVICE_KEY, SUPABASE_URL, USER, config, recorded, resetFake, server, userBody } from './fake-supabase'
import { rpcDatabase } from './fake-rpc'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetFake())
afterAll(() => server.close())

const adminUsers = () => http.post(`${SUPABASE_URL}/rest/v1/admin_users`, () => new HttpResponse(null, { status: 201 }))

describe('ensureUser with the service-role key', () => {
  it('creates a confirmed user, then lists it in admin_users (upsert, ignoring duplicates)', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/admin/users`, () => HttpResponse.json(userBody())),
      adminUsers(),
    )
    const result = await createSupabaseBackend(config).ensureUser({ email: ' Admin@Arclight.test ', password: USER.password })
    expect(result).toEqual({ userId: USER.id, created: true })
    const [create, upsert] = await recorded()
    expect(create.method).toBe('POST')
    expect(JSON.parse(create.body)).toEqual({ email: USER.email, password: USER.password, email_confirm: true })
    expect(create.headers.get('apikey')).toBe(SERVICE_KEY)
    expect(create.headers.get('Authorization')).toBe(`Bearer ${SERVICE_KEY}`)
    expect(upsert.query.get('on_conflict')).toBe('id')
    expect(upsert.headers.get('Prefer')).toContain('resolution=ignore-duplicates')
    expect(upsert.headers.get('Authorization')).toBe(`Bearer ${SERVICE_KEY}`)
    expect(JSON.parse(upsert.body)).toEqual({ id: USER.id })
  })

  it('finds an existing user by e-mail and updates the password only when asked', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/admin/users`, () =>
        HttpResponse.json(
          { code: 422, error_code: 'email_exists', msg: 'A user with this email address has already been registered' },
          { status: 422 },
        ),
      ),
      http.get(`${SUPABASE_URL}/auth/v1/admin/users`, () =>
        HttpResponse.json({ users: [userBody('00000000-0000-4000-8000-000000000001', 'other@arclight.test'), userBody()] }),
      ),
      http.put(`${SUPABASE_URL}/auth/v1/admin/users/:id`, () => HttpResponse.json(userBody())),
      adminUsers(),
    )
    const backend = createSupabaseBackend(config)
    expect(await backend.ensureUser({ email: USER.email, password: 'N3w!Password', updatePassword: true, admin: false })).toEqual({
      userId: USER.id,
      created: false,
    })
    const requests = await recorded()
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /auth/v1/admin/users',
      'GET /auth/v1/admin/users',
      `PUT /auth/v1/admin/users/${USER.id}`,
    ])
    expect(JSON.parse(requests[2].body)).toEqual({ password: 'N3w!Password' })
  })

  it('enforces the password rule before any request', async () => {
    await expect(createSupabaseBackend(config).ensureUser({ email: USER.email, password: 'password' })).rejects.toMatchObject({
      code: 'invalid',
      message: 'Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters',
    })
    expect(await recorded()).toEqual([])
  })

  it('says clearly that SUPABASE_SERVICE_ROLE_KEY is missing', async () => {
    const backend = createSupabaseBackend({ ...config, serviceRoleKey: undefined })
    await expect(backend.ensureUser({ email: USER.email, password: USER.password })).rejects.toThrow(
      /SUPABASE_SERVICE_ROLE_KEY is required/,
    )
    expect(await recorded()).toEqual([])
  })

  it("reports Supabase Auth's own refusal (a weak password) with its message", async () => {
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/admin/users`, () =>
        HttpResponse.json(
          {
            code: 422,
            error_code: 'weak_password',
            msg: 'Password should be at least 12 characters.',
            weak_password: { reasons: ['length'] },
          },
          { status: 422 },
        ),
      ),
    )
    await expect(createSupabaseBackend(config).ensureUser({ email: USER.email, password: 'Sh0rt!pw' })).rejects.toMatchObject({
      message: 'Password should be at least 12 characters.',
    })
  })
})

// Issue 15, finding 1: on a project without automatic grants the service role could not write
// admin_users. Here the upsert runs on our migrations (fake-rpc.ts), with the real grants.
describe('ensureUser against the real grants', () => {
  it('lists the new user in admin_users with the service-role key', async () => {
    const db = await rpcDatabase()
    const id = crypto.randomUUID()
    await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, $2, 'x')`, [id, `grant-${id}@arclight.test`])
    server.use(http.post(`${SUPABASE_URL}/auth/v1/admin/users`, () => HttpResponse.json(userBody(id, `grant-${id}@arclight.test`))))
    expect(await createSupabaseBackend(config).ensureUser({ email: `grant-${id}@arclight.test`, password: USER.password })).toEqual({
      userId: id,
      created: true,
    })
    expect((await db.query('select id from public.admin_users where id = $1', [id])).rows).toEqual([{ id }])
    // Run again: the existing row is left as it is (ON CONFLICT DO NOTHING needs no UPDATE right).
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/admin/users`, () =>
        HttpResponse.json({ code: 422, error_code: 'email_exists', msg: 'already registered' }, { status: 422 }),
      ),
      http.get(`${SUPABASE_URL}/auth/v1/admin/users`, () => HttpResponse.json({ users: [userBody(id, `grant-${id}@arclight.test`)] })),
    )
    expect(await createSupabaseBackend(config).ensureUser({ email: `grant-${id}@arclight.test`, password: USER.password })).toMatchObject({
      created: false,
    })
  })

  it('the anon key cannot list anyone as an admin', async () => {
    const db = await rpcDatabase()
    const id = crypto.randomUUID()
    await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, $2, 'x')`, [id, `anon-${id}@arclight.test`])
    server.use(http.post(`${SUPABASE_URL}/auth/v1/admin/users`, () => HttpResponse.json(userBody(id, `anon-${id}@arclight.test`))))
    const withAnonAsService = createSupabaseBackend({ ...config, serviceRoleKey: ANON_KEY })
    await expect(withAnonAsService.ensureUser({ email: `anon-${id}@arclight.test`, password: USER.password })).rejects.toMatchObject({
      code: expect.stringMatching(/forbidden|not_authenticated/),
    })
    expect((await db.query('select id from public.admin_users where id = $1', [id])).rows).toEqual([])
  })

  it('reports a rejected service key', async () => {
    server.use(http.post(`${SUPABASE_URL}/auth/v1/admin/users`, () => HttpResponse.json({ msg: 'Invalid API key' }, { status: 401 })))
    await expect(createSupabaseBackend(config).ensureUser({ email: 'a@b.co', password: USER.password })).rejects.toMatchObject({
      code: 'not_authenticated',
    })
  })
})

describe('enquiry outbox (service role)', () => {
  it('claims through the RPC and keeps only the port fields; records outcomes', async () => {
    const row = {
      id: 5,
      name: 'Ada',
      email: 'ada@example.com',
      phone: null,
      company: 'AE',
      message: 'Hello there, engines.',
      project_type: 'website',
      budget: '10k-50k',
      timeline: 'immediate',
      idempotency_key: 'secret-key-1',
      client_hash: 'h',
      source_page: '/get-started',
      handled_at: null,
      created_at: '2025-03-01T00:00:00Z',
      notified_at: null,
      notify_attempts: 1,
      notify_after: '2025-03-01T00:05:00Z',
      notify_error: null,
    }
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/claim_enquiry_notifications`, () => HttpResponse.json([row])),
      http.post(`${SUPABASE_URL}/rest/v1/rpc/record_enquiry_notification`, () => new HttpResponse(null, { status: 204 })),
    )
    const outbox = createSupabaseBackend(config).enquiryOutbox!
    const [pending] = await outbox.claim({ limit: 10, leaseSeconds: 300, maxAttempts: 5 })
    expect(pending).toMatchObject({ id: 5, source_page: '/get-started', notify_attempts: 1 })
    // The key makes the e-mail's reference; the outbox's own columns stay behind.
    expect(pending).toMatchObject({ idempotency_key: 'secret-key-1' })
    expect(pending).not.toHaveProperty('notify_after')
    await outbox.record(5, { error: 'SMTP down', retryAt: new Date('2025-03-01T01:00:00.000Z') })
    const [claim, record] = await recorded()
    expect(JSON.parse(claim.body)).toEqual({ p_limit: 10, p_lease_seconds: 300, p_max_attempts: 5 })
    expect(claim.headers.get('Authorization')).toBe(`Bearer ${SERVICE_KEY}`)
    expect(JSON.parse(record.body)).toEqual({ p_id: 5, p_error: 'SMTP down', p_retry_at: '2025-03-01T01:00:00.000Z' })
  })

  it('counts the backlog for /metrics through SQL public.enquiry_outbox_backlog, with the service-role key', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/enquiry_outbox_backlog`, () => HttpResponse.json([{ pending: 2, retrying: 1, given_up: 0 }])),
    )
    const outbox = createSupabaseBackend(config).enquiryOutbox!
    expect(await outbox.backlog!()).toEqual({ pending: 2, retrying: 1, given_up: 0 })
    const [request] = await recorded()
    expect(request.headers.get('Authorization')).toBe(`Bearer ${SERVICE_KEY}`)
  })

  it('is null without SUPABASE_SERVICE_ROLE_KEY', () => {
    expect(createSupabaseBackend({ ...config, serviceRoleKey: undefined }).enquiryOutbox).toBeNull()
  })
})

describe('readMedia', () => {
  it('is null: hosted files are served from their public URL', async () => {
    expect(await createSupabaseBackend(config).readMedia('1-a.png')).toBeNull()
  })
})
