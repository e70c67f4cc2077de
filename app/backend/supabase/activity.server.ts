import crypto from 'node:crypto'
import { sessionSecret } from '~/utils/secrets.server'
import { cookieName } from '~/auth/cookie-name.server'
import { inactivityMs, sessionMaxMs } from '../config.server'
import type { CookieJar } from './cookies.server'

// Server-side inactivity expiry for Supabase sessions (docs/decisions/041). Supabase Auth has no
// per-app idle timeout on every plan, so we keep a signed "last activity" stamp next to the
// session cookie: `<user id>.<ms timestamp>.<ms sign-in time>.<HMAC>`. A missing, forged or stale
// stamp, or one whose sign-in is older than the absolute lifetime, ends the session on the
// server. Reading the session slides the stamp forward (the sign-in time stays).

/** `__Host-sb-activity` when cookies are Secure, else `sb-activity`. */
export const activityCookie = () => cookieName('sb-activity')
/** Re-stamp at most this often, so that not every response carries a Set-Cookie. */
const TOUCH_INTERVAL_MS = 60_000

export interface ActivityStamp {
  userId: string
  at: number
  /** When this session signed in: the absolute lifetime counts from here, and CSRF tokens bind to it. */
  since: number
}

export function readActivity(jar: CookieJar): ActivityStamp | null {
  const raw = jar.get(activityCookie())
  const match = raw?.match(/^([0-9a-f-]{1,64})\.(\d{1,16})\.(\d{1,16})\.([A-Za-z0-9_-]+)$/i)
  if (!match) return null
  const [, userId, at, since, signature] = match
  const expected = sign(`${userId}.${at}.${since}`)
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  return { userId, at: Number(at), since: Number(since) }
}

/** True when the stamp is recent enough for this user (now - at within the inactivity window). */
export function isActive(stamp: ActivityStamp | null, userId?: string, now = Date.now()): stamp is ActivityStamp {
  if (!stamp || (userId !== undefined && stamp.userId !== userId)) return false
  return stamp.at <= now + 60_000 && now - stamp.at < inactivityMs() && now - stamp.since < sessionMaxMs()
}

/** A new stamp; `since` is the sign-in time (now, at sign-in). */
export function writeActivity(jar: CookieJar, userId: string, now = Date.now(), since = now) {
  const payload = `${userId}.${now}.${since}`
  jar.set(activityCookie(), `${payload}.${sign(payload).toString()}`, Math.ceil(inactivityMs() / 1000))
}

/** Slides the stamp when it is older than a minute. */
export function touchActivity(jar: CookieJar, stamp: ActivityStamp | null, userId: string, now = Date.now()) {
  if (!stamp || stamp.userId !== userId) writeActivity(jar, userId, now)
  else if (now - stamp.at >= TOUCH_INTERVAL_MS) writeActivity(jar, userId, now, stamp.since)
}

/** The session key admin CSRF tokens bind to: the user and the sign-in time, signed by us. */
export function activitySessionKey(jar: CookieJar): string | null {
  const stamp = readActivity(jar)
  return stamp ? `${stamp.userId}.${stamp.since}` : null
}

export function clearActivity(jar: CookieJar) {
  if (jar.get(activityCookie()) !== undefined) jar.set(activityCookie(), '', 0)
}

function sign(payload: string): Buffer {
  const mac = crypto.createHmac('sha256', sessionSecret()).update(`supabase-activity:${payload}`).digest('base64url')
  return Buffer.from(mac)
}
