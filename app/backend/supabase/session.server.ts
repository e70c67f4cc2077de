import {
  isAuthApiError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  type Session,
  type SupabaseClient,
  type User,
} from '@supabase/supabase-js'
import type { SessionSettings } from '../config.server'
import { RATE_LIMIT_MESSAGE } from '../sign-in-limit'
import type { AuthUser, MfaStatus, SignInResult } from '../types'
import { activityCookie, activitySessionKey, clearActivity, isActive, readActivity, touchActivity, writeActivity } from './activity.server'
import type { CookieJar } from './cookies.server'
import { backendError, fromAuth } from './errors.server'
import type { SignInThrottle } from './sign-in-throttle.server'
import { flightKey, sharedVerification, type Verified, type VerificationFlights } from './single-flight.server'

// The session of one request. The user is verified with Supabase Auth (GET /auth/v1/user), never
// taken from the cookie alone, and only once per request: every caller (parallel loaders, data
// calls wanting the token) shares one promise, so at most one token refresh happens.

export interface SupabaseSession {
  getUser(): Promise<AuthUser | null>
  /** The verified user's access token for data calls, or null (anon). */
  accessToken(): Promise<string | null>
  signInWithPassword(email: string, password: string, clientHash: string): Promise<SignInResult>
  /** Every sign-out is global here (as specified): `everywhere` changes nothing. */
  signOut(options?: { everywhere?: boolean }): Promise<void>
  sessionKey(): Promise<string | null>
  /** The session's assurance level and the user's verified factor (from the verification). */
  mfa(): Promise<MfaStatus>
  /** After a code: the session's new token (auth-js saved it in the cookie) is what this request uses now. */
  replaceToken(accessToken: string, mfa: MfaStatus): void
  /** A session Auth just gave (a sign-in, a reset link's token; auth-js saved it in the cookie) is this request's now. */
  adoptSession(session: Session, user: User): AuthUser
}

