import { createCookie, type Cookie } from '@remix-run/node'
import crypto from 'node:crypto'
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '~/backend/password-rule'
import { SESSION_COOKIE } from '~/backend/personal-cookies'
import type { AccountLockout } from '../config.server'
import { BackendError, type AssuranceLevel, type AuthUser, type SignInResult } from '../types'
import { RATE_LIMIT_MESSAGE } from '../sign-in-limit'
import type { Database } from './database.server'
import { toBackendError } from './sql.server'

// Sessions are rows in embedded.sessions, so that logout (and a password change) revokes them.
// The cookie carries a random token, signed; the row's id is the token's SHA-256, so a copy of
// the database alone lets nobody in. Expiry slides: each use moves last_seen_at forward.

const INVALID_CREDENTIALS_MESSAGE = 'Invalid login credentials'

// Compared against when the e-mail is unknown, so a miss costs as much time as a wrong password.
const DUMMY_HASH = '$2a$10$4zZ62IqWqM60YqYNdyzTp.ehnZzg3aoUlECByxR8CkCu3Q0WSAp1O'

export function sessionCookie(secret: string, secure: boolean): Cookie {
  return createCookie(secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    secrets: [secret],
  })
}

/** The session row's id: the SHA-256 of the cookie's token. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase()
}

/** A session's user with its assurance level (what asActor puts in the claims). */
export type SessionUser = AuthUser & { aal: AssuranceLevel }

type Query = Pick<Database, 'query'>

/** SQL public.begin_sign_in: records an attempt (password or code) unless a limit or the account's lock refuses it. */
export async function beginAttempt(tx: Query, email: string, clientHash: string, lockout: AccountLockout) {
  const result = await tx.query<{ outcome: 'allowed' | 'throttled' | 'locked' }>('select public.begin_sign_in($1, $2, $3, $4) as outcome', [
    email,
    clientHash || 'unknown',
    lockout.failures,
    lockout.minutes,
  ])
  return result.rows[0].outcome
}

/**
 * Checks a password, throttled like the hosted backend: SQL public.begin_sign_in records the attempt
 * (refusing it past the limits or while the account is locked) and public.finish_sign_in, run with
 * the user's claims, clears it (for a user with a second factor, only the code step does).
 */
export async function verifyPassword(
  db: Database,
  email: string,
  password: string,
  clientHash: string,
  lockout: AccountLockout,
): Promise<SignInResult> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await beginAttempt(tx, email, clientHash, lockout)
      if (outcome === 'throttled') return { ok: false, code: 'rate_limited', message: RATE_LIMIT_MESSAGE } as const
      if (outcome === 'locked') {
        // As long as a wrong password takes: a lock is answered like one.
        await tx.query('select crypt($1, $2)', [password, DUMMY_HASH])
        return { ok: false, code: 'invalid_credentials', message: INVALID_CREDENTIALS_MESSAGE } as const
      }
      const found = await tx.query<{ id: string; email: string; hash: string }>(
        'select id, email, encrypted_password as hash from auth.users where email = $1',
        [email],
      )
      const user = found.rows[0]
      const match = await tx.query<{ ok: boolean }>('select crypt($1, $2) = $2 as ok', [password, user?.hash ?? DUMMY_HASH])
      if (!user || !match.rows[0].ok) return { ok: false, code: 'invalid_credentials', message: INVALID_CREDENTIALS_MESSAGE } as const
      await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: user.id, email: user.email })])
      await tx.query('select public.finish_sign_in($1)', [clientHash || 'unknown'])
      return { ok: true, user: { id: user.id, email: user.email } } as const
    })
  } catch (error) {
    console.error('Sign-in failed:', error)
    return { ok: false, code: 'unavailable', message: 'Failed to log in' }
  }
}

/** A new session row (and expired rows pruned); returns the token for the cookie. */
export async function createSession(db: Database, userId: string, inactivityMs: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url')
  await db.transaction(async (tx) => {
    await tx.query(`delete from embedded.sessions where last_seen_at < now() - make_interval(secs => $1::float8 / 1000)`, [inactivityMs])
    await tx.query('insert into embedded.sessions (id, user_id) values ($1, $2)', [hashToken(token), userId])
  })
  return token
}

/**
 * The session's user if it was used within `inactivityMs` and began less than `maxMs` ago (the
 * absolute lifetime); slides its idle expiry. Null if expired or revoked.
 */
export async function touchSession(db: Database, token: string, inactivityMs: number, maxMs = Infinity): Promise<SessionUser | null> {
  const result = await db.query<SessionUser>(
    `update embedded.sessions s set last_seen_at = now()
     from auth.users u
     where s.id = $1 and u.id = s.user_id and s.last_seen_at > now() - make_interval(secs => $2::float8 / 1000)
       and ($3::float8 is null or s.created_at > now() - make_interval(secs => $3::float8 / 1000))
     returning u.id, u.email, s.aal`,
    [hashToken(token), inactivityMs, Number.isFinite(maxMs) ? maxMs : null],
  )
  if (result.rows[0]) return result.rows[0]
  await db.query('delete from embedded.sessions where id = $1', [hashToken(token)])
  return null
}

export async function revokeSession(db: Database, token: string) {
  await db.query('delete from embedded.sessions where id = $1', [hashToken(token)])
}

/** "Sign out everywhere": every session of the user this token's session belongs to. */
export async function revokeAllSessions(db: Database, token: string) {
  await db.query('delete from embedded.sessions where user_id = (select user_id from embedded.sessions where id = $1)', [hashToken(token)])
}

/** Creates the user (or updates its password) and lists it in admin_users when `admin`. */
export async function ensureUser(
  db: Database,
  input: { email: string; password: string; admin?: boolean; updatePassword?: boolean },
): Promise<{ userId: string; created: boolean }> {
  const email = normalizeEmail(input.email)
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new BackendError('invalid', `Invalid email address: ${input.email}`)
  if (!isStrongPassword(input.password)) throw new BackendError('invalid', PASSWORD_RULE_MESSAGE)
  try {
    return await db.transaction(async (tx) => {
      const existing = (await tx.query<{ id: string }>('select id from auth.users where email = $1', [email])).rows[0]
      let userId = existing?.id
      if (!existing) {
        const inserted = await tx.query<{ id: string }>(
          `insert into auth.users (email, encrypted_password) values ($1, crypt($2, gen_salt('bf', 10))) returning id`,
          [email, input.password],
        )
        userId = inserted.rows[0].id
      } else if (input.updatePassword) {
        await tx.query(`update auth.users set encrypted_password = crypt($2, gen_salt('bf', 10)), updated_at = now() where id = $1`, [
          userId,
          input.password,
        ])
        // A new password ends every session signed in with the old one.
        await tx.query('delete from embedded.sessions where user_id = $1', [userId])
      }
      if (input.admin !== false) {
        await tx.query('insert into public.admin_users (id) values ($1) on conflict (id) do nothing', [userId])
      }
      return { userId: userId!, created: !existing }
    })
  } catch (error) {
    throw toBackendError(error)
  }
}
