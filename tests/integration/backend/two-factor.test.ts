// The second factor and the lockout per account on the embedded backend, through the port.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { asActor } from '~/backend/embedded/sql.server'
import { INVALID_CODE_MESSAGE } from '~/backend/embedded/mfa.server'
import type { RequestBackend } from '~/backend/types'
import { ADMIN, cookieFrom, request, testBackend } from './helpers'
import { currentCode } from './second-factor'

let backend: Awaited<ReturnType<typeof testBackend>>
let adminId: string
beforeAll(async () => {
  backend = await testBackend()
  adminId = (await backend.ensureUser({ ...ADMIN, admin: true })).userId
})
afterAll(() => backend.close())

const INVALID = { ok: false, code: 'invalid_code', message: INVALID_CODE_MESSAGE }

/** A password-only session: its backend for this request and a later one. */
async function passwordSession(clientHash = '10.2.0.1') {
  const login = backend.forRequest(request())
  const result = await login.signInWithPassword(ADMIN.email, ADMIN.password, clientHash)
  if (!result.ok) throw new Error(result.message)
  const cookie = cookieFrom(login.headers)
  return { login, cookie, later: (): RequestBackend => backend.forRequest(request(cookie)) }
}
const forgetLastStep = async () => (await backend.database()).query('update auth.mfa_factors set last_step = null')
const canWritePosts = async (api: RequestBackend) =>
  api.posts
    .create({
      title: 'T',
      slug: `t-${crypto.randomUUID().slice(0, 8)}`,
      content: 'x',
      excerpt: null,
      image_url: null,
      status: 'draft',
      published_at: null,
      author_id: adminId,
    })
    .then(
      () => true,
      (error) => (error.code === 'forbidden' ? false : Promise.reject(error)),
    )

// Every password-only session here counts as a pending attempt (only a code clears it): each
// test starts below the lockout.
beforeEach(async () => {
  const db = await backend.database()
  await db.query('delete from public.sign_in_attempts')
  await db.query('delete from public.account_locks')
})

describe('enrolment and sign-in with a code', () => {
  let secret = ''
  let recoveryCodes: string[] = []

  it('a password alone is aal1 and row-level security refuses it admin rights', async () => {
    const { later } = await passwordSession()
    expect(await later().mfa.status()).toEqual({ level: 'aal1', factorId: null })
    expect(await later().isAdmin()).toBe(true) // listed: what the guard sends on to enrolment
    expect(await canWritePosts(later())).toBe(false)
    expect((await later().enquiries.list()).items).toEqual([]) // no rows for a password alone
  })

  it('enrols with a first code: the session reaches aal2, ten recovery codes come back, the secret is sealed', async () => {
    const { later } = await passwordSession()
    const enrolment = await later().mfa.enroll('Arclight')
    secret = enrolment.secret
    expect(enrolment.uri).toContain(`secret=${secret}`)
    const stored = await (
      await backend.database()
    ).query<{ secret: string }>('select secret from auth.mfa_factors where id = $1', [enrolment.factorId])
    expect(stored.rows[0].secret).not.toContain(secret)
    expect(await later().mfa.confirm(enrolment.factorId, '000000', '10.2.0.1')).toEqual(INVALID)
    const confirmed = await later().mfa.confirm(enrolment.factorId, await currentCode(secret), '10.2.0.1')
    expect(confirmed.ok).toBe(true)
    recoveryCodes = confirmed.recoveryCodes!
    expect(recoveryCodes).toHaveLength(10)
    expect(await later().mfa.status()).toEqual({ level: 'aal2', factorId: enrolment.factorId })
    expect(await canWritePosts(later())).toBe(true)
  })

  it('signs in with a code; the same code again (a replay) is refused', async () => {
    await forgetLastStep()
    const code = await currentCode(secret)
    const first = await passwordSession()
    expect(await first.later().mfa.verify(code, '10.2.0.2')).toEqual({ ok: true })
    expect(await first.later().mfa.status()).toMatchObject({ level: 'aal2' })
    const second = await passwordSession()
    expect(await second.later().mfa.verify(code, '10.2.0.2')).toEqual(INVALID)
    expect(await second.later().mfa.status()).toMatchObject({ level: 'aal1' })
    expect(await canWritePosts(second.later())).toBe(false)
  })

  it('a recovery code works once: it removes the factor, and the admin enrols anew', async () => {
    const { later } = await passwordSession('10.2.0.3')
    expect(await later().mfa.recover('aaaaa-bbbbb', '10.2.0.3')).toEqual(INVALID)
    expect(await later().mfa.recover(recoveryCodes[3].toUpperCase(), '10.2.0.3')).toEqual({ ok: true })
    expect(await later().mfa.status()).toEqual({ level: 'aal1', factorId: null })
    expect(await canWritePosts(later())).toBe(false)
    // Enrolled again: the used code (and every old one) is gone.
    const enrolment = await later().mfa.enroll('Arclight')
    secret = enrolment.secret
    const confirmed = await later().mfa.confirm(enrolment.factorId, await currentCode(secret), '10.2.0.3')
    expect(confirmed.ok).toBe(true)
    const next = await passwordSession('10.2.0.3')
    expect(await next.later().mfa.recover(recoveryCodes[3], '10.2.0.3')).toEqual(INVALID)
    expect(await next.later().mfa.recover(confirmed.recoveryCodes![0], '10.2.0.3')).toEqual({ ok: true })
    expect(await next.later().mfa.recover(confirmed.recoveryCodes![0], '10.2.0.3')).toEqual(INVALID)
  })

  it('removing a factor asks for a current code; enrolling over a verified one needs aal2', async () => {
    const { later } = await passwordSession('10.2.0.4')
    const enrolment = await later().mfa.enroll('Arclight')
    expect((await later().mfa.confirm(enrolment.factorId, await currentCode(enrolment.secret), '10.2.0.4')).ok).toBe(true)
    const other = await passwordSession('10.2.0.4')
    await expect(other.later().mfa.enroll('Arclight')).rejects.toMatchObject({ code: 'forbidden' })
    await forgetLastStep()
    expect(await later().mfa.remove('000000', '10.2.0.4')).toEqual(INVALID)
    expect(await later().mfa.remove(await currentCode(enrolment.secret), '10.2.0.4')).toEqual({ ok: true })
    expect(await later().mfa.status()).toEqual({ level: 'aal1', factorId: null })
  })

  it('counts the other active sessions', async () => {
    await (await backend.database()).query('delete from embedded.sessions')
    const [a, b] = [await passwordSession('10.2.0.5'), await passwordSession('10.2.0.5')]
    expect(await a.later().mfa.otherSessions()).toBe(1)
    await b.later().signOut()
    expect(await a.later().mfa.otherSessions()).toBe(0)
  })
})

