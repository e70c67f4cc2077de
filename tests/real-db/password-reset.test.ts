// Password resets on the hosted backend (docs/decisions/299), through the Supabase adapter on
// PostgREST 12 and PostgreSQL 15, with the Auth fake's recovery endpoints (GoTrue's answers) and its
// mailbox: the same answer for a known and an unknown address, our throttle before Auth's, a link
// used once within its hour, the code before the new password, every session ended after it, the
// second factor still required. And the account e-mails' SQL (migration 20250401) as each role.
import { generateTOTP } from '@epic-web/totp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { RESET_RATE_LIMIT_MESSAGE, SAME_PASSWORD_MESSAGE } from '~/backend/password-reset-messages'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import { createDataClient } from '~/backend/supabase/supabase-client.server'
import type { Backend } from '~/backend/types'
import { cookieHeader, pageRequest } from '../fixtures/cookie-jar'
import { signJwt } from './fakes/jwt'
import { useProject } from './project'
import { passSecondFactor, signIn } from './roles'

const project = useProject('strict')
const LINK_BASE = 'http://localhost:3000/login/reset'
let backend: Backend
beforeAll(() => {
  backend = createSupabaseBackend(project().config)
})

/** A fresh backend: nothing this test's earlier requests verified is shared with it. */
const freshUser = (cookie: string) => createSupabaseBackend(project().config).forRequest(pageRequest(cookie)).getUser()
const request = (email: string, client = 'client-reset') =>
  backend.forRequest(pageRequest('', '/login/forgot')).passwordReset.request(email, client, LINK_BASE)
const mailTo = (email: string) => project().auth.sent.filter((mail) => mail.to === email)
/** Time passes for Auth: its once-a-minute e-mail limit and the link's hour count from recovery_sent_at. */
const backdateLink = (email: string, seconds: number) =>
  project().db`update auth.users set recovery_sent_at = now() - make_interval(secs => ${seconds}) where email = ${email}`
const accountEmails = (email: string) => project().db`select kind from public.account_emails where email = ${email} order by id`
const totpCode = async (userId: string) => {
  const [factor] = await project().db`select secret from auth.mfa_factors where user_id = ${userId} and status = 'verified'`
  return (await generateTOTP({ secret: String(factor.secret), period: 30, digits: 6, algorithm: 'SHA-1' })).otp
}
const tokenOf = (sub: string, email: string) => {
  const iat = Math.floor(Date.now() / 1000)
  return signJwt({ sub, email, role: 'authenticated', aud: 'authenticated', aal: 'aal1', iat, exp: iat + 600 })
}

describe('requesting a link', () => {
  it('answers a known and an unknown admin alike; Auth mails the known one a token_hash link, and no cookie is set', async () => {
    const email = 'known@arclight.test'
    await project().createUser(email, 'Kn0wn!Passw0rd', { admin: true })
    const forgot = backend.forRequest(pageRequest('', '/login/forgot'))
    const known = await forgot.passwordReset.request(email, 'client-known', LINK_BASE)
    const unknown = await request('nobody@arclight.test', 'client-unknown')
    expect(known).toEqual({ ok: true })
    expect(unknown).toEqual(known)
    expect(mailTo('nobody@arclight.test')).toEqual([])
    const [mail] = mailTo(email)
    // The implicit flow: a plain token hash (no pkce_ prefix), and no code-verifier cookie left behind.
    expect(mail.link).toBe(`${LINK_BASE}?token_hash=${mail.tokenHash}&type=recovery`)
    expect(mail.tokenHash).toMatch(/^[0-9a-f]{56}$/)
    expect(forgot.headers.getSetCookie()).toEqual([])
    expect(await project().db`select email from public.password_reset_requests order by email`).toEqual([
      { email },
      { email: 'nobody@arclight.test' },
    ])
  })

  it('the 4th request for an address within an hour is rate_limited, from any client; the 11th from one client too', async () => {
    const email = 'often@arclight.test'
    await project().createUser(email, '0ften!Passw0rd', { admin: true })
    // The 2nd and 3rd within a minute: Auth itself mails nothing (429, for a known account only),
    // answered as a success all the same, so that the answer never tells a known address.
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const client of ['client-1', 'client-2', 'client-3']) expect(await request(email, client)).toEqual({ ok: true })
    expect(warnings).toHaveBeenCalledTimes(2)
    warnings.mockRestore()
    expect(mailTo(email)).toHaveLength(1)
    expect(await request(email, 'client-4')).toEqual({ ok: false, code: 'rate_limited', message: RESET_RATE_LIMIT_MESSAGE })
    for (let i = 0; i < 10; i++) expect(await request(`stranger${i}@example.com`, 'client-spray')).toEqual({ ok: true })
    expect(await request('stranger10@example.com', 'client-spray')).toMatchObject({ ok: false, code: 'rate_limited' })
  })
  it('an unreachable project answers unavailable (the request), and an error rather than "expired" (the link)', async () => {
    const down = createSupabaseBackend({ ...project().config, url: 'http://127.0.0.1:9' }).forRequest(pageRequest('', '/login/forgot'))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await down.passwordReset.request('known@arclight.test', 'client-down', LINK_BASE)).toMatchObject({
        ok: false,
        code: 'unavailable',
      })
      await expect(down.passwordReset.redeem('0'.repeat(56))).rejects.toMatchObject({ code: 'unavailable' })
    } finally {
      errors.mockRestore()
    }
  })
})

