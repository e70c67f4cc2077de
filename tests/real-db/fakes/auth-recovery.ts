// The Auth fake's password recovery, as GoTrue answers it (internal/api/recover.go, verify.go and
// user.go; shapes as @supabase/auth-js reads them): POST /recover "mails" a link (kept in `sent`,
// the fake's mailbox, with the token hash its template would carry), POST /verify with
// { type: 'recovery', token_hash } (or an e-mail and its code) signs in once, within the e-mail OTP
// expiry, at aal1 with amr 'otp'; PUT /user { password } sets a new one under GoTrue's checks and
// ends the user's other sessions. Refused as GoTrue refuses: a used or expired link, a second
// e-mail within SMTP_MAX_FREQUENCY, a new password at aal1 for a user with a verified factor, the
// same password, a password shorter than the minimum or longer than bcrypt takes.
import crypto from 'node:crypto'
import type { Sql } from '../sql'
import type { Caller } from './auth-mfa'

/** status, code, message, and any payload GoTrue adds (weak_password.reasons). */
export type Failure = readonly [number, string, string, Record<string, unknown>?]

export interface SentEmail {
  to: string
  type: 'recovery'
  /** The e-mail's {{ .TokenHash }} (pkce_-prefixed when the request carried a code challenge) and {{ .Token }}. */
  tokenHash: string
  otp: string
  /** {{ .RedirectTo }}: the request's redirect_to (the fake allows every http(s) address), else the site URL. */
  redirectTo: string
  /** The link of the template the README documents: `{{ .RedirectTo }}?token_hash={{ .TokenHash }}&type=recovery`. */
  link: string
}

export interface RecoverySettings {
  /** MAILER_OTP_EXP: a link's lifetime (GoTrue's default is a day; the product's project sets 3600 s). */
  otpExpirySeconds: number
  /** SMTP_MAX_FREQUENCY: one recovery e-mail per user this often (GoTrue's default: 60 s). */
  emailFrequencySeconds: number
  /** GOTRUE_PASSWORD_MIN_LENGTH (GoTrue's default and floor: 6). */
  passwordMinLength: number
  siteUrl: string
}

const EMAIL_FORMAT = /^[^@\s]+@[^@\s]+\.[^@\s]+$/
const MAX_PASSWORD_BYTES = 72 // bcrypt's limit, GoTrue's MaxPasswordLength
/** crypto.GenerateTokenHash: SHA-224 of the address and the code, in hex. */
const tokenHashOf = (email: string, otp: string) =>
  crypto
    .createHash('sha224')
    .update(email + otp)
    .digest('hex')

