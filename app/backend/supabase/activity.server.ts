import crypto from 'node:crypto'
import { DEFAULT_SESSION_MAX_MS, type SessionSettings } from '../config.server'
import type { CookieJar } from './cookies.server'

// Server-side inactivity expiry for Supabase sessions (docs/decisions/041). Supabase Auth has no
// per-app idle timeout on every plan, so we keep a signed "last activity" stamp next to the
// session cookie: `<user id>.<ms timestamp>.<ms sign-in time>.<HMAC>`. A missing, forged or stale
// stamp, or one whose sign-in is older than the absolute lifetime, ends the session on the
// server. Reading the session slides the stamp forward (the sign-in time stays).

/** Re-stamp at most this often, so that not every response carries a Set-Cookie. */
const TOUCH_INTERVAL_MS = 60_000

/** `__Host-sb-activity` when cookies are Secure (a sibling subdomain cannot plant it), else `sb-activity`. */
export function activityCookie(settings: { secureCookies?: boolean }) {
  return settings.secureCookies ? '__Host-sb-activity' : 'sb-activity'
}

export interface ActivityStamp {
  userId: string
  at: number
  /** When this session signed in: the absolute lifetime counts from here, and CSRF tokens bind to it. */
  since: number
}

type Settings = Pick<SessionSettings, 'sessionSecret' | 'inactivityMs'> & Partial<Pick<SessionSettings, 'secureCookies' | 'sessionMaxMs'>>

export function readActivity(jar: CookieJar, settings: Settings): ActivityStamp | null {
  const raw = jar.get(activityCookie(settings))
  const match = raw?.match(/^([0-9a-f-]{1,64})\.(\d{1,16})\.(\d{1,16})\.([A-Za-z0-9_-]+)$/i)
  if (!match) return null
  const [, userId, at, since, signature] = match
  const expected = sign(`${userId}.${at}.${since}`, settings)
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  return { userId, at: Number(at), since: Number(since) }
}

/** True when the stamp is recent enough for this user and its sign-in within the absolute lifetime. */
export function isActive(settings: Settings, stamp: ActivityStamp | null, userId?: string, now = Date.now()): stamp is ActivityStamp {
  if (!stamp || (userId !== undefined && stamp.userId !== userId)) return false
  const maxMs = settings.sessionMaxMs ?? DEFAULT_SESSION_MAX_MS
  return stamp.at <= now + 60_000 && now - stamp.at < settings.inactivityMs && now - stamp.since < maxMs
}

/** A new stamp; `since` is the sign-in time (now, at sign-in). */
export function writeActivity(jar: CookieJar, settings: Settings, userId: string, now = Date.now(), since = now) {
  const payload = `${userId}.${now}.${since}`
  jar.set(activityCookie(settings), `${payload}.${sign(payload, settings).toString()}`, Math.ceil(settings.inactivityMs / 1000))
}

/** Slides the stamp when it is older than a minute (keeping the sign-in time). */
export function touchActivity(jar: CookieJar, settings: Settings, stamp: ActivityStamp | null, userId: string, now = Date.now()) {
  if (!stamp || stamp.userId !== userId) writeActivity(jar, settings, userId, now)
  else if (now - stamp.at >= TOUCH_INTERVAL_MS) writeActivity(jar, settings, userId, now, stamp.since)
}

/** The session key admin CSRF tokens bind to: the user and the sign-in time, signed by us. */
export function activitySessionKey(jar: CookieJar, settings: Settings): string | null {
  const stamp = readActivity(jar, settings)
  return stamp ? `${stamp.userId}.${stamp.since}` : null
}

export function clearActivity(jar: CookieJar, settings: { secureCookies?: boolean }) {
  const name = activityCookie(settings)
  if (jar.get(name) !== undefined) jar.set(name, '', 0)
}

function sign(payload: string, settings: Settings): Buffer {
  const mac = crypto.createHmac('sha256', settings.sessionSecret()).update(`supabase-activity:${payload}`).digest('base64url')
  return Buffer.from(mac)
}