describe('using the link', () => {
  it('its token signs in once, at aal1 (the factor still owed); a second time, after its hour, or made up, it does not', async () => {
    const email = 'redeem@arclight.test'
    const userId = await project().createUser(email, 'R3deem!Passw0rd', { admin: true })
    await signIn(backend, { email, password: 'R3deem!Passw0rd' }, 'client-redeem') // enrols the factor
    await request(email)
    const { tokenHash } = mailTo(email).at(-1)!
    const browser = backend.forRequest(pageRequest('', '/login/reset'))
    expect(await browser.passwordReset.redeem(tokenHash)).toBe(true)
    expect(await browser.getUser()).toEqual({ id: userId, email })
    const cookie = cookieHeader(browser.headers)
    const later = createSupabaseBackend(project().config).forRequest(pageRequest(cookie))
    expect(await later.getUser()).toEqual({ id: userId, email })
    expect(await later.mfa.status()).toMatchObject({ level: 'aal1', factorId: expect.any(String) })
    expect(await backend.forRequest(pageRequest('', '/login/reset')).passwordReset.redeem(tokenHash)).toBe(false)

    await backdateLink(email, 61)
    await request(email, 'client-redeem-2')
    const second = mailTo(email).at(-1)!.tokenHash
    expect(second).not.toBe(tokenHash)
    await backdateLink(email, 3601)
    expect(await backend.forRequest(pageRequest('', '/login/reset')).passwordReset.redeem(second)).toBe(false)
    expect(await backend.forRequest(pageRequest('', '/login/reset')).passwordReset.redeem('not-a-token')).toBe(false)
    expect(await backend.forRequest(pageRequest('', '/login/reset')).passwordReset.redeem('../../../etc')).toBe(false)
  })
})

