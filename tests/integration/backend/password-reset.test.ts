// Password reset by e-mail and the account e-mails on the embedded backend, through the port and
// the outbox, sent to a real SMTP server: a link works once, within its hour, and ends every session.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { drainAccountMail } from '~/auth/account-mail-outbox.server'
import { RESET_PATH } from '~/auth/password-reset-schema'
import { RESET_TOKEN_HOURS } from '~/backend/embedded/password-reset.server'
import { RESET_RATE_LIMIT_MESSAGE, SAME_PASSWORD_MESSAGE } from '~/backend/password-reset-messages'
import { mailText, startSmtp } from '../../reliability/smtp'
import { ADMIN, cookieFrom, MEMBER, request, signedIn, testBackend } from './helpers'
import { adminTotpKey, currentCode, passSecondFactor } from './second-factor'

let backend: Awaited<ReturnType<typeof testBackend>>
let smtp: Awaited<ReturnType<typeof startSmtp>>
let adminId = ''
const NEW_PASSWORD = 'Fresh#Passw0rd2'
const db = () => backend.database()

beforeAll(async () => {
  backend = await testBackend()
  adminId = (await backend.ensureUser({ ...ADMIN, admin: true })).userId
  await backend.ensureUser({ ...MEMBER, admin: false })
  smtp = await startSmtp()
})
afterAll(async () => {
  await backend.close()
  await smtp.close()
})
beforeEach(async () => {
  for (const table of ['password_reset_requests', 'account_emails', 'sign_in_attempts', 'account_locks']) {
    await (await db()).query(`delete from public.${table}`)
  }
  smtp.mails.length = 0
})

const queued = async () =>
  (await (await db()).query<{ email: string; kind: string }>('select email, kind from public.account_emails order by id')).rows
const send = () => drainAccountMail(backend.accountMailOutbox!, { smtpUrl: smtp.url, from: 'admin-mail@example.com' })
const ask = (email: string, clientHash = '10.9.0.1') => backend.forRequest(request()).passwordReset.request(email, clientHash, 'unused')
/** The token in the last e-mail's link, as an admin would click it. */
const lastLinkToken = () => mailText(smtp.mails.at(-1)!).match(new RegExp(`${RESET_PATH}\\?token=([\\w-]+)`))![1]

describe('asking for a link', () => {
  it('answers the same for an admin, a non-admin and an unknown address; only the admin is mailed', async () => {
    for (const email of [ADMIN.email, MEMBER.email, 'nobody@example.com']) expect(await ask(email)).toEqual({ ok: true })
    expect(await queued()).toEqual([{ email: ADMIN.email, kind: 'password_reset' }])
    await send()
    expect(smtp.mails.map((mail) => mail.to)).toEqual([[ADMIN.email]])
    expect(mailText(smtp.mails[0])).toMatch(/within 1 hour/)
  })

  it('is throttled: 3 an hour for one address from any client, 10 an hour from one client', async () => {
    for (const client of ['a', 'b', 'c']) expect((await ask(ADMIN.email, client)).ok).toBe(true)
    expect(await ask(ADMIN.email, 'd')).toEqual({ ok: false, code: 'rate_limited', message: RESET_RATE_LIMIT_MESSAGE })
    for (let i = 0; i < 10; i++) await ask(`someone${i}@example.com`, 'one-client')
    expect((await ask('another@example.com', 'one-client')).ok).toBe(false)
  })
})

describe('the link', () => {
  it('works once, and only within its hour; a newer e-mail voids the older link', async () => {
    await ask(ADMIN.email)
    await send()
    const first = lastLinkToken()
    await (await db()).query('update public.account_emails set sent_at = null, send_after = now(), created_at = now()')
    await send() // the same e-mail again (a retry): a new link
    const second = lastLinkToken()
    expect(await backend.forRequest(request()).passwordReset.redeem(first)).toBe(false)
    const opened = backend.forRequest(request())
    expect(await opened.passwordReset.redeem(second)).toBe(true)
    expect(await opened.getUser()).toMatchObject({ email: ADMIN.email, aal: 'aal1' })
    expect(await backend.forRequest(request()).passwordReset.redeem(second)).toBe(false)

    await ask(ADMIN.email, 'other')
    await send()
    const late = lastLinkToken()
    await (await db()).query(`update auth.users set recovery_sent_at = now() - make_interval(hours => ${RESET_TOKEN_HOURS}, mins => 1)`)
    expect(await backend.forRequest(request()).passwordReset.redeem(late)).toBe(false)
    expect(await backend.forRequest(request()).passwordReset.redeem('not-a-token')).toBe(false)
  })

  it('sets a new password after the second factor, and ends every session of the admin', async () => {
    await adminTotpKey(backend, adminId)
    const elsewhere = await signedIn(backend, ADMIN)
    await ask(ADMIN.email)
    await send()
    const link = backend.forRequest(request())
    expect(await link.passwordReset.redeem(lastLinkToken())).toBe(true)
    const cookie = cookieFrom(link.headers)
    const resetting = () => backend.forRequest(request(cookie))
    expect(await resetting().passwordReset.setPassword(NEW_PASSWORD)).toMatchObject({ ok: false, code: 'second_factor_needed' })
    await passSecondFactor(backend, resetting())
    expect(await resetting().passwordReset.setPassword(ADMIN.password)).toEqual({
      ok: false,
      code: 'same_password',
      message: SAME_PASSWORD_MESSAGE,
    })
    expect(await resetting().passwordReset.setPassword(NEW_PASSWORD)).toEqual({ ok: true })

    expect(await elsewhere.as().getUser()).toBeNull()
    expect(await resetting().getUser()).toBeNull()
    const old = await backend.forRequest(request()).signInWithPassword(ADMIN.email, ADMIN.password, '10.9.0.2')
    expect(old.ok).toBe(false)
    const fresh = backend.forRequest(request())
    expect((await fresh.signInWithPassword(ADMIN.email, NEW_PASSWORD, '10.9.0.2')).ok).toBe(true)
    expect(await fresh.mfa.status()).toMatchObject({ level: 'aal1', factorId: expect.any(String) }) // the code is still asked
    await backend.ensureUser({ ...ADMIN, admin: true, updatePassword: true })
  })
})

describe('account e-mails', () => {
  it('tells the owner once when the account is locked, and nobody for an unknown address', async () => {
    for (const email of [ADMIN.email, 'ghost@example.com']) {
      for (let i = 0; i < 7; i++) await backend.forRequest(request()).signInWithPassword(email, 'Wrong#Passw0rd', `10.8.0.${i}`)
    }
    expect(await queued()).toEqual([{ email: ADMIN.email, kind: 'account_locked' }])
    await send()
    expect(smtp.mails[0].raw).toMatch(/is locked for 15 minutes/)
  })

  it('tells the owner when the second factor is removed', async () => {
    const secret = await adminTotpKey(backend, adminId)
    const { as } = await signedIn(backend, ADMIN)
    await (await db()).query('update auth.mfa_factors set last_step = null')
    expect(await as().mfa.remove(await currentCode(secret), '10.7.0.1')).toEqual({ ok: true })
    expect(await queued()).toEqual([{ email: ADMIN.email, kind: 'factor_removed' }])
    await send()
    expect(smtp.mails[0].raw).toMatch(/Two-factor sign-in was turned off/)
  })
})
