// The admin pages' integration tests run the real thing: route loaders and actions against the
// embedded backend (an in-memory PGlite from the migrated snapshot, installed as getBackend()'s),
// with real sessions, CSRF tokens and flash toasts.
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { setBackend } from '~/backend/index.server'
import type { Backend, RequestBackend } from '~/backend/types'
import { adminCsrfToken, issueCsrfToken } from '~/auth/csrf.server'
import { getToast } from '~/utils/toast.server'
import { ADMIN, cookieFrom, MEMBER, request, testBackend } from '../backend/helpers'
import { passSecondFactor } from '../backend/second-factor'

process.env.SESSION_SECRET ||= 'admin-pages-integration-secret'

export type TestBackend = Awaited<ReturnType<typeof testBackend>>

export interface Visitor {
  /** Cookie header: session (when signed in) and CSRF cookie. */
  cookie: string
  csrf: string
}

/** A signed-in visitor gets the session-bound admin token; an anonymous one the cookie token. */
async function withCsrf(backend: Backend, sessionCookie: string): Promise<Visitor> {
  const bound = sessionCookie ? await adminCsrfToken(backend.forRequest(request(sessionCookie))) : null
  if (bound) return { cookie: sessionCookie, csrf: bound }
  const { token, headers } = await issueCsrfToken(request(sessionCookie))
  const cookie = [sessionCookie, headers ? cookieFrom(headers) : ''].filter(Boolean).join('; ')
  return { cookie, csrf: token }
}

/** This file's backend, installed as the process's, with a signed-in admin, a signed-in non-admin and a visitor. */
export function useAdminBackend() {
  const ctx = {} as { backend: TestBackend; adminId: string; admin: Visitor; member: Visitor; anon: Visitor }
  beforeAll(async () => {
    ctx.backend = await testBackend()
    ctx.adminId = (await ctx.backend.ensureUser({ ...ADMIN, admin: true })).userId
    await ctx.backend.ensureUser({ ...MEMBER, admin: false })
    setBackend(ctx.backend)
    const signIn = async (who: { email: string; password: string }) => {
      const login = ctx.backend.forRequest(request())
      const result = await login.signInWithPassword(who.email, who.password, '127.0.0.1')
      if (!result.ok) throw new Error(result.message)
      await passSecondFactor(ctx.backend, login)
      return cookieFrom(login.headers)
    }
    ctx.admin = await withCsrf(ctx.backend, await signIn(ADMIN))
    ctx.anon = await withCsrf(ctx.backend, '')
  })
  // The member is signed out by the admin guard on each refusal: sign in afresh before every test.
  beforeEach(async () => {
    const login = ctx.backend.forRequest(request())
    const result = await login.signInWithPassword(MEMBER.email, MEMBER.password, '127.0.0.1')
    if (!result.ok) throw new Error(result.message)
    ctx.member = await withCsrf(ctx.backend, cookieFrom(login.headers))
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    setBackend(undefined)
    await ctx.backend?.close()
  })
  return ctx
}

export function getRequest(path: string, who?: Visitor) {
  return new Request(`http://localhost${path}`, { headers: who?.cookie ? { Cookie: who.cookie } : {} })
}

/** A form POST (URL-encoded, or multipart when a field is a File) with the visitor's CSRF token unless given. */
export function postRequest(path: string, who: Visitor, fields: Record<string, string | File>, options: { csrf?: string | null } = {}) {
  const hasFile = Object.values(fields).some((value) => value instanceof File)
  const body = hasFile ? new FormData() : new URLSearchParams()
  const csrf = options.csrf === undefined ? who.csrf : options.csrf
  if (csrf !== null) body.set('csrf', csrf)
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof File) (body as FormData).set(key, value)
    else body.set(key, value)
  }
  const headers: Record<string, string> = who.cookie ? { Cookie: who.cookie } : {}
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body })
}

export type RouteResult = { kind: 'response'; response: Response } | { kind: 'data'; data: any; status: number; headers: Headers }

/** Runs a loader or action, turning a thrown Response (redirect) and single-fetch data() into one shape. */

export async function run(fn: (args: any) => unknown, request: Request, params: Record<string, string> = {}): Promise<RouteResult> {
  let result: unknown
  try {
    result = await fn({ request, params, context: {} })
  } catch (thrown) {
    if (thrown instanceof Response) return { kind: 'response', response: thrown }
    throw thrown
  }
  if (result instanceof Response) return { kind: 'response', response: result }
  const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit | null }
  if (wrapped && wrapped.type === 'DataWithResponseInit') {
    return { kind: 'data', data: wrapped.data, status: wrapped.init?.status ?? 200, headers: new Headers(wrapped.init?.headers) }
  }
  return { kind: 'data', data: result, status: 200, headers: new Headers() }
}

/** Where a result redirects to, or null. */
export function location(result: RouteResult) {
  return result.kind === 'response' ? result.response.headers.get('Location') : null
}

/** The flash toast a result sets (what the next page shows). */
export async function toastOf(result: RouteResult) {
  const headers = result.kind === 'response' ? result.response.headers : result.headers
  const cookie = cookieFrom(headers)
  if (!cookie.includes('flash_toast=')) return null
  return (await getToast(new Request('http://localhost/', { headers: { Cookie: cookie } }))).toast
}

/** A guard refusal: signed out goes to /login?redirectTo=..., a non-admin to /login with the guard toast. */
export function isGuardRedirect(result: RouteResult) {
  const to = location(result)
  return !!to && to.startsWith('/login')
}

export { ADMIN, MEMBER }

/**
 * Makes one port call fail for the requests of `fn` (the database being down is the situation;
 * a failure injected at the port is how to get it on demand). The backend itself stays real.
 */
export async function withFailingPort<T>(backend: TestBackend, breakIt: (api: RequestBackend) => void, fn: () => Promise<T>) {
  const original = backend.forRequest.bind(backend)
  const spy = vi.spyOn(backend, 'forRequest').mockImplementation((request: Request) => {
    const api = original(request)
    breakIt(api)
    return api
  })
  try {
    return await fn()
  } finally {
    spy.mockRestore()
  }
}
