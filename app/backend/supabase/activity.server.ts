import crypto from 'node:crypto'
import type { SessionSettings } from '../config.server'
import type { CookieJar } from './cookies.server'

// Server-side inactivity expiry for Supabase sessions (docs/decisions/041). Supabase Auth has no
// per-app idle timeout on every plan, so we keep a signed "last activity" stamp next to the
// session cookie: `<user id>.<ms timestamp>.<HMAC>`. A missing, forged or stale stamp ends the
// session on the server. Reading the session slides the stamp forward.

export const ACTIVITY_COOKIE = 'sb-activity'
/** Re-stamp at most this often, so that not every response carries a Set-Cookie. */
const TOUCH_INTERVAL_MS = 60_000

export interface ActivityStamp {
  userId: string
  at: number
}

type Settings = Pick<SessionSettings, 'sessionSecret' | 'inactivityMs'>

export function readActivity(jar: CookieJar, settings: Settings): ActivityStamp | null {
  const raw = jar.get(ACTIVITY_COOKIE)
  const match = raw?.match(/^([0-9a-f-]{1,64})\.(\d{1,16})\.([A-Za-z0-9_-]+)$/i)
  if (!match) return null
  const [, userId, at, signature] = match
  const expected = sign(`${userId}.${at}`, settings)
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  return { userId, at: Number(at) }
}

/** True when the stamp is recent enough for this user (now - at within the inactivity window). */
export function isActive(settings: Settings, stamp: ActivityStamp | null, userId?: string, now = Date.now()): stamp is ActivityStamp {
  if (!stamp || (userId !== undefined && stamp.userId !== userId)) return false
  return stamp.at <= now + 60_000 && now - stamp.at < settings.inactivityMs
}

export function writeActivity(jar: CookieJar, settings: Settings, userId: string, now = Date.now()) {
  const value = `${userId}.${now}.${sign(`${userId}.${now}`, settings).toString()}`
  jar.set(ACTIVITY_COOKIE, value, Math.ceil(settings.inactivityMs / 1000))
}

/** Slides the stamp when it is older than a minute. */
export function touchActivity(jar: CookieJar, settings: Settings, stamp: ActivityStamp | null, userId: string, now = Date.now()) {
  if (!stamp || stamp.userId !== userId || now - stamp.at >= TOUCH_INTERVAL_MS) writeActivity(jar, settings, userId, now)
}

export function clearActivity(jar: CookieJar) {
  if (jar.get(ACTIVITY_COOKIE) !== undefined) jar.set(ACTIVITY_COOKIE, '', 0)
}

function sign(payload: string, settings: Settings): Buffer {
  const mac = crypto.createHmac('sha256', settings.sessionSecret()).update(`supabase-activity:${payload}`).digest('base64url')
  return Buffer.from(mac)
}