describe('the lockout per account', () => {
  it('5 failures from 5 addresses lock the account: a right password or code is then refused like a wrong one', async () => {
    const { later } = await passwordSession('10.3.0.1')
    const enrolment = await later().mfa.enroll('Arclight')
    expect((await later().mfa.confirm(enrolment.factorId, await currentCode(enrolment.secret), '10.3.0.1')).ok).toBe(true)
    const pending = await passwordSession('10.3.0.9') // password given, code not yet
    for (let i = 1; i <= 4; i++) {
      const api = backend.forRequest(request())
      expect(await api.signInWithPassword(ADMIN.email, 'Wrong#Passw0rd', `10.3.1.${i}`)).toMatchObject({ code: 'invalid_credentials' })
    }
    expect(await pending.later().mfa.verify('000000', '10.3.1.5')).toEqual(INVALID) // a wrong code counts too
    const refused = await backend.forRequest(request()).signInWithPassword(ADMIN.email, ADMIN.password, '10.3.1.6')
    expect(refused).toEqual({ ok: false, code: 'invalid_credentials', message: 'Invalid login credentials' })
    await forgetLastStep()
    expect(await pending.later().mfa.verify(await currentCode(enrolment.secret), '10.3.1.7')).toEqual(INVALID)
    // An unknown address is locked the same way: the answer tells nothing about the account.
    for (let i = 1; i <= 6; i++) await backend.forRequest(request()).signInWithPassword('nobody@example.com', 'x', `10.3.2.${i}`)
    expect(await backend.forRequest(request()).signInWithPassword('nobody@example.com', 'x', '10.3.2.9')).toEqual(refused)
    // After the lock's 15 minutes the right password works again.
    const db = await backend.database()
    await db.query(`update public.account_locks set locked_until = now() - interval '1 second'`)
    await db.query(`update public.sign_in_attempts set attempted_at = now() - interval '16 minutes'`)
    expect((await backend.forRequest(request()).signInWithPassword(ADMIN.email, ADMIN.password, '10.3.1.8')).ok).toBe(true)
  })

  it('a right password does not clear the wrong codes counted for an admin with a factor', async () => {
    const db = await backend.database()
    await passwordSession('10.4.0.1')
    const counted = await db.query<{ n: number }>('select count(*)::int as n from public.sign_in_attempts')
    expect(counted.rows[0].n).toBe(1) // the password's attempt stays until the code step
    const finish = (aal: 'aal1' | 'aal2') =>
      asActor(db, { id: adminId, email: ADMIN.email, aal }, (tx) => tx.query(`select public.finish_sign_in('10.4.0.1')`))
    const left = async () => (await db.query<{ n: number }>('select count(*)::int as n from public.sign_in_attempts')).rows[0].n
    await finish('aal1')
    expect(await left()).toBe(1)
    await finish('aal2') // after the code
    expect(await left()).toBe(0)
  })
})
