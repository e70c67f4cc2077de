import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js'
import type { SupabaseConfig } from '../config.server'
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash } from '../mfa/recovery-codes.server'
import { RATE_LIMIT_MESSAGE } from '../sign-in-limit'
import { BackendError, type CodeResult, type MfaApi } from '../types'
import { fromAuth, fromPostgrest } from './errors.server'
import type { SupabaseSession } from './session.server'
import type { SignInThrottle } from './sign-in-throttle.server'
import { createDataClient, createServiceClient } from './supabase-client.server'

// The second factor on Supabase Auth (auth.mfa: enroll, challenge, verify, unenroll): a verified
// code gives the session an aal2 token, which row-level security requires of admins (migration
// 20250302). Codes are throttled and counted in the lockout in our own table first, as passwords
// are. Recovery codes are ours (Supabase Auth has none): keyed hashes in admin_recovery_codes.

const INVALID_CODE_MESSAGE = 'Invalid or expired code'
const invalid = { ok: false, code: 'invalid_code', message: INVALID_CODE_MESSAGE } as const
const unavailable = { ok: false, code: 'unavailable', message: 'Failed to log in' } as const

export function createSupabaseMfa(
  config: SupabaseConfig,
  auth: () => SupabaseClient,
  session: SupabaseSession,
  throttle: SignInThrottle,
): MfaApi {
  async function signedIn() {
    const user = await session.getUser()
    if (!user) throw new BackendError('not_authenticated', 'Not authenticated')
    return user
  }
  const asUser = () => createDataClient(config, session.accessToken)

  /** The owner's notice (migration 20250401: an e-mail queued to the caller's own address); the removal stands without it. */
  async function noticeFactorRemoved() {
    try {
      const { error } = await asUser().rpc('queue_factor_removed_email')
      if (error) throw error
    } catch (error) {
      console.error('Could not queue the factor-removed e-mail:', error)
    }
  }

  /** Throttled, then Auth's challenge and verify: the session's token becomes an aal2 one. */
  async function verifyCode(factorId: string, code: string, clientHash: string): Promise<CodeResult> {
    const user = await signedIn()
    try {
      const outcome = await throttle.begin(user.email, clientHash)
      if (outcome === 'throttled') return { ok: false, code: 'rate_limited', message: RATE_LIMIT_MESSAGE }
      if (outcome === 'locked') return invalid
    } catch (error) {
      console.error('Sign-in throttle unavailable:', error)
      return unavailable
    }
    const { data, error } = await auth().auth.mfa.challengeAndVerify({ factorId, code })
    if (error || !data) return isAuthRetryableFetchError(error) ? unavailable : invalid
    session.replaceToken(data.access_token, { level: 'aal2', factorId })
    await throttle.finish(data.access_token, clientHash).catch((e) => console.error('Could not clear sign-in failures:', e))
    return { ok: true }
  }

  return {
    status: () => session.mfa(),

    async enroll(issuer) {
      await signedIn()
      // An unverified factor left from an abandoned enrolment goes first.
      const listed = await auth().auth.mfa.listFactors()
      for (const factor of listed.data?.all ?? []) {
        if (factor.status === 'unverified') await auth().auth.mfa.unenroll({ factorId: factor.id })
      }
      // Auth refuses a second factor with the same friendly name ('' included: 422 mfa_factor_name_conflict),
      // and re-enrolling keeps the old factor until the new one is confirmed: each gets its own name.
      const friendlyName = `${issuer} ${new Date().toISOString()}`
      const { data, error } = await auth().auth.mfa.enroll({ factorType: 'totp', issuer, friendlyName })
      if (error || !data) throw fromAuth(error)
      return { factorId: data.id, secret: data.totp.secret, uri: data.totp.uri }
    },

    async confirm(factorId, code, clientHash) {
      const result = await verifyCode(factorId, code, clientHash)
      if (!result.ok) return result
      const recoveryCodes = newRecoveryCodes()
      const hashes = recoveryCodes.map((plain) => recoveryCodeHash(config.sessionSecret(), plain))
      const stored = await asUser().rpc('replace_recovery_codes', { p_hashes: hashes })
      if (stored.error) {
        console.error('Could not store recovery codes:', stored.error)
        return unavailable
      }
      // A factor enrolled before this one goes: one factor per admin.
      const listed = await auth().auth.mfa.listFactors()
      for (const factor of listed.data?.totp ?? []) if (factor.id !== factorId) await auth().auth.mfa.unenroll({ factorId: factor.id })
      return { ok: true, recoveryCodes }
    },

    async verify(code, clientHash) {
      const { factorId } = await session.mfa()
      return factorId ? verifyCode(factorId, code, clientHash) : invalid
    },

    async recover(code, clientHash) {
      const user = await signedIn()
      const { factorId } = await session.mfa()
      if (!config.serviceRoleKey) {
        console.error('A recovery code needs SUPABASE_SERVICE_ROLE_KEY to remove the lost factor.')
        return unavailable
      }
      const outcome = await throttle.begin(user.email, clientHash).catch(() => null)
      if (outcome === null) return unavailable
      if (outcome === 'throttled') return { ok: false, code: 'rate_limited', message: RATE_LIMIT_MESSAGE }
      if (outcome === 'locked' || !factorId || !looksLikeRecoveryCode(code)) return invalid
      const used = await asUser().rpc('use_recovery_code', { p_hash: recoveryCodeHash(config.sessionSecret(), code) })
      if (used.error) return unavailable
      if (used.data !== true) return invalid
      // DELETE /auth/v1/admin/users/{id}/factors/{factor}: the lost authenticator's factor goes.
      const service = createServiceClient({ ...config, serviceRoleKey: config.serviceRoleKey })
      const removed = await service.auth.admin.mfa.deleteFactor({ userId: user.id, id: factorId })
      if (removed.error) return unavailable
      session.replaceToken((await session.accessToken()) ?? '', { level: 'aal1', factorId: null })
      await noticeFactorRemoved()
      return { ok: true }
    },

    async remove(code, clientHash) {
      const { factorId } = await session.mfa()
      if (!factorId) return invalid
      const result = await verifyCode(factorId, code, clientHash)
      if (!result.ok) return result
      const { error } = await auth().auth.mfa.unenroll({ factorId })
      if (error) return isAuthRetryableFetchError(error) ? unavailable : invalid
      session.replaceToken((await session.accessToken()) ?? '', { level: 'aal1', factorId: null })
      await noticeFactorRemoved()
      return { ok: true }
    },

    async otherSessions() {
      await signedIn()
      const result = await asUser().rpc('other_session_count', { p_max_age_seconds: Math.round((config.sessionMaxMs ?? 0) / 1000) || null })
      if (result.error) throw fromPostgrest(result.error, result.status)
      return Number(result.data ?? 0)
    },
  }
}
