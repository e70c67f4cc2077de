import crypto from 'node:crypto'
import {
  RESET_RATE_LIMIT_MESSAGE,
  RESET_UNAVAILABLE_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  SECOND_FACTOR_FIRST_MESSAGE,
} from '../password-reset-messages'
import type { AccountMailOutbox, ResetRequestResult, SetPasswordResult } from '../types'
import { hashToken, type SessionUser } from './auth.server'
import type { Database } from './database.server'
import { plain } from './sql.server'

// Password resets on the embedded backend (docs/decisions/299), as Supabase Auth keeps them: the
// token's SHA-256 in auth.users.recovery_token, cleared when used, valid an hour from
// recovery_sent_at. The token is made when its e-mail is sent (the outbox), never stored in clear.

export const RESET_TOKEN_HOURS = 1

/** SQL public.request_password_reset (throttled), then the e-mail queued for an admin's address only. */
export async function requestReset(db: Database, email: string, clientHash: string): Promise<ResetRequestResult> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = (
        await tx.query<{ outcome: string }>('select public.request_password_reset($1, $2) as outcome', [email, clientHash || 'unknown'])
      ).rows[0].outcome
      if (outcome !== 'allowed') return { ok: false, code: 'rate_limited', message: RESET_RATE_LIMIT_MESSAGE } as const
      await tx.query(
        `select public.queue_account_email(u.email, 'password_reset')
         from auth.users u join public.admin_users a on a.id = u.id where u.email = $1`,
        [email],
      )
      return { ok: true } as const
    })
  } catch (error) {
    console.error('Password reset request failed:', error)
    return { ok: false, code: 'unavailable', message: RESET_UNAVAILABLE_MESSAGE }
  }
}

/** Uses a link's token once: its user, or null for an unknown, used or expired token. */
export async function redeemResetToken(db: Database, token: string) {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  const result = await db.query<{ id: string; email: string }>(
    `update auth.users set recovery_token = null
     where recovery_token = $1 and recovery_sent_at > now() - make_interval(hours => $2)
     returning id, email`,
    [hashToken(token), RESET_TOKEN_HOURS],
  )
  return result.rows[0] ?? null
}

/** The new password, unless a code is still owed or it is the old one; then every session of the user ends. */
export async function setPassword(db: Database, user: SessionUser, password: string): Promise<SetPasswordResult> {
  return db.transaction(async (tx) => {
    const factor = await tx.query("select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'", [user.id])
    if (factor.rows.length > 0 && user.aal !== 'aal2') {
      return { ok: false, code: 'second_factor_needed', message: SECOND_FACTOR_FIRST_MESSAGE } as const
    }
    const same = await tx.query<{ same: boolean }>(
      'select crypt($2, encrypted_password) = encrypted_password as same from auth.users where id = $1',
      [user.id, password],
    )
    if (same.rows[0]?.same) return { ok: false, code: 'same_password', message: SAME_PASSWORD_MESSAGE } as const
    await tx.query(
      "update auth.users set encrypted_password = crypt($2, gen_salt('bf', 10)), recovery_token = null, updated_at = now() where id = $1",
      [user.id, password],
    )
    await tx.query('delete from embedded.sessions where user_id = $1', [user.id])
    return { ok: true } as const
  })
}

/** The account e-mails' outbox, run as the database owner through the migration's functions. */
export function accountMailOutbox(database: () => Promise<Database>): AccountMailOutbox {
  return {
    async claim({ limit, leaseSeconds, maxAttempts }) {
      const result = await (
        await database()
      ).query<Record<string, unknown>>('select id, email, kind, attempts from public.claim_account_emails($1, $2, $3)', [
        limit,
        leaseSeconds,
        maxAttempts,
      ])
      return result.rows.map((row) => plain(row))
    },
    async record(id, { error, retryAt }) {
      await (await database()).query('select public.record_account_email($1, $2, $3)', [id, error, retryAt])
    },
    async issueResetToken(email) {
      const token = crypto.randomBytes(32).toString('base64url')
      const result = await (
        await database()
      ).query('update auth.users set recovery_token = $2, recovery_sent_at = now() where email = $1 returning id', [
        email,
        hashToken(token),
      ])
      return result.rows.length === 1 ? token : null
    },
  }
}
