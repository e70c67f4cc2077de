// Admins in tests meet the second factor as real ones do (ADMIN_REQUIRE_2FA is on by default): the
// helper gives the admin a verified TOTP factor once (sealed with the test secret, as enrolment
// stores it) and passes the code step with a code computed from its key. Tests sign in many times
// within one 30-second step, and a code works once per step (the replay rule), so the helper
// forgets the last used step first: the rule itself is tested in two-factor.test.ts.
import { generateTOTP } from '@epic-web/totp'
import type { EmbeddedBackend } from '~/backend/embedded/adapter.server'
import { sealTotpSecret } from '~/backend/embedded/totp-secret.server'
import { newTotpSecret } from '~/backend/mfa/totp.server'
import type { RequestBackend } from '~/backend/types'
import { sessionSecretOf } from './helpers'

const keys = new Map<string, string>()

/** The admin's TOTP key (made and stored on first use). */
export async function adminTotpKey(backend: Pick<EmbeddedBackend, 'database'>, userId: string, sessionSecret = sessionSecretOf(backend)) {
  const db = await backend.database()
  const known = keys.get(`${sessionSecret}:${userId}`)
  const stored = await db.query<{ id: string }>("select id from auth.mfa_factors where user_id = $1 and status = 'verified'", [userId])
  if (known && stored.rows[0]) return known
  const secret = newTotpSecret()
  await db.query('delete from auth.mfa_factors where user_id = $1', [userId])
  await db.query("insert into auth.mfa_factors (user_id, secret, status) values ($1, $2, 'verified')", [
    userId,
    sealTotpSecret(sessionSecret, secret),
  ])
  keys.set(`${sessionSecret}:${userId}`, secret)
  return secret
}

/** The current code of a key. */
export const currentCode = async (secret: string) => (await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp

/** After the password: the code step, so that the session is aal2 (what admin rights need). */
export async function passSecondFactor(
  backend: Partial<Pick<EmbeddedBackend, 'database'>>,
  api: RequestBackend,
  clientHash = '127.0.0.1',
  sessionSecret = sessionSecretOf(backend),
) {
  const user = await api.getUser()
  if (!user || !(await api.isAdmin())) return
  if (!backend.database) throw new Error('passSecondFactor: an embedded backend (its database) is needed')

  const secret = await adminTotpKey(backend as Pick<EmbeddedBackend, 'database'>, user.id, sessionSecret)
  await (await backend.database()).query('update auth.mfa_factors set last_step = null where user_id = $1', [user.id])
  const result = await api.mfa.verify(await currentCode(secret), clientHash)
  if (!result.ok) throw new Error(`second factor refused: ${result.message}`)
}
