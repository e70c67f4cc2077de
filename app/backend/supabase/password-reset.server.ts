import {
  isAuthApiError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
  type SupabaseClient,
} from '@supabase/supabase-js'
import type { SupabaseKeys } from '../config.server'
import {
  RESET_RATE_LIMIT_MESSAGE,
  RESET_UNAVAILABLE_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  SECOND_FACTOR_FIRST_MESSAGE,
} from '../password-reset-messages'
import type { PasswordResetApi, SetPasswordResult } from '../types'
import { rows } from './context.server'
import { fromAuth } from './errors.server'
import type { SupabaseSession } from './session.server'
import { createAnonAuthClient, createDataClient } from './supabase-client.server'

// Password resets on Supabase Auth (docs/decisions/299): POST /recover mails the link (its template:
// `{{ .RedirectTo }}?token_hash={{ .TokenHash }}&type=recovery`), POST /verify with that token hash
// signs in (aal1, once, within the project's e-mail OTP expiry), PUT /user sets the password. Auth
// itself refuses a new password at aal1 from a user with a factor, so a reset never skips the code.

const unavailable = { ok: false, code: 'unavailable', message: RESET_UNAVAILABLE_MESSAGE } as const

export function createSupabasePasswordReset(config: SupabaseKeys, auth: () => SupabaseClient, session: SupabaseSession): PasswordResetApi {
  return {
    async request(email, clientHash, linkBase) {
      // Throttled in our own table first: Auth's limits are per address (all ours share the server's).
      try {
        const anon = createDataClient(config, async () => null)
        const outcome = rows(await anon.rpc('request_password_reset', { p_email: email, p_client_hash: clientHash || 'unknown' }))
        if (outcome !== 'allowed') return { ok: false, code: 'rate_limited', message: RESET_RATE_LIMIT_MESSAGE }
      } catch (error) {
        console.error('Password reset throttle unavailable:', error)
        return unavailable
      }
      // GoTrue answers 200 {} for an unknown e-mail. Its 429s (a link sent to this address within
      // SMTP_MAX_FREQUENCY, or the project's hourly e-mail limit) happen only for a known account,
      // so they are answered as a success too: a different answer would say the account exists.
      const { error } = await createAnonAuthClient(config).auth.resetPasswordForEmail(email, { redirectTo: linkBase })
      if (!error) return { ok: true }
      if (isAuthApiError(error) && error.status === 429) {
        console.warn('Supabase Auth sent no reset e-mail (its own rate limit):', error.code, error.message)
        return { ok: true }
      }
      console.error('Supabase Auth refused a reset request:', error)
      return unavailable
    },

    async redeem(token) {
      // GoTrue's token hashes are hex (prefixed pkce_ under the PKCE flow); anything else is no link's.
      if (!/^[\w-]{1,200}$/.test(token)) return false
      const { data, error } = await auth().auth.verifyOtp({ token_hash: token, type: 'recovery' })
      if (error && (isAuthRetryableFetchError(error) || !isAuthApiError(error) || error.status >= 500)) throw fromAuth(error)
      // 403 otp_expired ('Email link is invalid or has expired'): unknown, used or too old.
      if (error || !data.session || !data.user) return false
      session.adoptSession(data.session, data.user)
      return true
    },

    async setPassword(password): Promise<SetPasswordResult> {
      if (!(await session.getUser())) return { ok: false, code: 'not_authenticated', message: 'Not authenticated' }
      const { error } = await auth().auth.updateUser({ password })
      if (error) return setPasswordFailure(error)
      // Auth has ended the user's other sessions (PUT /user with a password); this one ends too.
      await session.signOut().catch((e) => console.error('Password set, but this session could not be ended on the server:', e))
      return { ok: true }
    },
  }
}

function setPasswordFailure(error: unknown): SetPasswordResult {
  if (isAuthSessionMissingError(error)) return { ok: false, code: 'not_authenticated', message: 'Not authenticated' }
  // 422 weak_password: Auth's own rule (stricter than ours if the project is so configured), in its words.
  if (isAuthWeakPasswordError(error)) return { ok: false, code: 'weak_password', message: error.message }
  if (isAuthApiError(error)) {
    // GoTrue: 401 insufficient_aal 'AAL2 session is required to update email or password when MFA is enabled.'
    if (error.code === 'insufficient_aal') return { ok: false, code: 'second_factor_needed', message: SECOND_FACTOR_FIRST_MESSAGE }
    if (error.code === 'same_password') return { ok: false, code: 'same_password', message: SAME_PASSWORD_MESSAGE }
    if (error.status === 401 || error.status === 403) return { ok: false, code: 'not_authenticated', message: 'Not authenticated' }
  }
  console.error('Supabase Auth refused a new password:', error)
  return unavailable
}
