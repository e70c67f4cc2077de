import crypto from 'node:crypto'
import { sameToken } from '~/auth/csrf-token.server'
import { secureCookies } from '~/config/env.server'
import { formTokenCookie, formTokenCookieName, looksLikeToken, readCookie } from './form-token'

// The server's half of the enquiry's token (app/enquiry/form-token.ts): the form's value (or the
// X-CSRF-Token header, as specified) must equal this browser session's cookie.

function sessionToken(request: Request) {
  const value = readCookie(request.headers.get('Cookie'), formTokenCookieName(secureCookies()))
  return looksLikeToken(value) ? value : null
}

/** True when the token sent equals the one held in the browser session. */
export function isValidFormToken(formData: FormData, request: Request) {
  return sameToken(formData.get('csrf') ?? request.headers.get('X-CSRF-Token'), sessionToken(request))
}

/**
 * A token for a refused form (docs/decisions/220): the browser's own when it holds one, else a new
 * one with its cookie. A browser without JavaScript gets its first token this way.
 */
export function retryFormToken(request: Request): { token: string; setCookie: string | null } {
  const held = sessionToken(request)
  if (held) return { token: held, setCookie: null }
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, setCookie: formTokenCookie(token, secureCookies()) }
}
