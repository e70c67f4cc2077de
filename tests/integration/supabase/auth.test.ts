import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import { DEFAULT_LOCKOUT } from '~/backend/config.server'
import { BackendError } from '~/backend/types'
import {
  ANON_KEY,
  AUTH_COOKIE,
  SUPABASE_URL,
  USER,
  activityCookie,
  auth,
  config,
  cookieHeader,
  defaultHandlers,
  pageRequest,
  recorded,
  resetFake,
  resetRecorded,
  server,
  sessionBody,
  sessionCookieValue,
} from './fake-supabase'
import { rpcDatabase } from './fake-rpc'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetFake())
afterEach(() => vi.unstubAllEnvs())
afterAll(() => server.close())

let backend = createSupabaseBackend(config)
afterEach(() => void (backend = createSupabaseBackend(config)))

async function signIn() {
  const rb = backend.forRequest(pageRequest('', '/login'))
  const result = await rb.signInWithPassword(USER.email, USER.password, '203.0.113.9')
  expect(result).toEqual({ ok: true, user: { id: USER.id, email: USER.email } })
  return { rb, cookie: cookieHeader(rb.headers) }
}

// Issue 15 finding 4: Supabase Auth limits by IP, and all our sign-ins come from our server.
describe('sign-in throttling in our own table (begin_sign_in / finish_sign_in on the real SQL)', () => {
  const attempt = (password: string, clientHash: string) =>
    backend.forRequest(pageRequest('', '/login')).signInWithPassword(USER.email, password, clientHash)

  it('records the attempt as anon first, and clears it as the signed-in user afterwards', async () => {
    await signIn()
    const [begin, token, finish] = await recorded()
    expect(begin.headers.get('Authorization')).toBe(`Bearer ${ANON_KEY}`)
    expect(JSON.parse(begin.body)).toEqual({
      p_email: USER.email,
      p_client_hash: '203.0.113.9',
      p_account_failures: DEFAULT_LOCKOUT.failures,
      p_lock_minutes: DEFAULT_LOCKOUT.minutes,
    })
    expect(token.path).toBe('/auth/v1/token')
    expect(finish.headers.get('Authorization')).toBe(`Bearer ${[...auth.validTokens][0]}`)
    const db = await rpcDatabase()
    expect((await db.query('select * from public.sign_in_attempts')).rows).toEqual([])
  })

  it('5 failures lock that e-mail from any client; Auth is not even asked then', async () => {
    for (let i = 0; i < 5; i++) expect(await attempt('Wrong#Passw0rd', 'client-attacker')).toMatchObject({ code: 'invalid_credentials' })
    resetRecorded()
    expect(await attempt(USER.password, 'client-attacker')).toEqual({
      ok: false,
      code: 'rate_limited',
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    })
    expect((await recorded()).map((r) => r.path)).toEqual(['/rest/v1/rpc/begin_sign_in'])
    // The account itself is locked (issue 54): from another address, the right password gets the
    // ordinary answer, and Auth is not asked either.
    resetRecorded()
    expect(await attempt(USER.password, 'client-admin')).toEqual({
      ok: false,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    expect((await recorded()).map((r) => r.path)).toEqual(['/rest/v1/rpc/begin_sign_in'])
  })

  it('cannot sign in when the throttle cannot be asked (unavailable, not a pass)', async () => {
    server.use(http.post(`${SUPABASE_URL}/rest/v1/rpc/begin_sign_in`, () => HttpResponse.error()))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await attempt(USER.password, 'client-x')).toMatchObject({ ok: false, code: 'unavailable' })
    expect((await recorded()).some((r) => r.path === '/auth/v1/token')).toBe(false)
  })
})

describe('sign-in', () => {
  it('sends POST /auth/v1/token?grant_type=password with the anon key and sets our cookie options', async () => {
    const { rb } = await signIn()
    const [begin, request, finish] = await recorded()
    expect(begin.path).toBe('/rest/v1/rpc/begin_sign_in')
    expect(finish.path).toBe('/rest/v1/rpc/finish_sign_in')
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/auth/v1/token')
    expect(request.query.toString()).toBe('grant_type=password')
    expect(JSON.parse(request.body)).toEqual({ email: USER.email, password: USER.password, gotrue_meta_security: {} })
    expect(request.headers.get('apikey')).toBe(ANON_KEY)

    const cookies = rb.headers.getSetCookie()
    const session = cookies.find((c) => c.startsWith(`${AUTH_COOKIE}=`))!
    expect(session).toMatch(/^sb-supabase-auth-token=base64-[A-Za-z0-9_-]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/)
    expect(cookies.find((c) => c.startsWith('sb-activity='))).toMatch(/Max-Age=1800; HttpOnly; SameSite=Lax$/)
    expect(rb.headers.get('Cache-Control')).toBe('private, no-cache, no-store, must-revalidate, max-age=0')
    expect(rb.headers.get('Expires')).toBe('0')
    expect(rb.headers.get('Pragma')).toBe('no-cache')
  })

  it('marks cookies Secure when the configuration says so', async () => {
    backend = createSupabaseBackend({ ...config, secureCookies: true })
    const { rb } = await signIn()
    for (const cookie of rb.headers.getSetCookie()) expect(cookie).toMatch(/; Secure$/)
  })

  it('maps 400 invalid credentials to its message and sets no cookie', async () => {
    const rb = backend.forRequest(pageRequest('', '/login'))
    const result = await rb.signInWithPassword(USER.email, 'wrong', '203.0.113.9')
    expect(result).toEqual({ ok: false, code: 'invalid_credentials', message: 'Invalid login credentials' })
    expect(rb.headers.getSetCookie()).toEqual([])
    expect(await rb.getUser()).toBeNull()
  })

  it('maps network errors and 502/503/504 to unavailable', async () => {
    for (const answer of [
      () => HttpResponse.error(),
      () => new HttpResponse('Bad gateway', { status: 502 }),
      () => new HttpResponse('', { status: 503 }),
      () => HttpResponse.json({ msg: 'timeout' }, { status: 504 }),
    ]) {
      server.use(http.post(`${SUPABASE_URL}/auth/v1/token`, answer))
      const rb = backend.forRequest(pageRequest('', '/login'))
      expect(await rb.signInWithPassword(USER.email, USER.password, '::1')).toEqual({
        ok: false,
        code: 'unavailable',
        message: 'Failed to log in',
      })
    }
  })

  it('maps 429 from Supabase Auth to rate_limited', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/token`, () =>
        HttpResponse.json({ code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' }, { status: 429 }),
      ),
    )
    const result = await backend.forRequest(pageRequest()).signInWithPassword(USER.email, USER.password, '::1')
    expect(result).toMatchObject({ ok: false, code: 'rate_limited' })
  })
})

describe('the session on later requests', () => {
  it('round-trips the cookie: the next request verifies the user with GET /auth/v1/user', async () => {
    const { cookie } = await signIn()
    const before = (await recorded()).length
    const rb = backend.forRequest(pageRequest(cookie))
    expect(await rb.getUser()).toEqual({ id: USER.id, email: USER.email })
    const [request, ...rest] = (await recorded()).slice(before)
    expect(rest).toEqual([])
    expect(request.method).toBe('GET')
    expect(request.path).toBe('/auth/v1/user')
    expect(request.headers.get('apikey')).toBe(ANON_KEY)
    expect(auth.validTokens.has(request.headers.get('Authorization')!.replace('Bearer ', ''))).toBe(true)
    // Fresh stamp, nothing to refresh: no Set-Cookie; but a signed-in user's page is never cached.
    expect(rb.headers.getSetCookie()).toEqual([])
    expect(rb.headers.get('Cache-Control')).toBe('private, no-cache, no-store, must-revalidate, max-age=0')
  })

  it('reads and writes a large session split over chunked cookies (.0, .1)', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/token`, () => {
        const session = sessionBody('big')
        auth.validTokens.add(session.access_token)
        return HttpResponse.json({ ...session, user: { ...session.user, user_metadata: { bio: 'x'.repeat(5000) } } })
      }),
    )
    const login = backend.forRequest(pageRequest('', '/login'))
    await login.signInWithPassword(USER.email, USER.password, '::1')
    const cookie = cookieHeader(login.headers)
    expect(cookie).toMatch(new RegExp(`${AUTH_COOKIE}\\.0=.*${AUTH_COOKIE}\\.1=`))
    expect(await backend.forRequest(pageRequest(cookie)).getUser()).toEqual({ id: USER.id, email: USER.email })
  })

  it('verifies once per request, however many loaders ask', async () => {
    const { cookie } = await signIn()
    const before = (await recorded()).length
    const request = pageRequest(cookie)
    const results = await Promise.all([1, 2, 3].map(() => backend.forRequest(request).getUser()))
    expect(results.every((user) => user?.id === USER.id)).toBe(true)
    expect(backend.forRequest(request)).toBe(backend.forRequest(request))
    expect((await recorded()).slice(before).map((r) => r.path)).toEqual(['/auth/v1/user'])
  })

  it('shares one verification between the loaders of a page (each gets its own Request)', async () => {
    const expired = sessionBody('old2', Math.floor(Date.now() / 1000) - 60)
    const cookie = `${AUTH_COOKIE}=${sessionCookieValue(expired)}; ${activityCookie(Date.now() - 5 * 60_000)}`
    const loaders = [1, 2, 3].map(() => backend.forRequest(pageRequest(cookie)))
    const users = await Promise.all(loaders.map((rb) => rb.getUser()))
    expect(users.every((user) => user?.id === USER.id)).toBe(true)
    expect(auth.refreshes).toBe(1)
    expect((await recorded()).map((r) => r.path)).toEqual(['/auth/v1/token', '/auth/v1/user'])
    // Whichever response reaches the browser carries the rotated token and the slid stamp.
    for (const rb of loaders) {
      const names = rb.headers.getSetCookie().map((c) => c.split('=')[0])
      expect(names).toContain(AUTH_COOKIE)
      expect(names).toContain('sb-activity')
      expect(rb.headers.get('Cache-Control')).toContain('no-store')
    }
  })

  it('does not share a failed verification', async () => {
    const { cookie } = await signIn()
    server.use(http.get(`${SUPABASE_URL}/auth/v1/user`, () => HttpResponse.error(), { once: true }))
    await expect(backend.forRequest(pageRequest(cookie)).getUser()).rejects.toMatchObject({ code: 'unavailable' })
    expect(await backend.forRequest(pageRequest(cookie)).getUser()).toMatchObject({ id: USER.id })
  })

  it('refreshes an expired token once, even for parallel calls, and writes the new cookie', async () => {
    const expired = sessionBody('old', Math.floor(Date.now() / 1000) - 60)
    const cookie = `${AUTH_COOKIE}=${sessionCookieValue(expired)}; ${activityCookie()}`
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/posts`, () => HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })),
      http.get(`${SUPABASE_URL}/rest/v1/admin_users`, () => HttpResponse.json([{ id: USER.id }])),
    )
    const rb = backend.forRequest(pageRequest(cookie))
    await Promise.all([rb.getUser(), rb.isAdmin(), rb.posts.list(), rb.getUser()])
    expect(auth.refreshes).toBe(1)
    const requests = await recorded()
    const refresh = requests.find((r) => r.query.get('grant_type') === 'refresh_token')!
    expect(JSON.parse(refresh.body)).toEqual({ refresh_token: 'refresh-old' })
    // Every later call carries the new token, never the expired one.
    const newToken = [...auth.validTokens][0]
    for (const r of requests.filter((r) => r !== refresh)) {
      expect(r.headers.get('Authorization')).toBe(`Bearer ${newToken}`)
    }
    expect(rb.headers.getSetCookie().some((c) => c.startsWith(`${AUTH_COOKIE}=base64-`))).toBe(true)
  })

  it('treats a rejected token (401/403) as signed out and clears the cookie', async () => {
    const cookie = `${AUTH_COOKIE}=${sessionCookieValue(sessionBody('revoked'))}; ${activityCookie()}`
    const rb = backend.forRequest(pageRequest(cookie))
    expect(await rb.getUser()).toBeNull()
    expect(rb.headers.getSetCookie()).toContain(
      `${AUTH_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`,
    )
  })

  it('reports a network error as unavailable instead of "signed out"', async () => {
    const { cookie } = await signIn()
    server.use(http.get(`${SUPABASE_URL}/auth/v1/user`, () => HttpResponse.error()))
    const error = await backend
      .forRequest(pageRequest(cookie))
      .getUser()
      .catch((e) => e)
    expect(error).toBeInstanceOf(BackendError)
    expect(error.code).toBe('unavailable')
  })

  it('ignores a bare session cookie without a valid activity stamp', async () => {
    const { cookie } = await signIn()
    const forged = cookie.replace(/sb-activity=[^;]+/, 'sb-activity=' + encodeURIComponent(`${USER.id}.${Date.now()}.forged`))
    const rb = backend.forRequest(pageRequest(forged))
    expect(await rb.getUser()).toBeNull()
    expect((await recorded()).at(-1)).toMatchObject({ method: 'POST', path: '/auth/v1/logout' })
  })

  it('ends the session after 30 minutes without activity, revoking it on the server', async () => {
    const { cookie } = await signIn()
    const idle = cookie.replace(/sb-activity=[^;]+/, activityCookie(Date.now() - 31 * 60_000))
    const rb = backend.forRequest(pageRequest(idle))
    expect(await rb.getUser()).toBeNull()
    const logout = (await recorded()).at(-1)!
    expect(logout.path).toBe('/auth/v1/logout')
    expect(logout.query.get('scope')).toBe('local')
    expect(
      rb.headers
        .getSetCookie()
        .filter((c) => /Max-Age=0/.test(c))
        .map((c) => c.split('=')[0])
        .sort(),
    ).toEqual(['sb-activity', AUTH_COOKIE])
  })

  it('slides the activity stamp when it is older than a minute', async () => {
    const { cookie } = await signIn()
    const older = cookie.replace(/sb-activity=[^;]+/, activityCookie(Date.now() - 5 * 60_000))
    const rb = backend.forRequest(pageRequest(older))
    expect(await rb.getUser()).not.toBeNull()
    expect(rb.headers.getSetCookie().filter((c) => c.startsWith('sb-activity=')).length).toBe(1)
  })

  it('makes no request at all for a visitor without a session cookie', async () => {
    const rb = backend.forRequest(pageRequest('csrf=abc'))
    expect(await rb.getUser()).toBeNull()
    expect(await rb.isAdmin()).toBe(false)
    expect(await recorded()).toEqual([])
    expect([...rb.headers]).toEqual([]) // a visitor's public page stays cacheable
  })
})

describe('admin check', () => {
  it('sends GET /rest/v1/admin_users?select=id&id=eq.<uid> with the user token', async () => {
    const { cookie } = await signIn()
    server.use(http.get(`${SUPABASE_URL}/rest/v1/admin_users`, () => HttpResponse.json([{ id: USER.id }])))
    const rb = backend.forRequest(pageRequest(cookie))
    expect(await rb.isAdmin()).toBe(true)
    expect(await rb.isAdmin()).toBe(true) // cached for the request
    const requests = (await recorded()).filter((r) => r.path === '/rest/v1/admin_users')
    expect(requests).toHaveLength(1)
    expect(requests[0].method).toBe('GET')
    expect(requests[0].query.toString()).toBe(`select=id&id=eq.${USER.id}`)
    expect(requests[0].headers.get('apikey')).toBe(ANON_KEY)
    expect(requests[0].headers.get('Authorization')).toMatch(/^Bearer .+\.signature-t\d+$/)
  })

  it('is false when the row is not visible (not an admin), and an error when PostgREST fails', async () => {
    const { cookie } = await signIn()
    server.use(http.get(`${SUPABASE_URL}/rest/v1/admin_users`, () => HttpResponse.json([])))
    expect(await backend.forRequest(pageRequest(cookie)).isAdmin()).toBe(false)
    server.use(http.get(`${SUPABASE_URL}/rest/v1/admin_users`, () => new HttpResponse(null, { status: 503 })))
    await expect(backend.forRequest(pageRequest(cookie)).isAdmin()).rejects.toMatchObject({ code: 'unavailable' })
  })

  it('right after sign-in, in the same request, uses the new token', async () => {
    server.use(http.get(`${SUPABASE_URL}/rest/v1/admin_users`, () => HttpResponse.json([])))
    const rb = backend.forRequest(pageRequest('', '/login'))
    await rb.signInWithPassword(USER.email, USER.password, '::1')
    expect(await rb.isAdmin()).toBe(false)
    const check = (await recorded()).find((r) => r.path === '/rest/v1/admin_users')!
    expect(auth.validTokens.has(check.headers.get('Authorization')!.replace('Bearer ', ''))).toBe(true)
  })
})

describe('sign-out', () => {
  it('sends POST /auth/v1/logout?scope=global and clears both cookies', async () => {
    const { cookie } = await signIn()
    const rb = backend.forRequest(pageRequest(cookie))
    await rb.signOut()
    const logout = (await recorded()).at(-1)!
    expect(logout.method).toBe('POST')
    expect(logout.path).toBe('/auth/v1/logout')
    expect(logout.query.toString()).toBe('scope=global')
    expect(logout.headers.get('Authorization')).toMatch(/^Bearer .+\.signature-t\d+$/)
    expect(cookieHeader(rb.headers, cookie)).toBe('')
    expect(await rb.getUser()).toBeNull()
  })

  it('a concurrent request with the old cookie does not reuse a verification after sign-out', async () => {
    const { cookie } = await signIn()
    const first = backend.forRequest(pageRequest(cookie))
    expect(await first.getUser()).not.toBeNull()
    await first.signOut()
    expect(await backend.forRequest(pageRequest(cookie)).getUser()).toBeNull()
  })

  it('a non-admin signed in and out in one request leaves no session cookie behind', async () => {
    const rb = backend.forRequest(pageRequest('', '/login'))
    await rb.signInWithPassword(USER.email, USER.password, '::1')
    await rb.signOut()
    expect(cookieHeader(rb.headers)).toBe('')
  })

  it('never throws without a session, and makes no request', async () => {
    await backend.forRequest(pageRequest()).signOut()
    expect(await recorded()).toEqual([])
  })

  it("throws 'Failed to log out' on a network error, but still clears the cookie", async () => {
    const { cookie } = await signIn()
    server.use(http.post(`${SUPABASE_URL}/auth/v1/logout`, () => HttpResponse.error()))
    const rb = backend.forRequest(pageRequest(cookie))
    await expect(rb.signOut()).rejects.toMatchObject({ code: 'unavailable', message: 'Failed to log out' })
    expect(cookieHeader(rb.headers, cookie)).toBe('')
  })
})

describe('health and admin users', () => {
  it('health() is GET /auth/v1/health', async () => {
    expect(await backend.health()).toEqual({ kind: 'supabase', ok: true })
    server.use(http.get(`${SUPABASE_URL}/auth/v1/health`, () => HttpResponse.error()))
    expect(await backend.health()).toEqual({ kind: 'supabase', ok: false })
  })

  it('keeps the default handlers intact between tests', () => {
    expect(defaultHandlers.length).toBeGreaterThan(0)
  })
})
