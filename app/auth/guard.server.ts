import { redirect } from '@remix-run/node'
import type { AuthUser, RequestBackend } from '~/backend/index.server'
import { env } from '~/config/env.server'
import { combineHeaders } from '~/utils/headers'
import { redirectWithToast } from '~/utils/toast.server'
import { withBackend } from '~/utils/with-backend.server'

const GUARD_TOAST = 'You are not authorized to access this area' // the specification's words

export interface AdminContext {
  /** Data calls as this admin (its headers are sent by withAdmin, never by hand). */
  backend: RequestBackend
  user: AuthUser
}

/**
 * The admin guard: every admin loader and action runs its work through it. Signed out: redirect
 * to /login?redirectTo=<this page> (no toast). Signed in but not an admin: signed out and sent to
 * /login with the guard toast. Reading the session also slides its inactivity expiry. The
 * backend's headers (a refreshed or cleared session cookie) go with whatever `work` returns or
 * throws, and with the guard's own redirects (withBackend).
 */
export function withAdmin<T>(request: Request, work: (admin: AdminContext) => Promise<T>): Promise<T>
export function withAdmin(request: Request, work: (admin: AdminContext) => Promise<Response>, options: { json: true }): Promise<Response>
/** `returnTo`: the page to come back to after signing in, for a route that is no page (a download). */
export function withAdmin(
  request: Request,
  work: (admin: AdminContext) => Promise<Response>,
  options: { returnTo: string },
): Promise<Response>
/** `enrolment`: the enrolment page, which an admin who must enrol reaches with a password alone. */
export function withAdmin<T>(request: Request, work: (admin: AdminContext) => Promise<T>, options: { enrolment: true }): Promise<T>
export function withAdmin<T>(
  request: Request,
  work: (admin: AdminContext) => Promise<T>,
  { json = false, returnTo, enrolment = false }: { json?: boolean; returnTo?: string; enrolment?: boolean } = {},
) {
  return withBackend(request, async (backend) => {
    let admin: AdminContext
    try {
      admin = await requireAdmin(request, backend, returnTo)
      await requireSecondFactor(request, backend, enrolment)
    } catch (refusal) {
      if (json && refusal instanceof Response) return jsonRefusal(refusal)
      throw refusal
    }
    return work(admin)
  })
}

/**
 * `{ json: true }` (the media uploader's XMLHttpRequest): the guard answers 401 in JSON, which the
 * uploader shows, instead of a redirect it cannot follow; the guard's cookies go with it.
 */
function jsonRefusal(redirect: Response): Response {
  const headers = combineHeaders(redirect.headers, { 'Cache-Control': 'no-store' })
  headers.delete('Location')
  return Response.json({ ok: false, message: 'Not authenticated', login: '/login' }, { status: 401, headers })
}

async function requireAdmin(request: Request, backend: RequestBackend, returnTo?: string): Promise<AdminContext> {
  const user = await backend.getUser()
  if (!user) throw redirect(loginUrl(request, returnTo))
  let admin: boolean
  try {
    admin = await backend.isAdmin()
  } catch (error) {
    console.error('Admin check failed:', error)
    throw await redirectWithToast('/login', { type: 'error', message: GUARD_TOAST })
  }
  if (!admin) {
    await backend.signOut()
    throw await redirectWithToast('/login', { type: 'error', message: GUARD_TOAST })
  }
  return { backend, user }
}

/** Whether every admin must have a second factor (ADMIN_REQUIRE_2FA, default true). */
export const secondFactorRequired = () => env().ADMIN_REQUIRE_2FA

/** Where an admin signed in with a password alone goes: the code page, or enrolment. */
export function secondFactorStep(status: { level: string; factorId: string | null }, redirectTo?: string | null): string | null {
  if (status.level === 'aal2' || (!status.factorId && !secondFactorRequired())) return null
  const query = redirectTo && redirectTo !== '/admin/blog' ? `?${new URLSearchParams({ redirectTo })}` : ''
  return `${status.factorId ? '/login/two-factor' : '/admin/two-factor'}${query}`
}

/**
 * The second step: an admin with a factor (or who must have one) and a password-only session is
 * sent to the code page (or to enrolment) before any admin page; row-level security refuses such a
 * session's data calls anyway (migration 20250302).
 */
async function requireSecondFactor(request: Request, backend: RequestBackend, enrolment: boolean) {
  const status = await backend.mfa.status()
  if (enrolment && !status.factorId) return
  const url = new URL(request.url)
  const step = secondFactorStep(status, request.method === 'GET' ? url.pathname + url.search : null)
  if (step) throw redirect(step)
}

/** The longest address kept to come back to: a longer one is no page of the admin (a scanner's). */
const RETURN_MAX = 2000

function loginUrl(request: Request, returnTo?: string) {
  const url = new URL(request.url)
  const target = returnTo ?? url.pathname + url.search
  const params = new URLSearchParams()
  // Echoed in Location, a 16 KB address made a header that HTTP clients (Node's among them) refuse.
  if (target !== '/' && target.length <= RETURN_MAX) params.set('redirectTo', target)
  // A change sent after the session ended was not made: the sign-in page says so (in the page, as
  // the specification gives "Not authenticated" no toast).
  if (request.method !== 'GET' && request.method !== 'HEAD') params.set('unsaved', '1')
  const query = params.toString()
  return query ? `/login?${query}` : '/login'
}

/**
 * A same-site path to go to after sign-in, or the default. The path is normalised first and
 * checked after: `/..//evil.example` normalises to `//evil.example`, which a browser reads as
 * another host, so the check must see what will actually be sent in Location.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/admin/blog') {
  if (typeof to !== 'string' || !to.startsWith('/')) return fallback
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback
  try {
    const url = new URL(to, 'http://same.site')
    const target = url.pathname + url.search + url.hash
    if (url.origin !== 'http://same.site' || !isPlainPath(target)) return fallback
    return target
  } catch {
    return fallback
  }
}

/** One leading slash, then no slash or backslash: never a protocol-relative URL. */
function isPlainPath(path: string) {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\' && !/[\u0000-\u001f\u007f\\]/.test(decodeSafely(path))
}

function decodeSafely(path: string) {
  try {
    return decodeURIComponent(path)
  } catch {
    return '\\' // undecodable: treated as unsafe
  }
}