describe('setting the new password', () => {
  it('needs the code first; then ends every session; the old password fails, the new one works and still needs the code', async () => {
    const email = 'reset@arclight.test'
    const [oldPassword, newPassword] = ['0ld!Passw0rd', 'N3w!Passw0rd-2026']
    const userId = await project().createUser(email, oldPassword, { admin: true })
    const elsewhere = await signIn(backend, { email, password: oldPassword }, 'client-other-browser') // aal2, another browser
    expect(await backend.forRequest(pageRequest('', '/login/new-password')).passwordReset.setPassword(newPassword)).toMatchObject({
      ok: false,
      code: 'not_authenticated',
    })

    await request(email)
    const linkBrowser = backend.forRequest(pageRequest('', '/login/reset'))
    expect(await linkBrowser.passwordReset.redeem(mailTo(email).at(-1)!.tokenHash)).toBe(true)
    let cookie = cookieHeader(linkBrowser.headers)
    // Auth refuses a password at aal1 for a user with a factor (401 insufficient_aal).
    const tooSoon = backend.forRequest(pageRequest(cookie, '/login/new-password'))
    expect(await tooSoon.passwordReset.setPassword(newPassword)).toMatchObject({ ok: false, code: 'second_factor_needed' })
    cookie = cookieHeader(tooSoon.headers, cookie)
    const codeStep = backend.forRequest(pageRequest(cookie, '/two-factor'))
    await passSecondFactor(codeStep, 'client-link-browser')
    cookie = cookieHeader(codeStep.headers, cookie)
    expect(await freshUser(elsewhere)).toMatchObject({ id: userId }) // a code ends aal1 sessions only

    const same = backend.forRequest(pageRequest(cookie, '/login/new-password'))
    expect(await same.passwordReset.setPassword(oldPassword)).toEqual({ ok: false, code: 'same_password', message: SAME_PASSWORD_MESSAGE })
    cookie = cookieHeader(same.headers, cookie)
    const setting = backend.forRequest(pageRequest(cookie, '/login/new-password'))
    expect(await setting.passwordReset.setPassword(newPassword)).toEqual({ ok: true })
    expect(setting.headers.getSetCookie().some((line) => /Max-Age=0/.test(line))).toBe(true)
    cookie = cookieHeader(setting.headers, cookie)
    expect(await freshUser(cookie)).toBeNull()
    expect(await freshUser(elsewhere)).toBeNull()
    expect(await project().db`select count(*)::int as n from auth.sessions where user_id = ${userId}`).toEqual([{ n: 0 }])

    const login = (password: string) => backend.forRequest(pageRequest('', '/login')).signInWithPassword(email, password, 'client-after')
    expect(await login(oldPassword)).toMatchObject({ ok: false, code: 'invalid_credentials' })
    const signedIn = backend.forRequest(pageRequest('', '/login'))
    expect(await signedIn.signInWithPassword(email, newPassword, 'client-after')).toMatchObject({ ok: true })
    expect(await signedIn.mfa.status()).toMatchObject({ level: 'aal1', factorId: expect.any(String) })
    expect(await signedIn.isAdmin()).toBe(true)
  })

  it('a user without a factor sets it at aal1; a password Auth finds weak is refused with its words', async () => {
    const email = 'plain@arclight.test'
    await project().createUser(email, 'Pl4in!Passw0rd')
    await request(email)
    const linkBrowser = backend.forRequest(pageRequest('', '/login/reset'))
    expect(await linkBrowser.passwordReset.redeem(mailTo(email).at(-1)!.tokenHash)).toBe(true)
    const cookie = cookieHeader(linkBrowser.headers)
    expect(await backend.forRequest(pageRequest(cookie)).passwordReset.setPassword('short')).toEqual({
      ok: false,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    })
    expect(await backend.forRequest(pageRequest(cookie)).passwordReset.setPassword('Pl4in!Passw0rd-2')).toEqual({ ok: true })
  })
})