export function createRecoveryRoutes(
  db: Sql,
  settings: RecoverySettings,
  signIn: (userId: string, method: string) => Promise<object>,
  userJson: (userId: string) => Promise<object>,
) {
  const sent: SentEmail[] = []

  async function recover(body: Record<string, unknown>, redirectTo: string | null): Promise<object | Failure> {
    const email = String(body.email ?? '').trim()
    if (!email) return [400, 'validation_failed', 'Password recovery requires an email']
    if (!EMAIL_FORMAT.test(email)) return [400, 'validation_failed', 'Unable to validate email address: invalid format']
    const challenge = String(body.code_challenge ?? '')
    if (!challenge !== !body.code_challenge_method) {
      return [400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge']
    }
    if (challenge && (challenge.length < 43 || challenge.length > 128)) {
      return [400, 'validation_failed', 'code challenge has to be between 43 and 128 characters']
    }
    const [user] = await db`select id, email, floor(extract(epoch from recovery_sent_at
        + make_interval(secs => ${settings.emailFrequencySeconds}) - now()))::int as wait
      from auth.users where lower(email) = ${email.toLowerCase()}`
    if (!user) return {} // the same answer as for a known address
    if (user.wait !== null && user.wait >= 0) {
      return [429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${user.wait} seconds.`]
    }
    const otp = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
    const tokenHash = `${challenge ? 'pkce_' : ''}${tokenHashOf(String(user.email), otp)}`
    await db.begin(async (tx) => {
      await tx`update auth.users set recovery_token = ${tokenHash}, recovery_sent_at = now() where id = ${user.id}`
      // models.CreateOneTimeToken: the user's earlier recovery token goes.
      await tx`delete from auth.one_time_tokens where user_id = ${user.id} and token_type = 'recovery_token'`
      await tx`insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
        values (${user.id}, 'recovery_token', ${tokenHash}, ${String(user.email).toLowerCase()})`
    })
    const target = redirectTo && /^https?:\/\//.test(redirectTo) ? redirectTo : settings.siteUrl
    const link = `${target}?token_hash=${tokenHash}&type=recovery`
    sent.push({ to: String(user.email), type: 'recovery', tokenHash, otp, redirectTo: target, link })
    return {}
  }

  async function verify(body: Record<string, unknown>): Promise<object | Failure> {
    const type = String(body.type ?? '')
    const [token, hash] = [String(body.token ?? ''), String(body.token_hash ?? '')]
    if (!type) return [400, 'validation_failed', 'Verify requires a verification type']
    if (!token === !hash) return [400, 'validation_failed', 'Verify requires either a token or a token hash']
    if (hash && (body.email || body.phone || body.redirect_to))
      return [400, 'validation_failed', 'Only the token_hash and type should be provided']
    if (token && !body.email) return [400, 'validation_failed', 'Only an email address or phone number should be provided on verify']
    // GoTrue verifies sign-ups, invites and e-mail changes too; the product sends recovery links only.
    if (type !== 'recovery' && type !== 'magiclink') return [400, 'validation_failed', 'Invalid email verification type']
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase()
    const candidates = hash ? [hash] : [tokenHashOf(email, token), `pkce_${tokenHashOf(email, token)}`]
    // Used once: the token goes with the check (unless expired: GoTrue leaves an expired one in place).
    const [row] = await db`delete from auth.one_time_tokens t using auth.users u
      where t.token_type = 'recovery_token' and t.token_hash in ${db(candidates)} and u.id = t.user_id
        and (${hash !== ''} or lower(u.email) = ${email})
        and u.recovery_sent_at > now() - make_interval(secs => ${settings.otpExpirySeconds})
      returning t.user_id`
    if (!row) return [403, 'otp_expired', hash ? 'Email link is invalid or has expired' : 'Token has expired or is invalid']
    // user.Recover: every one-time token of the user goes; a first recovery confirms the address.
    await db`delete from auth.one_time_tokens where user_id = ${row.user_id}`
    await db`update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
      last_sign_in_at = now() where id = ${row.user_id}`
    return signIn(String(row.user_id), 'otp') // POST /verify signs in with models.OTP, whatever the type
  }

  async function updateUser(caller: Caller, body: Record<string, unknown>): Promise<object | Failure> {
    if (body.email || body.phone) return [400, 'validation_failed', 'The Auth fake changes passwords and user metadata only']
    const password = typeof body.password === 'string' ? body.password : null
    if (password !== null) {
      if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
        return [400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`]
      }
      if (password.length < settings.passwordMinLength) {
        const message = `Password should be at least ${settings.passwordMinLength} characters.`
        return [422, 'weak_password', message, { weak_password: { reasons: ['length'] } }]
      }
    }
    if (password) {
      // GoTrue asks the session's own level (auth.sessions.aal), not the token's claim.
      const [state] = await db`select
          exists (select 1 from auth.mfa_factors where user_id = ${caller.user.id} and status = 'verified') as has_factor,
          (select aal::text from auth.sessions where id = ${caller.sessionId ?? null}) as aal,
          (select encrypted_password = extensions.crypt(${password}, encrypted_password) from auth.users where id = ${caller.user.id}) as same`
      if (state.has_factor && state.aal !== 'aal2') {
        return [401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.']
      }
      if (state.same) return [422, 'same_password', 'New password should be different from the old password.']
      await db.begin(async (tx) => {
        await tx`update auth.users set encrypted_password = extensions.crypt(${password}, extensions.gen_salt('bf', 10)),
          recovery_token = '', recovery_sent_at = null, updated_at = now() where id = ${caller.user.id}`
        await tx`delete from auth.one_time_tokens where user_id = ${caller.user.id}`
        // user.UpdatePassword: every other session of the user ends (LogoutAllExceptMe).
        await tx`delete from auth.sessions where user_id = ${caller.user.id} and id is distinct from ${caller.sessionId ?? null}`
      })
    }
    if (body.data && typeof body.data === 'object') {
      await db`update auth.users set raw_user_meta_data = raw_user_meta_data || ${db.json(body.data as never)}, updated_at = now()
        where id = ${caller.user.id}`
    }
    return userJson(caller.user.id)
  }

  return { recover, verify, updateUser, sent }
}
