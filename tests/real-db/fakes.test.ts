// The fakes of what cannot run here, held to the real thing: the Auth fake's tokens are real HS256
// JWTs that PostgREST itself accepts or refuses (signature, expiry), and the Storage fake's answers
// are decided by the storage policies of our migrations on the real storage.objects.
import { generateTOTP } from '@epic-web/totp'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { fromPostgrest } from '~/backend/supabase/errors.server'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import { createDataClient } from '~/backend/supabase/supabase-client.server'
import { cookieHeader, pageRequest } from '../fixtures/cookie-jar'
import { signJwt, verifyJwt } from './fakes/jwt'
import { useProject } from './project'
import { ADMIN, MEMBER, signIn } from './roles'

const project = useProject('strict')

async function session(who = MEMBER) {
  const response = await fetch(`${project().url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: project().anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  })
  return (await response.json()) as { access_token: string; refresh_token: string; expires_at: number; user: { id: string } }
}

describe('the Auth fake mints what PostgREST checks', () => {
  it('a signed-in user’s token is an HS256 JWT with GoTrue’s claims; PostgREST runs as that user', async () => {
    const memberId = await project().createUser(MEMBER.email, MEMBER.password)
    const { access_token: token, expires_at } = await session()
    const check = verifyJwt(token)
    expect(check.ok && check.claims).toMatchObject({
      sub: memberId,
      role: 'authenticated',
      aud: 'authenticated',
      email: MEMBER.email,
      exp: expires_at,
    })
    // auth.uid() in the database is the token's subject: the member sees its own admin_users row only if listed (it is not).
    const db = createDataClient(project().config, async () => token)
    expect(await db.from('admin_users').select('id')).toMatchObject({ status: 200, data: [] })
    await project().db`insert into public.admin_users (id) values (${memberId})`
    expect(await db.from('admin_users').select('id')).toMatchObject({ data: [{ id: memberId }] })
    await project().db`delete from public.admin_users where id = ${memberId}`
    // The user row is real: GoTrue's bcrypt format, a sign-in time.
    const [row] = await project().db`select encrypted_password, last_sign_in_at from auth.users where id = ${memberId}`
    expect(row.encrypted_password).toMatch(/^\$2a\$10\$/)
    expect(row.last_sign_in_at).toBeInstanceOf(Date)
  })

  it('PostgREST refuses a token signed with another secret, and an expired one', async () => {
    const { access_token: token } = await session()
    const claims = (verifyJwt(token) as { claims: Record<string, unknown> }).claims
    const forged = signJwt({ ...claims, role: 'service_role' }, 'another-secret-of-at-least-thirty-two-chars')
    // PostgREST allows 30 s of clock skew past `exp`: a minute past it is expired.
    const expired = signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
    for (const [bad, message] of [
      [forged, /JWSInvalidSignature|signature/i],
      [expired, /JWT expired/],
    ] as const) {
      const result = await createDataClient(project().config, async () => bad)
        .from('posts')
        .select('id')
      expect(result.status).toBe(401)
      expect(result.error?.message).toMatch(message)
      // PostgREST 12.0.2 (here) answers PGRST301 for both; hosted Supabase's newer PostgREST answers an
      // expired token with PGRST303. The adapter takes both as "not authenticated".
      expect(result.error?.code).toBe('PGRST301')
      expect(fromPostgrest(result.error!, result.status).code).toBe('not_authenticated')
    }
    expect(fromPostgrest({ code: 'PGRST303', message: 'JWT expired' }, 401).code).toBe('not_authenticated')
  })

  it('an access token past its expiry is refreshed once during a request, and the data call carries the new one', async () => {
    await project().createUser(ADMIN.email, ADMIN.password, { admin: true })
    const backend = createSupabaseBackend(project().config)
    project().auth.settings.accessTokenSeconds = 1
    try {
      const cookie = await signIn(backend, ADMIN, 'client-expiry')
      await new Promise((resolve) => setTimeout(resolve, 1200))
      const before = project().auth.stats.refreshes
      const rb = createSupabaseBackend(project().config).forRequest(pageRequest(cookie))
      expect(await rb.isAdmin()).toBe(true) // GET /rest/v1/admin_users with the refreshed token
      expect(project().auth.stats.refreshes).toBe(before + 1)
      expect(cookieHeader(rb.headers, cookie)).not.toBe(cookie) // the new session goes to the browser
    } finally {
      project().auth.settings.accessTokenSeconds = 3600
    }
  })

  it('refresh tokens are single-use after the reuse interval: replaying one ends the session', async () => {
    const { refresh_token: refresh } = await session()
    const refreshWith = (token: string) =>
      fetch(`${project().url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: project().anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      })
    const first = await refreshWith(refresh)
    expect(first.status).toBe(200)
    const next = ((await first.json()) as { refresh_token: string }).refresh_token
    project().auth.settings.reuseIntervalMs = 0
    try {
      await new Promise((resolve) => setTimeout(resolve, 5))
      expect(await (await refreshWith(refresh)).json()).toMatchObject({ error_code: 'refresh_token_already_used' })
      expect((await refreshWith(next)).status).toBe(400) // the whole session ended
    } finally {
      project().auth.settings.reuseIntervalMs = 10_000
    }
  })
})