describe('account e-mails (migration 20250401)', () => {
  it('the outbox functions and queue_account_email are refused to anon and to a signed-in user', async () => {
    const anon = createDataClient(project().config, async () => null)
    const member = createDataClient(project().config, async () => tokenOf(crypto.randomUUID(), 'someone@arclight.test'))
    for (const client of [anon, member]) {
      const calls = [
        client.rpc('claim_account_emails', { p_limit: 10, p_lease_seconds: 60, p_max_attempts: 5 }),
        client.rpc('record_account_email', { p_id: 1, p_error: null, p_retry_at: null }),
        client.rpc('queue_account_email', { p_email: 'known@arclight.test', p_kind: 'password_reset' }),
      ]
      for (const result of await Promise.all(calls)) expect(result.error).toMatchObject({ code: '42501' })
    }
    expect((await anon.rpc('queue_factor_removed_email')).error).toMatchObject({ code: '42501' })
  })

  it('a lock (5 failures via begin_sign_in) queues one account_locked e-mail for a known address, none for an unknown one', async () => {
    const email = 'locked@arclight.test'
    await project().createUser(email, 'L0cked!Passw0rd', { admin: true })
    const anon = createDataClient(project().config, async () => null)
    const attempt = (address: string, i: number) => anon.rpc('begin_sign_in', { p_email: address, p_client_hash: `client-lock-${i}` })
    for (const address of [email, 'ghost@arclight.test']) {
      const outcomes = []
      for (let i = 0; i < 8; i++) outcomes.push((await attempt(address, i)).data)
      expect(outcomes).toEqual([...Array(5).fill('allowed'), 'locked', 'locked', 'locked'])
    }
    expect(await accountEmails(email)).toEqual([{ kind: 'account_locked' }])
    expect(await accountEmails('ghost@arclight.test')).toEqual([])
  })

  it("queue_factor_removed_email queues the caller's own notice only; the adapter's removal of a factor queues one", async () => {
    const email = 'factor@arclight.test'
    const userId = await project().createUser(email, 'F4ctor!Passw0rd', { admin: true })
    const other = await project().createUser('bystander@arclight.test', 'Bystand3r!Passw0rd')
    const asOther = createDataClient(project().config, async () => tokenOf(other, 'bystander@arclight.test'))
    expect((await asOther.rpc('queue_factor_removed_email')).error).toBeNull()
    expect((await asOther.rpc('queue_factor_removed_email')).error).toBeNull() // once within 5 minutes
    expect(await accountEmails('bystander@arclight.test')).toEqual([{ kind: 'factor_removed' }])
    expect(await accountEmails(email)).toEqual([])

    const cookie = await signIn(backend, { email, password: 'F4ctor!Passw0rd' }, 'client-factor')
    const settings = backend.forRequest(pageRequest(cookie, '/admin/security'))
    expect(await settings.mfa.remove(await totpCode(userId), 'client-factor')).toEqual({ ok: true })
    expect(await accountEmails(email)).toEqual([{ kind: 'factor_removed' }])
  })

  it('a failure to queue the notice never fails the removal', async () => {
    const email = 'unqueued@arclight.test'
    const userId = await project().createUser(email, 'Unqu3ued!Passw0rd', { admin: true })
    const cookie = await signIn(backend, { email, password: 'Unqu3ued!Passw0rd' }, 'client-unqueued')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await project().db`alter function public.queue_factor_removed_email() rename to queue_factor_removed_email_away`
    try {
      const settings = backend.forRequest(pageRequest(cookie, '/admin/security'))
      expect(await settings.mfa.remove(await totpCode(userId), 'client-unqueued')).toEqual({ ok: true })
      expect(errors).toHaveBeenCalledWith('Could not queue the factor-removed e-mail:', expect.anything())
    } finally {
      await project().db`alter function public.queue_factor_removed_email_away() rename to queue_factor_removed_email`
      errors.mockRestore()
    }
    expect(await project().db`select count(*)::int as n from auth.mfa_factors where user_id = ${userId}`).toEqual([{ n: 0 }])
  })

  it('the outbox (service role) leases the queued e-mails once and records the outcome; reset tokens are Auth’s', async () => {
    const outbox = backend.accountMailOutbox!
    const claimed = await outbox.claim({ limit: 50, leaseSeconds: 300, maxAttempts: 5 })
    expect(claimed.map(({ email, kind }) => `${kind} ${email}`).sort()).toEqual([
      'account_locked locked@arclight.test',
      'factor_removed bystander@arclight.test',
      'factor_removed factor@arclight.test',
    ])
    expect(claimed[0]).toEqual({ id: expect.any(Number), email: expect.any(String), kind: expect.any(String), attempts: 1 })
    expect(await outbox.claim({ limit: 50, leaseSeconds: 300, maxAttempts: 5 })).toEqual([])
    await outbox.record(claimed[0].id, { error: null, retryAt: null })
    await outbox.record(claimed[1].id, { error: 'SMTP down', retryAt: new Date(0) })
    expect((await outbox.claim({ limit: 50, leaseSeconds: 300, maxAttempts: 5 })).map((mail) => mail.id)).toEqual([claimed[1].id])
    expect(await outbox.issueResetToken('known@arclight.test')).toBeNull()
    const withoutKey = createSupabaseBackend({ ...project().config, serviceRoleKey: undefined })
    expect(withoutKey.accountMailOutbox).toBeNull()
  })
})
