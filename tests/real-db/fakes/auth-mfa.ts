// The Auth fake's multi-factor endpoints, as GoTrue answers them (internal/api/mfa.go; shapes as
// @supabase/auth-js reads them): POST /factors (enrol a TOTP factor), POST /factors/{id}/challenge,
// POST /factors/{id}/verify (a session at aal2), DELETE /factors/{id}, and the admin's
// DELETE /admin/users/{uid}/factors/{id}. Refused as GoTrue refuses, with its status codes and
// messages: a wrong or empty code, a challenge unknown, used or expired (5 minutes; then deleted),
// a second factor of the same friendly name, more than 10 factors, enrolling (403) or removing (422)
// over a verified factor below aal2 (the session's level in auth.sessions, as GoTrue reads it).
// And as GoTrue does after a code: the session is aal2, the user's aal1 sessions and unverified
// factors go; after a removal, sessions raised by that factor are aal1 again.
import { verifyTOTP } from '@epic-web/totp'
import crypto from 'node:crypto'
import QRCode from 'qrcode'
import { newTotpSecret } from '~/backend/mfa/totp.server'
import type { Sql } from '../sql'

export const CHALLENGE_SECONDS = 300 // GoTrue's MFA_CHALLENGE_EXPIRY_DURATION
const MAX_FACTORS = 10 // MFA_MAX_ENROLLED_FACTORS
type Failure = readonly [number, string, string]
export interface Caller {
  user: { id: string; email: string }
  sessionId?: string
  claims: Record<string, unknown>
}

export function createMfaRoutes(db: Sql, issue: (userId: string, sessionId: string) => Promise<object>) {
  const aal = async (caller: Caller) =>
    (await db`select aal::text from auth.sessions where id = ${caller.sessionId ?? null}`)[0]?.aal === 'aal2' ? 'aal2' : 'aal1'

  async function enroll(caller: Caller, body: Record<string, unknown>): Promise<object | Failure> {
    if (body.factor_type !== 'totp') return [400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn']
    const name = typeof body.friendly_name === 'string' ? body.friendly_name : ''
    // validateFactors: the name first (an unnamed factor is named '' too), then the count, then the level.
    const factors = await db`select friendly_name, status from auth.mfa_factors where user_id = ${caller.user.id}`
    if (factors.some((f) => (f.friendly_name ?? '') === name)) {
      return [422, 'mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`]
    }
    if (factors.length >= MAX_FACTORS) {
      return [422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue']
    }
    if (factors.some((f) => f.status === 'verified') && (await aal(caller)) !== 'aal2') {
      return [403, 'insufficient_aal', 'AAL2 required to enroll a new factor']
    }
    const secret = newTotpSecret()
    const issuer = String(body.issuer ?? 'localhost')
    const uri = `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(caller.user.email)}?issuer=${encodeURIComponent(issuer)}&period=30&secret=${secret}`
    const id = crypto.randomUUID()
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
    // The body is parsed first (a challenge_id that is no UUID is bad JSON to Go; a missing one is the nil UUID).
    const challengeId = String(body.challenge_id ?? '00000000-0000-0000-0000-000000000000')
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(challengeId)) {
      return [400, 'bad_json', 'Could not parse request body as JSON: uuid: incorrect UUID length']
    }
    const code = String(body.code ?? '')
    if (!code) return [400, 'validation_failed', 'Code needs to be non-empty']
    const [found] = await db`select id, verified_at, created_at < now() - make_interval(secs => ${CHALLENGE_SECONDS}) as expired
      from auth.mfa_challenges where id = ${challengeId}::uuid and factor_id = ${factorId}`
    if (!found) return [422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found']
    // A used challenge is refused as one from another address is (validateChallenge).
    if (found.verified_at) return [422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.']
    if (found.expired) {
      await db`delete from auth.mfa_challenges where id = ${found.id}`
      return [
        422,
        'mfa_challenge_expired',
        `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
      ]
    }
    const ok =
      /^\d{6}$/.test(code) &&
      (await verifyTOTP({ otp: code, secret: String(factor.secret), period: 30, digits: 6, algorithm: 'SHA-1', window: 1 }))
    if (!ok) return [422, 'mfa_verification_failed', 'Invalid TOTP code entered']
    await db`update auth.mfa_challenges set verified_at = now() where id = ${found.id}`
    await db`update auth.mfa_factors set status = 'verified', updated_at = now(), last_challenged_at = now() where id = ${factorId}`
    // GoTrue raises the session itself to aal2 and records the method in mfa_amr_claims; the user's
    // sessions below aal2 end (InvalidateSessionsWithAALLessThan), and its unverified TOTP factors go.
    await db`update auth.sessions set aal = 'aal2', factor_id = ${factorId} where id = ${caller.sessionId ?? null}`
    await db`insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
      values (${caller.sessionId ?? null}, now(), now(), 'totp', gen_random_uuid())
      on conflict (session_id, authentication_method) do update set updated_at = now()`
    await db`delete from auth.sessions where user_id = ${caller.user.id} and aal < 'aal2'`
    await db`delete from auth.mfa_factors where user_id = ${caller.user.id} and status = 'unverified' and factor_type = 'totp'`
    return issue(caller.user.id, caller.sessionId!)
  }

  async function unenroll(caller: Caller, factorId: string): Promise<object | Failure> {
    const [factor] = await db`select id, status from auth.mfa_factors where id = ${factorId} and user_id = ${caller.user.id}`
    if (!factor) return [404, 'mfa_factor_not_found', 'Factor not found']
    if (factor.status === 'verified' && (await aal(caller)) !== 'aal2') {
      return [422, 'insufficient_aal', 'AAL2 required to unenroll verified factor']
    }
    await removeFactor(caller.user.id, factorId)
    return { id: factorId }
  }

  /** The user's factors as GET /user lists them. */
  async function factorsOf(userId: string) {
    const rows = await db`select id, friendly_name, factor_type, status, created_at, updated_at from auth.mfa_factors
      where user_id = ${userId} order by created_at`
    return rows.map((row) => ({ ...row, factor_type: String(row.factor_type), status: String(row.status) }))
  }

  /** The factor goes, and the sessions it raised are aal1 again (factor.DowngradeSessionsToAAL1). */
  async function removeFactor(userId: string, factorId: string) {
    const [row] = await db`delete from auth.mfa_factors where id = ${factorId} and user_id = ${userId}
      returning id, friendly_name, factor_type::text, status::text, created_at, updated_at`
    await db`update auth.sessions set aal = 'aal1', factor_id = null where user_id = ${userId} and factor_id = ${factorId}`
    return row
  }

  async function adminDelete(userId: string, factorId: string): Promise<object | Failure> {
    const row = await removeFactor(userId, factorId)
    return row ? { ...row } : [404, 'mfa_factor_not_found', 'Factor not found']
  }

  return { enroll, challenge, verify, unenroll, factorsOf, adminDelete }
}
