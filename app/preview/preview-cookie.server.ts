import { createHmac, timingSafeEqual } from 'node:crypto'
import { PREVIEW_COOKIE, PREVIEW_PERSPECTIVE_COOKIE } from '~/backend/personal-cookies'
import { secureCookies } from '~/config/env.server'
import { sessionSecret } from '~/config/secrets.server'
import { cookieName } from '~/utils/cookie-name.server'
import { parsePerspective, perspectiveText, type PreviewPerspective } from './perspective'

// The preview cookie: who holds it reads drafts. Its value is signed with the session secret
// (HMAC-SHA256) and carries its own expiry and the Studio's origin (the one origin allowed to
// frame preview pages), so a forged or stale cookie is ignored, never trusted. httpOnly; Secure
// and SameSite=None in production so that it is sent inside the Studio's iframe when the Studio
// is on another site (browsers refuse SameSite=None without Secure, so plain-http test servers
// get Lax). The page cache (server/page-cache/keys.ts) never answers a request that carries either
// (their names are app/backend/personal-cookies.ts's).

const PREVIEW_MAX_AGE_SECONDS = 4 * 60 * 60

export interface PreviewGrant {
  /** The Studio's origin, or null (entered from /admin with the bundled dataset: not framed). */
  studioOrigin: string | null
  expiresAt: number
}

const previewCookie = () => cookieName(PREVIEW_COOKIE)

function sign(payload: string) {
  return createHmac('sha256', sessionSecret()).update(`preview\u0000${payload}`).digest('base64url')
}

function readCookie(header: string | null, name: string) {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return null
}

function attributes(maxAge: number) {
  const secure = secureCookies()
  return `Path=/; HttpOnly; Max-Age=${maxAge}; ${secure ? 'Secure; SameSite=None' : 'SameSite=Lax'}`
}

export function previewCookieHeader(studioOrigin: string | null, now = Date.now()) {
  const payload = Buffer.from(JSON.stringify({ o: studioOrigin, e: now + PREVIEW_MAX_AGE_SECONDS * 1000 })).toString('base64url')
  return `${previewCookie()}=${payload}.${sign(payload)}; ${attributes(PREVIEW_MAX_AGE_SECONDS)}`
}

export function perspectiveCookieHeader(perspective: PreviewPerspective) {
  return `${PREVIEW_PERSPECTIVE_COOKIE}=${encodeURIComponent(perspectiveText(perspective))}; ${attributes(PREVIEW_MAX_AGE_SECONDS)}`
}

/** Both cookies, expired: the way out of preview. */
export function clearPreviewCookieHeaders() {
  return [`${previewCookie()}=; ${attributes(0)}`, `${PREVIEW_PERSPECTIVE_COOKIE}=; ${attributes(0)}`]
}

/** The grant in the request's preview cookie, or null (none, forged, expired). */
export function readPreviewGrant(cookieHeader: string | null, now = Date.now()): PreviewGrant | null {
  const value = readCookie(cookieHeader, previewCookie())
  const dot = value?.indexOf('.') ?? -1
  if (!value || dot < 1) return null
  const payload = value.slice(0, dot)
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(sign(payload))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const { o, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { o: unknown; e: unknown }
    if (typeof e !== 'number' || e <= now || (o !== null && typeof o !== 'string')) return null
    return { studioOrigin: o, expiresAt: e }
  } catch {
    return null
  }
}

/** The perspective cookie's value, or drafts. */
export function readPerspectiveCookie(cookieHeader: string | null): PreviewPerspective {
  const value = readCookie(cookieHeader, PREVIEW_PERSPECTIVE_COOKIE)
  return parsePerspective(value && safeDecode(value)) ?? 'drafts'
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}
