// The Auth fake's multi-factor endpoints, as GoTrue answers them (internal/api/mfa.go; shapes as
// @supabase/auth-js reads them): POST /factors (enrol a TOTP factor), POST /factors/{id}/challenge,
// POST /factors/{id}/verify (a session at aal2), DELETE /factors/{id}, and the admin's
// DELETE /admin/users/{uid}/factors/{id}. Refused as GoTrue refuses: a wrong code, a challenge
// used or expired (5 minutes), enrolling or removing over a verified factor below aal2.
import { verifyTOTP } from '@epic-web/totp'
import crypto from 'node:crypto'
import QRCode from 'qrcode'
import { newTotpSecret } from '~/backend/mfa/totp.server'
import type { Sql } from '../sql'

export const CHALLENGE_SECONDS = 300 // GoTrue's MFA_CHALLENGE_EXPIRY_DURATION
type Failure = readonly [number, string, string]
export interface Caller {
  user: { id: string; email: string }
  sessionId?: string
  claims: Record<string, unknown>
}

export function createMfaRoutes(db: Sql, issue: (userId: string, sessionId: string) => Promise<object>) {
  const aal = (caller: Caller) => (caller.claims.aal === 'aal2' ? 'aal2' : 'aal1')
  const verifiedCount = async (userId: string) =>
    (await db`select count(*)::int as n from auth.mfa_factors where user_id = ${userId} and status = 'verified'`)[0].n as number

  async function enroll(caller: Caller, body: Record<string, unknown>): Promise<object | Failure> {
    if (body.factor_type !== 'totp') return [400, 'validation_failed', 'factor_type needs to be totp, phone or webauthn']
    if ((await verifiedCount(caller.user.id)) > 0 && aal(caller) !== 'aal2') {
      return [422, 'insufficient_aal', 'AAL2 required to enroll a new factor']
    }
    const secret = newTotpSecret()
    const issuer = String(body.issuer ?? 'localhost')
    const uri = `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(caller.user.email)}?issuer=${encodeURIComponent(issuer)}&period=30&secret=${secret}`
    const id = crypto.randomUUID()
    const name = typeof body.friendly_name === 'string' ? body.friendly_name : ''
    await db`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
      values (${id}, ${caller.user.id}, ${name}, 'totp', 'unverified', now(), now(), ${secret})`
    return { id, type: 'totp', friendly_name: name, totp: { qr_code: await QRCode.toString(uri, { type: 'svg' }), secret, uri } }
  }

  async function challenge(caller: Caller, factorId: string): Promise<object | Failure> {
    const [factor] = await db`select id from auth.mfa_factors where id = ${factorId} and user_id = ${caller.user.id}`
    if (!factor) return [404, 'mfa_factor_not_found', 'Factor not found']
    const id = crypto.randomUUID()
    const [row] = await db`insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
      values (${id}, ${factorId}, now(), '127.0.0.1') returning extract(epoch from created_at)::int as at`
    return { id, type: 'totp', expires_at: Number(row.at) + CHALLENGE_SECONDS }
  }

  async function verify(caller: Caller, factorId: string, body: Record<string, unknown>): Promise<object | Failure> {
    const [factor] = await db`select id, secret from auth.mfa_factors where id = ${factorId} and user_id = ${caller.user.id}`
    if (!factor) return [404, 'mfa_factor_not_found', 'Factor not found']
    const [found] = await db`select id, verified_at, created_at < now() - make_interval(secs => ${CHALLENGE_SECONDS}) as expired
      from auth.mfa_challenges where id = ${String(body.challenge_id ?? '')}::uuid and factor_id = ${factorId}`.catch(() => [])
    if (!found || found.verified_at) return [404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found']
    if (found.expired) {
      return [
        422,
        'mfa_challenge_expired',
        `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
      ]
    }
    const code = String(body.code ?? '')
    const ok =
      /^\d{6}$/.test(code) &&
      (await verifyTOTP({ otp: code, secret: String(factor.secret), period: 30, digits: 6, algorithm: 'SHA-1', window: 1 }))
    if (!ok) return [422, 'mfa_verification_failed', 'Invalid TOTP code entered']
    await db`update auth.mfa_challenges set verified_at = now() where id = ${found.id}`
    await db`update auth.mfa_factors set status = 'verified', updated_at = now(), last_challenged_at = now() where id = ${factorId}`
    // GoTrue raises the session itself to aal2 (and records the method in mfa_amr_claims).
    await db`update auth.sessions set aal = 'aal2', factor_id = ${factorId} where id = ${caller.sessionId ?? null}`
    return issue(caller.user.id, caller.sessionId!)
  }

  async function unenroll(caller: Caller, factorId: string): Promise<object | Failure> {
    const [factor] = await db`select id, status from auth.mfa_factors where id = ${factorId} and user_id = ${caller.user.id}`
    if (!factor) return [404, 'mfa_factor_not_found', 'Factor not found']
    if (factor.status === 'verified' && aal(caller) !== 'aal2')
      return [422, 'insufficient_aal', 'AAL2 required to unenroll verified factor']
    await db`delete from auth.mfa_factors where id = ${factorId}`
    return { id: factorId }
  }

  /** The user's factors as GET /user lists them. */
  async function factorsOf(userId: string) {
    const rows = await db`select id, friendly_name, factor_type, status, created_at, updated_at from auth.mfa_factors
      where user_id = ${userId} order by created_at`
    return rows.map((row) => ({ ...row, factor_type: String(row.factor_type), status: String(row.status) }))
  }

  async function adminDelete(userId: string, factorId: string): Promise<object | Failure> {
    const [row] = await db`delete from auth.mfa_factors where id = ${factorId} and user_id = ${userId} returning id`
    return row ? { id: row.id } : [404, 'mfa_factor_not_found', 'Factor not found']
  }

  return { enroll, challenge, verify, unenroll, factorsOf, adminDelete }
}
