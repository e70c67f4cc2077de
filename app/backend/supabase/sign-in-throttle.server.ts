import { DEFAULT_LOCKOUT, type SupabaseConfig } from '../config.server'
import { rows } from './context.server'
import { createDataClient } from './supabase-client.server'

// Sign-in throttling on Supabase, in our own table (migration 20250104, docs/decisions/121).
// Supabase Auth limits by IP address, and every sign-in reaches it from our server: one bucket
// for everyone, which one attacker could empty. So every attempt is recorded first, per e-mail and
// client, and cleared after a success by the signed-in user itself (it can clear only its own).

export interface SignInThrottle {
  /** Records the attempt (a password or a code); unless 'allowed', nothing is sent to Auth. */
  begin(email: string, clientHash: string): Promise<'allowed' | 'throttled' | 'locked'>
  /** After a successful sign-in, with its access token: clears this e-mail's failures from this client. */
  finish(accessToken: string, clientHash: string): Promise<void>
}

export function createSignInThrottle(config: SupabaseConfig): SignInThrottle {
  return {
    async begin(email, clientHash) {
      // POST /rest/v1/rpc/begin_sign_in as anon (no session yet).
      const anon = createDataClient(config, async () => null)
      const lockout = config.lockout ?? DEFAULT_LOCKOUT
      const result = await anon.rpc('begin_sign_in', {
        p_email: email,
        p_client_hash: clientHash || 'unknown',
        p_account_failures: lockout.failures,
        p_lock_minutes: lockout.minutes,
      })
      const outcome = rows(result)
      return outcome === 'allowed' || outcome === 'locked' ? outcome : 'throttled'
    },
    async finish(accessToken, clientHash) {
      const user = createDataClient(config, async () => accessToken)
      rows(await user.rpc('finish_sign_in', { p_client_hash: clientHash || 'unknown' }))
    },
  }
}
