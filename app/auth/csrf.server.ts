import { createCookie } from '@remix-run/node'
import { getBackend, type RequestBackend } from '~/backend/index.server'
import { secureCookies } from '~/config/env.server'
import { sessionSecret } from '~/config/secrets.server'
import { cookieName } from '~/utils/cookie-name.server'
import { randomToken, sameToken, sessionToken } from './csrf-token.server'

// The sign-in form's anonymous token lives in a signed, httpOnly cookie, repeated in a hidden field
// (`csrf`). Only pages that render a form issue one: a Set-Cookie makes a response private, and
// the other public pages must stay cacheable by a CDN. Admin forms use a token bound to the
// session instead (`adminCsrfToken`), which needs no cookie (docs/decisions/131).
let cookie: ReturnType<typeof createCsrfCookie> | undefined
function createCsrfCookie() {
  const secure = secureCookies()
  return createCookie(cookieName('csrf', secure), { path: '/', httpOnly: true, sameSite: 'lax', secure, secrets: [sessionSecret()] })
}
const csrfCookie = () => (cookie ??= createCsrfCookie())

async function cookieToken(request: Request | Headers): Promise<string | null> {
  const headers = request instanceof Headers ? request : request.headers
  const value = await csrfCookie().parse(headers.get('Cookie'))
  return typeof value === 'string' && value.length >= 32 ? value : null
}

/** The token for this visitor's forms, and the Set-Cookie header to send when it is new. */
export async function issueCsrfToken(request: Request | Headers) {
  const existing = await cookieToken(request)
  if (existing) return { token: existing, headers: null }
  const token = randomToken()
  return { token, headers: new Headers({ 'Set-Cookie': await csrfCookie().serialize(token) }) }
}

/** The form's token (the header X-CSRF-Token is accepted too). */
function givenToken(formData: FormData, request: Request) {
  return formData.get('csrf') ?? request.headers.get('X-CSRF-Token')
}

/** True when the form's token matches the visitor's cookie (public forms and sign-in). */
export async function isValidCsrf(formData: FormData, request: Request) {
  return sameToken(givenToken(formData, request), await cookieToken(request))
}

/** The admin forms' token: bound to the signed-in session, null without one. */
export async function adminCsrfToken(backend: RequestBackend): Promise<string | null> {
  const key = await backend.sessionKey()
  return key ? sessionToken(sessionSecret(), key) : null
}

/** True when the form's token was made for the session this request carries (admin forms, Logout). */
export async function isValidAdminCsrf(formData: FormData, request: Request, backend?: RequestBackend) {
  const expected = await adminCsrfToken(backend ?? getBackend().forRequest(request))
  return sameToken(givenToken(formData, request), expected)
}