export function createSession(
  auth: () => SupabaseClient,
  jar: CookieJar,
  storageKey: string,
  flights: VerificationFlights,
  settings: SessionSettings,
  throttle: SignInThrottle,
): SupabaseSession {
  let verified: Promise<Verified | null> | undefined
  const current = () => (verified ??= verifyShared())
  const isAuthCookie = (name: string) => name === storageKey || name.startsWith(`${storageKey}.`)
  const sessionKey = () => flightKey(jar, (name) => isAuthCookie(name) || name === activityCookie(settings))
  let sharedKey: string | undefined

  async function verifyShared(): Promise<Verified | null> {
    // A visitor without a session cookie costs no request at all.
    if (!jar.getAll().some(({ name }) => isAuthCookie(name))) return null
    sharedKey = sessionKey()
    return sharedVerification(flights, sharedKey, jar, verify)
  }

  /** After sign-in or sign-out, no other request may reuse what this one verified before. */
  function forgetShared() {
    if (sharedKey) flights.delete(sharedKey)
    flights.delete(sessionKey())
  }

  async function verify(): Promise<Verified | null> {
    const stamp = readActivity(jar, settings)
    if (!isActive(settings, stamp)) return endIdleSession()
    const { data, error } = await auth().auth.getSession() // refreshes the token if it is (nearly) expired
    if (error && isAuthRetryableFetchError(error)) throw fromAuth(error)
    const session = data.session
    if (!session) return clear() // refresh refused: auth-js already removed the session and its cookie
    const result = await auth().auth.getUser(session.access_token)
    if (result.error) {
      if (isAuthRetryableFetchError(result.error)) throw fromAuth(result.error)
      return endIdleSession() // revoked, expired or deleted user: drop the stale cookie
    }
    if (!isActive(settings, stamp, result.data.user.id)) return endIdleSession()
    touchActivity(jar, settings, stamp, result.data.user.id)
    // What this request reads may include the user's drafts: never let a CDN keep the page.
    jar.markPrivate()
    return { user: toAuthUser(result.data.user), accessToken: session.access_token, mfa: mfaOf(session.access_token, result.data.user) }
  }

  /** Revokes this session on the server (scope=local) and clears its cookies. */
  async function endIdleSession() {
    await auth()
      .auth.signOut({ scope: 'local' })
      .catch((error) => console.error('Could not end an expired Supabase session:', error))
    return clear()
  }

  function clear() {
    clearActivity(jar, settings)
    return null
  }

  function adoptSession(session: Session, authUser: User) {
    forgetShared()
    const user = toAuthUser(authUser)
    writeActivity(jar, settings, user.id)
    verified = Promise.resolve({ user, accessToken: session.access_token, mfa: mfaOf(session.access_token, authUser) })
    return user
  }

  return {
    adoptSession,
    getUser: async () => (await current())?.user ?? null,
    mfa: async () => (await current())?.mfa ?? { level: 'aal1', factorId: null },
    replaceToken(accessToken, mfa) {
      forgetShared()
      verified = current().then((known) => (known ? { ...known, accessToken, mfa } : null))
    },
    accessToken: async () => (await current())?.accessToken ?? null,

    async signInWithPassword(email, password, clientHash) {
      // Throttled in our own table first (sign-in-throttle.server.ts): Supabase Auth's own limit
      // is per IP address, and all our sign-ins share the server's address.
      forgetShared()
      verified = Promise.resolve(null)
      try {
        const outcome = await throttle.begin(email, clientHash)
        if (outcome === 'throttled') return { ok: false, code: 'rate_limited', message: RATE_LIMIT_MESSAGE }
        // A locked account is answered as a wrong password is, and Auth is not asked.
        if (outcome === 'locked') return { ok: false, code: 'invalid_credentials', message: INVALID_CREDENTIALS_MESSAGE }
      } catch (error) {
        console.error('Sign-in throttle unavailable:', error)
        return { ok: false, code: 'unavailable', message: 'Failed to log in' }
      }
      const { data, error } = await auth().auth.signInWithPassword({ email, password })
      if (error || !data.session) return signInFailure(error)
      const user = adoptSession(data.session, data.user)
      // Not clearing the failures only leaves them to expire; the sign-in itself stands.
      await throttle.finish(data.session.access_token, clientHash).catch((e) => console.error('Could not clear sign-in failures:', e))
      return { ok: true, user }
    },

    sessionKey: async () => activitySessionKey(jar, settings),

    async signOut() {
      // POST /auth/v1/logout?scope=global revokes every session of the user (as specified).
      forgetShared()
      const { error } = await auth().auth.signOut()
      verified = Promise.resolve(null)
      clearActivity(jar, settings)
      if (!error || isAuthSessionMissingError(error)) return
      // The server could not be told: still forget the session here, then report the failure.
      await auth()
        .auth.signOut({ scope: 'local' })
        .catch(() => undefined)
      throw backendError(fromAuth(error).code, error, 'Failed to log out')
    },
  }
}

function signInFailure(error: unknown): SignInResult {
  if (isAuthRetryableFetchError(error) || !error) {
    return { ok: false, code: 'unavailable', message: 'Failed to log in' }
  }
  if (isAuthApiError(error) && (error.status === 429 || error.code === 'over_request_rate_limit')) {
    return { ok: false, code: 'rate_limited', message: RATE_LIMIT_MESSAGE }
  }
  // 400 invalid_credentials ('Invalid login credentials'), email_not_confirmed, and the like.
  const message = error instanceof Error && error.message ? error.message : 'Failed to log in'
  return { ok: false, code: 'invalid_credentials', message }
}

const INVALID_CREDENTIALS_MESSAGE = 'Invalid login credentials' // GoTrue's words for a wrong password

/** The token's `aal` claim (signed by Auth, verified by GET /user) and the user's verified TOTP factor. */
function mfaOf(accessToken: string, user: User): MfaStatus {
  let level: MfaStatus['level'] = 'aal1'
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { aal?: string }
    if (claims.aal === 'aal2') level = 'aal2'
  } catch {
    // an unreadable token is no second factor's
  }
  const factor = (user.factors ?? []).find((f) => f.factor_type === 'totp' && f.status === 'verified')
  return { level, factorId: factor?.id ?? null }
}

function toAuthUser(user: User): AuthUser {
  return { id: user.id, email: user.email ?? '' }
}
