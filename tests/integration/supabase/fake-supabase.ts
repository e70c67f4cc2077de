// A fake Supabase project at http://supabase.test for the adapter's contract tests: msw 2
// intercepts supabase-js's fetch at the network boundary; everything of ours runs for real.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createCookieJar } from '~/backend/supabase/cookies.server'
import { writeActivity } from '~/backend/supabase/activity.server'
import { rpcHandlers, startedRpcDatabase } from './fake-rpc'

process.env.SESSION_SECRET ||= 'test-session-secret-for-supabase-contract-tests'

export const SUPABASE_URL = 'http://supabase.test'
export const ANON_KEY = 'anon-key-for-tests'
export const SERVICE_KEY = 'service-role-key-for-tests'
export const config = {
  url: SUPABASE_URL,
  anonKey: ANON_KEY,
  serviceRoleKey: SERVICE_KEY,
  sessionSecret: () => 'test-session-secret-for-supabase-contract-tests',
  inactivityMs: 30 * 60_000,
  secureCookies: false,
}
export const AUTH_COOKIE = 'sb-supabase-auth-token'

export const USER = { id: '6f1c2a9e-4b7d-4c3e-9a51-2d8e7f0b1c23', email: 'admin@arclight.test', password: 'Str0ng!Pass' }

export function fakeJwt(sub: string, label: string, email = USER.email, aal: 'aal1' | 'aal2' = 'aal1') {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  // The claims Supabase Auth puts in an access token that our SQL reads (auth.uid(), auth.jwt()->>'email',
  // the assurance level admin rights need).
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, email, role: 'authenticated', aud: 'authenticated', aal, label })}.signature-${label}`
}

export function userBody(id = USER.id, email = USER.email) {
  return { id, aud: 'authenticated', role: 'authenticated', email, app_metadata: {}, user_metadata: {}, created_at: '2025-01-01T00:00:00Z' }
}

export function sessionBody(label: string, expiresAt = Math.floor(Date.now() / 1000) + 3600, aal: 'aal1' | 'aal2' = 'aal1') {
  return {
    access_token: fakeJwt(USER.id, label, USER.email, aal),
    token_type: 'bearer',
    expires_in: expiresAt - Math.floor(Date.now() / 1000),
    expires_at: expiresAt,
    refresh_token: `refresh-${label}`,
    user: userBody(),
  }
}

/** The cookie value @supabase/ssr writes for a session (base64url of its JSON, prefixed). */
export function sessionCookieValue(session: object) {
  return `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`
}

/** A signed activity stamp for USER at `at` (ms), as the adapter writes it. */
export function activityCookie(at = Date.now(), userId = USER.id) {
  const jar = createCookieJar(new Request('http://localhost/'), new Headers(), false)
  writeActivity(jar, config, userId, at)
  return `sb-activity=${encodeURIComponent(jar.get('sb-activity')!)}`
}

export interface Recorded {
  method: string
  path: string
  query: URLSearchParams
  headers: Headers
  body: string
}

const pending: Promise<Recorded>[] = []
export const server = setupServer()
server.events.on('request:start', ({ request }) => {
  const copy = request.clone()
  pending.push(
    copy.text().then((body) => {
      const url = new URL(copy.url)
      return { method: copy.method, path: url.pathname, query: url.searchParams, headers: copy.headers, body }
    }),
  )
})

/** Every request sent so far (in order). */
export async function recorded() {
  return Promise.all(pending)
}
export function resetRecorded() {
  pending.length = 0
}

/** Access tokens the fake Auth server accepts, and how many refreshes it served. */
export const auth = {
  validTokens: new Set<string>(),
  refreshes: 0,
  nextLabel: 1,
  /** Refresh tokens already exchanged, and when. */
  usedRefreshTokens: new Map<string, number>(),
  /** Supabase Auth's default refresh token reuse interval: 10 s. */
  reuseIntervalMs: 10_000,
}

export const defaultHandlers = [
  http.post(`${SUPABASE_URL}/auth/v1/token`, async ({ request }) => {
    const grant = new URL(request.url).searchParams.get('grant_type')
    const body = (await request.json()) as Record<string, string>
    if (grant === 'password') {
      if (body.email !== USER.email || body.password !== USER.password) {
        return HttpResponse.json({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }, { status: 400 })
      }
    } else if (grant === 'refresh_token') {
      auth.refreshes++
      const token = String(body.refresh_token)
      if (!token.startsWith('refresh-')) {
        return HttpResponse.json({ code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' }, { status: 400 })
      }
      // Single-use, as Supabase Auth: a used token works again only within the reuse interval.
      const usedAt = auth.usedRefreshTokens.get(token)
      if (usedAt !== undefined && Date.now() - usedAt > auth.reuseIntervalMs) {
        return HttpResponse.json(
          { code: 400, error_code: 'refresh_token_already_used', msg: 'Invalid Refresh Token: Already Used' },
          { status: 400 },
        )
      }
      if (usedAt === undefined) auth.usedRefreshTokens.set(token, Date.now())
    }
    const session = sessionBody(`t${auth.nextLabel++}`)
    auth.validTokens.add(session.access_token)
    return HttpResponse.json(session)
  }),
  http.get(`${SUPABASE_URL}/auth/v1/user`, ({ request }) => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? ''
    if (!auth.validTokens.has(token)) {
      return HttpResponse.json({ code: 403, error_code: 'bad_jwt', msg: 'invalid JWT' }, { status: 403 })
    }
    return HttpResponse.json(userBody())
  }),
  http.post(`${SUPABASE_URL}/auth/v1/logout`, ({ request }) => {
    auth.validTokens.delete(request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '')
    return new HttpResponse(null, { status: 204 })
  }),
  http.get(`${SUPABASE_URL}/auth/v1/health`, () => HttpResponse.json({ version: 'v2', name: 'GoTrue' })),
  // POST /rest/v1/rpc/<fn>: our SQL functions on a real database, as the token's role.
  ...rpcHandlers({ url: SUPABASE_URL, anonKey: ANON_KEY, serviceKey: SERVICE_KEY, isValidToken: (token) => auth.validTokens.has(token) }),
]

export async function resetFake() {
  // Sign-in attempts and account locks live in the fake project's database: each test starts without any.
  await (await startedRpcDatabase())?.exec('delete from public.sign_in_attempts; delete from public.account_locks')
  auth.validTokens.clear()
  auth.refreshes = 0
  auth.usedRefreshTokens.clear()
  auth.reuseIntervalMs = 10_000
  server.resetHandlers(...defaultHandlers)
  resetRecorded()
}

export { cookieHeader, pageRequest } from '../../fixtures/cookie-jar'

/** The Cookie header of a signed-in admin (valid token, fresh activity stamp), made without a request. */
/** A session that has passed the code step (aal2), as an admin's is after sign-in. */
export function signedInCookie(label = 'admin') {
  const session = sessionBody(label, undefined, 'aal2')
  auth.validTokens.add(session.access_token)
  return { cookie: `${AUTH_COOKIE}=${sessionCookieValue(session)}; ${activityCookie()}`, token: session.access_token }
}

/** The requests after the session check (GET /auth/v1/user). */
export async function dataRequests() {
  return (await recorded()).filter((r) => !r.path.startsWith('/auth/'))
}
