// admin:create on hosted Supabase: the service-role requests, asserted at the network boundary.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ensureSupabaseUser } from '~/backend/supabase-admin.server'
import { PASSWORD_RULE_MESSAGE } from '~/backend/password-rule'

const URL_BASE = 'https://project.supabase.co'
const config = { url: URL_BASE, anonKey: 'anon-key', serviceRoleKey: 'service-key' }
const seen: Array<{ method: string; path: string; body: unknown; apikey: string | null; prefer: string | null }> = []
let users: Array<{ id: string; email: string }> = []

const server = setupServer(
  http.all(`${URL_BASE}/*`, async ({ request }) => {
    const url = new URL(request.url)
    const body = request.method === 'GET' ? null : await request.json().catch(() => null)
    seen.push({
      method: request.method,
      path: url.pathname + url.search,
      body,
      apikey: request.headers.get('apikey'),
      prefer: request.headers.get('prefer'),
    })
    if (url.pathname === '/auth/v1/admin/users' && request.method === 'GET') return HttpResponse.json({ users, aud: 'authenticated' })
    if (url.pathname === '/auth/v1/admin/users' && request.method === 'POST') {
      const user = { id: '11111111-1111-4111-8111-111111111111', email: (body as { email: string }).email }
      users.push(user)
      return HttpResponse.json(user)
    }
    if (url.pathname.startsWith('/auth/v1/admin/users/') && request.method === 'PUT') return HttpResponse.json(users[0])
    if (url.pathname === '/rest/v1/admin_users') return new HttpResponse(null, { status: 201 })
    return HttpResponse.json({ message: 'unexpected' }, { status: 500 })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  seen.length = 0
  server.resetHandlers()
})
afterAll(() => server.close())

describe('ensureSupabaseUser (admin:create with SUPABASE_SERVICE_ROLE_KEY)', () => {
  it('creates a confirmed user and lists it in admin_users', async () => {
    users = []
    const result = await ensureSupabaseUser(config, { email: 'Boss@Example.com', password: 'Boss#Passw0rd', updatePassword: true })
    expect(result).toEqual({ userId: '11111111-1111-4111-8111-111111111111', created: true })
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /auth/v1/admin/users?page=1&per_page=200',
      'POST /auth/v1/admin/users',
      'POST /rest/v1/admin_users?on_conflict=id',
    ])
    expect(seen[1].body).toMatchObject({ email: 'boss@example.com', password: 'Boss#Passw0rd', email_confirm: true })
    expect(seen[2].body).toEqual({ id: '11111111-1111-4111-8111-111111111111' })
    expect(seen[2].prefer).toContain('resolution=ignore-duplicates')
    expect(seen.every((r) => r.apikey === 'service-key')).toBe(true)
  })

  it('updates the password of an existing user', async () => {
    users = [{ id: '22222222-2222-4222-8222-222222222222', email: 'boss@example.com' }]
    const result = await ensureSupabaseUser(config, { email: 'boss@example.com', password: 'New#Passw0rd', updatePassword: true })
    expect(result.created).toBe(false)
    expect(seen[1]).toMatchObject({
      method: 'PUT',
      path: '/auth/v1/admin/users/22222222-2222-4222-8222-222222222222',
      body: { password: 'New#Passw0rd' },
    })
  })

  it('refuses a weak password and a missing service role key before any request', async () => {
    await expect(ensureSupabaseUser(config, { email: 'a@b.co', password: 'weak' })).rejects.toThrow(PASSWORD_RULE_MESSAGE)
    await expect(
      ensureSupabaseUser({ ...config, serviceRoleKey: undefined }, { email: 'a@b.co', password: 'Boss#Passw0rd' }),
    ).rejects.toThrow('SUPABASE_SERVICE_ROLE_KEY')
    expect(seen).toEqual([])
  })

  it('reports a rejected key', async () => {
    server.use(http.get(`${URL_BASE}/auth/v1/admin/users`, () => HttpResponse.json({ msg: 'Invalid API key' }, { status: 401 })))
    await expect(ensureSupabaseUser(config, { email: 'a@b.co', password: 'Boss#Passw0rd' })).rejects.toMatchObject({
      code: 'not_authenticated',
    })
  })
})