/** A raw call to the Auth fake in GoTrue's 2024-01-01 error shape (what auth-js asks for). */
async function gotrue(path: string, { method = 'POST', token, body }: { method?: string; token?: string; body?: object } = {}) {
  const response = await fetch(`${project().url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: project().anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> }
}

describe("the Auth fake's second factor and recovery answer as GoTrue's (internal/api/mfa.go, verify.go, user.go)", () => {
  it('MFA: status codes and error codes for enrolment, challenges (unknown, reused, expired), codes and removal', async () => {
    const who = { email: 'gotrue.mfa@arclight.test', password: 'G0true!Passw0rd' }
    const userId = await project().createUser(who.email, who.password)
    const signedIn = async () => (await gotrue('/token?grant_type=password', { body: who })).body.access_token as string
    const first = await signedIn()
    const enrolled = await gotrue('/factors', { token: first, body: { factor_type: 'totp', friendly_name: 'phone' } })
    const factorId = enrolled.body.id as string
    const secret = (enrolled.body.totp as { secret: string }).secret
    const code = async () => (await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp
    expect(await gotrue('/factors', { token: first, body: { factor_type: 'sms' } })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'factor_type needs to be totp, phone, or webauthn' },
    })
    expect(await gotrue('/factors', { token: first, body: { factor_type: 'totp', friendly_name: 'phone' } })).toMatchObject({
      status: 422,
      body: { code: 'mfa_factor_name_conflict', message: 'A factor with the friendly name "phone" for this user already exists' },
    })
    const challenge = async (token: string) => (await gotrue(`/factors/${factorId}/challenge`, { token })).body.id as string
    const verify = async (token: string, challengeId: string, otp: string) =>
      gotrue(`/factors/${factorId}/verify`, { token, body: { challenge_id: challengeId, code: otp } })
    const used = await challenge(first)
    expect(await verify(first, used, '')).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Code needs to be non-empty' },
    })
    expect(await verify(first, used, '000000')).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } })
    expect(await verify(first, crypto.randomUUID(), await code())).toMatchObject({
      status: 422,
      body: { code: 'mfa_factor_not_found', message: 'MFA factor with the provided challenge ID not found' },
    })
    const second = await signedIn() // another browser, still at aal1
    const raised = await verify(first, used, await code())
    expect(raised.status).toBe(200)
    const aal2 = raised.body.access_token as string
    expect(verifyJwt(aal2)).toMatchObject({ claims: { aal: 'aal2', amr: [{ method: 'totp' }, { method: 'password' }] } })
    // A code ends the user's sessions below aal2 (InvalidateSessionsWithAALLessThan).
    expect(await gotrue('/user', { method: 'GET', token: second })).toMatchObject({ status: 403, body: { code: 'session_not_found' } })
    expect(await verify(aal2, used, await code())).toMatchObject({
      status: 422,
      body: { code: 'mfa_ip_address_mismatch', message: 'Challenge and verify IP addresses mismatch.' },
    })
    const stale = await challenge(aal2)
    await project().db`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = ${stale}`
    expect(await verify(aal2, stale, await code())).toMatchObject({ status: 422, body: { code: 'mfa_challenge_expired' } })
    expect(await project().db`select id from auth.mfa_challenges where id = ${stale}`).toEqual([]) // deleted, as GoTrue does

    const third = await signedIn() // aal1 with a verified factor
    expect(await gotrue('/factors', { token: third, body: { factor_type: 'totp', friendly_name: 'tablet' } })).toMatchObject({
      status: 403,
      body: { code: 'insufficient_aal', message: 'AAL2 required to enroll a new factor' },
    })
    expect(await gotrue(`/factors/${factorId}`, { method: 'DELETE', token: third })).toMatchObject({
      status: 422,
      body: { code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' },
    })
    expect(await gotrue(`/factors/${factorId}`, { method: 'DELETE', token: aal2 })).toMatchObject({ status: 200, body: { id: factorId } })
    // The sessions that factor raised are aal1 again.
    expect(await project().db`select aal::text from auth.sessions where user_id = ${userId} order by created_at`).toEqual([
      { aal: 'aal1' },
      { aal: 'aal1' },
    ])
    expect(await gotrue('/logout?scope=everywhere', { token: third })).toMatchObject({ status: 400, body: { code: 'validation_failed' } })
  })

  it('recovery: /recover, /verify and PUT /user refuse what GoTrue refuses', async () => {
    const email = 'gotrue.recover@arclight.test'
    await project().createUser(email, 'G0true!Passw0rd')
    expect(await gotrue('/recover', { body: {} })).toMatchObject({ status: 400, body: { message: 'Password recovery requires an email' } })
    expect(await gotrue('/recover', { body: { email, code_challenge: 'x'.repeat(43) } })).toMatchObject({
      status: 400,
      body: { message: 'PKCE flow requires code_challenge_method and code_challenge' },
    })
    expect(await gotrue('/recover', { body: { email: 'ghost@arclight.test' } })).toEqual({ status: 200, body: {} })
    expect(
      await gotrue('/recover?redirect_to=http://localhost:3000/login/reset', {
        body: { email, code_challenge: 'c'.repeat(43), code_challenge_method: 's256' },
      }),
    ).toEqual({
      status: 200,
      body: {},
    })
    expect(await gotrue('/recover', { body: { email } })).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } })
    const mail = project().auth.sent.at(-1)!
    expect(mail.tokenHash).toMatch(/^pkce_[0-9a-f]{56}$/) // a PKCE request's link carries the prefixed hash
    expect(await gotrue('/verify', { body: { type: 'recovery' } })).toMatchObject({
      status: 400,
      body: { message: 'Verify requires either a token or a token hash' },
    })
    expect(await gotrue('/verify', { body: { type: 'recovery', token_hash: mail.tokenHash, email } })).toMatchObject({
      status: 400,
      body: { message: 'Only the token_hash and type should be provided' },
    })
    const session = await gotrue('/verify', { body: { type: 'recovery', token_hash: mail.tokenHash } })
    expect(session.status).toBe(200)
    expect(verifyJwt(session.body.access_token as string)).toMatchObject({ claims: { aal: 'aal1', amr: [{ method: 'otp' }] } })
    expect(await gotrue('/verify', { body: { type: 'recovery', token_hash: mail.tokenHash } })).toMatchObject({
      status: 403,
      body: { code: 'otp_expired', message: 'Email link is invalid or has expired' },
    })
    const token = session.body.access_token as string
    expect(await gotrue('/user', { method: 'PUT', token, body: { password: 'short' } })).toMatchObject({
      status: 422,
      body: { code: 'weak_password', weak_password: { reasons: ['length'] } },
    })
    expect(await gotrue('/user', { method: 'PUT', token, body: { password: 'x'.repeat(73) } })).toMatchObject({ status: 400 })
    expect(await gotrue('/user', { method: 'PUT', token, body: { password: 'G0true!Passw0rd' } })).toMatchObject({
      status: 422,
      body: { code: 'same_password', message: 'New password should be different from the old password.' },
    })
    expect(await gotrue('/user', { method: 'PUT', token, body: { password: 'G0true!Passw0rd-2' } })).toMatchObject({
      status: 200,
      body: { email },
    })
  })
})

describe('the Storage fake is decided by the storage policies', () => {
  it('an admin’s upload is allowed by “media: admins upload”, and refused once that policy is gone', async () => {
    const backend = createSupabaseBackend(project().config)
    const cookie = await signIn(backend, ADMIN, 'client-storage')
    const admin = () => backend.forRequest(pageRequest(cookie))
    const file = () => new File(['hello'], 'note.txt', { type: 'text/plain' })
    const stored = await admin().media.upload(file())
    await project().db.unsafe(`alter policy "media: admins upload" on storage.objects with check (false)`)
    try {
      await expect(admin().media.upload(file())).rejects.toMatchObject({ code: 'forbidden' })
    } finally {
      await project().db.unsafe(
        `alter policy "media: admins upload" on storage.objects with check (bucket_id = 'media' and (select public.is_admin()))`,
      )
    }
    await project().db.unsafe(`alter policy "media: admins read" on storage.objects using (false)`)
    try {
      expect(await admin().media.list()).toEqual([])
    } finally {
      await project().db.unsafe(
        `alter policy "media: admins read" on storage.objects using (bucket_id = 'media' and (select public.is_admin()))`,
      )
    }
    expect((await admin().media.list()).map((f) => f.name)).toEqual([stored.name])
  })

  it('an expired or forged token is refused by the Storage fake as by the Storage API', async () => {
    const { access_token: token } = await session(ADMIN)
    const claims = (verifyJwt(token) as { claims: Record<string, unknown> }).claims
    for (const bad of [signJwt({ ...claims, exp: 1 }), signJwt(claims, 'another-secret-of-at-least-thirty-two-chars')]) {
      const result = await createDataClient(project().config, async () => bad)
        .storage.from('media')
        .list('')
      expect(result.error).toMatchObject({ statusCode: '403' })
    }
  })
})

describe('npm run admin:create on a Supabase project', () => {
  it('creates the user through the Auth admin API and lists it in admin_users with the service key; sign-in follows', async () => {
    const { url, anonKey, serviceKey } = project()
    const env = {
      ...process.env,
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceKey,
      NODE_ENV: 'test' as const,
    }
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/admin-create.ts', '--email', 'Cli.Admin@Arclight.test', '--password', 'Cl1!Passw0rd'],
      { env },
    )
    expect(stdout).toContain('cli.admin@arclight.test')
    expect(
      await project()
        .db`select count(*)::int as n from public.admin_users a join auth.users u using (id) where u.email = 'cli.admin@arclight.test'`,
    ).toEqual([{ n: 1 }])
    const backend = createSupabaseBackend(project().config)
    const cookie = await signIn(backend, { email: 'cli.admin@arclight.test', password: 'Cl1!Passw0rd' }, 'client-cli')
    expect(await backend.forRequest(pageRequest(cookie)).isAdmin()).toBe(true)
  })
})
