import { RATE_LIMIT_MESSAGE } from '../sign-in-limit'
import type { AccountLockout } from '../config.server'
import { acceptTotp, newTotpSecret, totpUri } from '../mfa/totp.server'
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash } from '../mfa/recovery-codes.server'
import { BackendError, type CodeResult, type MfaApi } from '../types'
import { beginAttempt, type SessionUser } from './auth.server'
import type { Database } from './database.server'
import { openTotpSecret, sealTotpSecret } from './totp-secret.server'
import type { Transaction } from './sql.server'

// The second factor on the embedded backend, as Supabase Auth keeps it: factors in auth.mfa_factors,
// the level in the session row (aal2 after a code), which asActor puts in the claims that row-level
// security reads. Every code counts as a sign-in attempt (begin_sign_in), so codes are throttled
// and locked out like passwords; a right one clears the attempts (finish_sign_in at aal2).

export const INVALID_CODE_MESSAGE = 'Invalid or expired code'

export interface MfaContext {
  database: () => Promise<Database>
  /** The signed-in session's user and its row id (the token's hash), or null. */
  session: () => Promise<{ user: SessionUser; sessionId: string } | null>
  /** The session row changed (aal): forget what the request read. */
  changed: (aal: SessionUser['aal']) => void
  sessionSecret: () => string
  lockout: AccountLockout
  inactivityMs: number
  sessionMaxMs: number
}

const invalid = { ok: false, code: 'invalid_code', message: INVALID_CODE_MESSAGE } as const

export function embeddedMfa(ctx: MfaContext): MfaApi {
  async function signedIn() {
    const current = await ctx.session()
    if (!current) throw new BackendError('not_authenticated', 'Not authenticated')
    return current
  }
  const verifiedFactor = async (tx: Pick<Database, 'query'>, userId: string) =>
    (
      await tx.query<{ id: string; secret: string; last_step: string | null }>(
        "select id, secret, last_step from auth.mfa_factors where user_id = $1 and status = 'verified' order by created_at desc limit 1",
        [userId],
      )
    ).rows[0] ?? null

  /** One code attempt in one transaction: throttled first, then `check`; a success reaches aal2. */
  async function attempt(clientHash: string, check: (tx: Transaction, user: SessionUser) => Promise<boolean>): Promise<CodeResult> {
    const { user, sessionId } = await signedIn()
    try {
      const passed = await (
        await ctx.database()
      ).transaction(async (tx) => {
        const outcome = await beginAttempt(tx, user.email, clientHash, ctx.lockout)
        if (outcome !== 'allowed') return outcome
        if (!(await check(tx, user))) return 'wrong'
        await tx.query("update embedded.sessions set aal = 'aal2' where id = $1", [sessionId])
        const claims = { sub: user.id, email: user.email, role: 'authenticated', aal: 'aal2' }
        await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)])
        await tx.query('select public.finish_sign_in($1)', [clientHash || 'unknown'])
        return 'passed'
      })
      if (passed === 'throttled') return { ok: false, code: 'rate_limited', message: RATE_LIMIT_MESSAGE }
      if (passed !== 'passed') return invalid // a lock answers as a wrong code does
      ctx.changed('aal2')
      return { ok: true }
    } catch (error) {
      console.error('Second-factor check failed:', error)
      return { ok: false, code: 'unavailable', message: 'Failed to log in' }
    }
  }

  /** The code against the factor's secret, and its step recorded so that it works once. */
  async function acceptCode(tx: Transaction, factor: { id: string; secret: string; last_step: string | null }, code: string) {
    const secret = openTotpSecret(ctx.sessionSecret(), factor.secret)
    if (!secret) throw new Error('A TOTP secret could not be opened: was SESSION_SECRET changed?')
    const step = await acceptTotp(secret, code, factor.last_step === null ? null : Number(factor.last_step))
    if (step === null) return false
    const updated = await tx.query(
      'update auth.mfa_factors set last_step = $2, last_challenged_at = now(), updated_at = now() where id = $1 and (last_step is null or last_step < $2)',
      [factor.id, step],
    )
    return (updated.affectedRows ?? 0) === 1
  }

  /** The factor and its recovery codes go, and the account's owner is told by e-mail (the outbox). */
  async function removeFactors(tx: Transaction, user: SessionUser) {
    await tx.query('delete from auth.mfa_factors where user_id = $1', [user.id])
    await tx.query('delete from public.admin_recovery_codes where user_id = $1', [user.id])
    await tx.query("select public.queue_account_email($1, 'factor_removed')", [user.email])
  }

  return {
    async status() {
      const current = await ctx.session()
      if (!current) return { level: 'aal1', factorId: null }
      const factor = await verifiedFactor(await ctx.database(), current.user.id)
      return { level: current.user.aal, factorId: factor?.id ?? null }
    },

    async enroll(issuer) {
      const { user } = await signedIn()
      const db = await ctx.database()
      if ((await verifiedFactor(db, user.id)) && user.aal !== 'aal2') {
        throw new BackendError('forbidden', 'AAL2 required to enroll a new factor')
      }
      const secret = newTotpSecret()
      const factorId = await db.transaction(async (tx) => {
        await tx.query("delete from auth.mfa_factors where user_id = $1 and status = 'unverified'", [user.id])
        const row = await tx.query<{ id: string }>('insert into auth.mfa_factors (user_id, secret) values ($1, $2) returning id', [
          user.id,
          sealTotpSecret(ctx.sessionSecret(), secret),
        ])
        return row.rows[0].id
      })
      return { factorId, secret, uri: totpUri(secret, user.email, issuer) }
    },

    async confirm(factorId, code, clientHash) {
      const recoveryCodes = newRecoveryCodes()
      const result = await attempt(clientHash, async (tx, user) => {
        const found = await tx.query<{ id: string; secret: string; last_step: string | null }>(
          "select id, secret, last_step from auth.mfa_factors where id = $1 and user_id = $2 and status = 'unverified'",
          [factorId, user.id],
        )
        if (!found.rows[0] || !(await acceptCode(tx, found.rows[0], code))) return false
        // One factor per admin: this one replaces any before it, and its codes theirs.
        await tx.query('delete from auth.mfa_factors where user_id = $1 and id <> $2', [user.id, factorId])
        await tx.query("update auth.mfa_factors set status = 'verified' where id = $1", [factorId])
        await tx.query('delete from public.admin_recovery_codes where user_id = $1', [user.id])
        for (const plain of recoveryCodes) {
          await tx.query('insert into public.admin_recovery_codes (user_id, code_hash) values ($1, $2)', [
            user.id,
            recoveryCodeHash(ctx.sessionSecret(), plain),
          ])
        }
        return true
      })
      return result.ok ? { ...result, recoveryCodes } : result
    },

    verify: (code, clientHash) =>
      attempt(clientHash, async (tx, user) => {
        const factor = await verifiedFactor(tx, user.id)
        return !!factor && (await acceptCode(tx, factor, code))
      }),

    async recover(code, clientHash) {
      const result = await attempt(clientHash, async (tx, user) => {
        if (!looksLikeRecoveryCode(code)) return false
        const used = await tx.query(
          'update public.admin_recovery_codes set used_at = now() where user_id = $1 and code_hash = $2 and used_at is null',
          [user.id, recoveryCodeHash(ctx.sessionSecret(), code)],
        )
        if ((used.affectedRows ?? 0) !== 1) return false
        await removeFactors(tx, user)
        return true
      })
      // Without a factor the session is no second factor's: the admin enrols a new one.
      if (result.ok) await demote(await ctx.database(), (await signedIn()).sessionId, ctx)
      return result
    },

    async remove(code, clientHash) {
      const result = await attempt(clientHash, async (tx, user) => {
        const factor = await verifiedFactor(tx, user.id)
        if (!factor || !(await acceptCode(tx, factor, code))) return false
        await removeFactors(tx, user)
        return true
      })
      if (result.ok) await demote(await ctx.database(), (await signedIn()).sessionId, ctx)
      return result
    },

    async otherSessions() {
      const { user, sessionId } = await signedIn()
      const result = await (
        await ctx.database()
      ).query<{ n: number }>(
        `select count(*)::int as n from embedded.sessions where user_id = $1 and id <> $2
           and last_seen_at > now() - make_interval(secs => $3::float8 / 1000)
           and created_at > now() - make_interval(secs => $4::float8 / 1000)`,
        [user.id, sessionId, ctx.inactivityMs, ctx.sessionMaxMs],
      )
      return result.rows[0].n
    },
  }
}

async function demote(db: Database, sessionId: string, ctx: MfaContext) {
  await db.query("update embedded.sessions set aal = 'aal1' where id = $1", [sessionId])
  ctx.changed('aal1')
}
