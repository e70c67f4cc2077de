import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_FAILURES } from '~/backend/sign-in-limit'
import { ADMIN, MEMBER, cookieFrom, request, signedIn, testBackend } from './helpers'

let backend: Awaited<ReturnType<typeof testBackend>>
beforeAll(async () => {
  backend = await testBackend()
  await backend.ensureUser({ ...ADMIN, admin: true })
  await backend.ensureUser({ ...MEMBER, admin: false })
})
afterAll(() => backend.close())

describe('sign-in', () => {
  it('signs in with the right password and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const api = backend.forRequest(request())
    const result = await api.signInWithPassword('Admin@Example.com ', ADMIN.password, '10.0.0.1')
    expect(result).toMatchObject({ ok: true, user: { email: ADMIN.email } })
    const [cookie] = api.headers.getSetCookie()
    expect(cookie).toMatch(/^admin_session=/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(await api.isAdmin()).toBe(true)

    const next = backend.forRequest(request(cookieFrom(api.headers)))
    expect(await next.getUser()).toMatchObject({ email: ADMIN.email })
    expect(await next.isAdmin()).toBe(true)
  })

  it('refuses a wrong password or an unknown e-mail with the same message and no cookie', async () => {
    for (const [email, password] of [
      [ADMIN.email, 'Wrong#Passw0rd'],
      ['nobody@example.com', ADMIN.password],
    ]) {
      const api = backend.forRequest(request())
      const result = await api.signInWithPassword(email, password, '10.0.0.2')
      expect(result).toEqual({ ok: false, code: 'invalid_credentials', message: 'Invalid login credentials' })
      expect(api.headers.getSetCookie()).toEqual([])
      expect(await api.getUser()).toBeNull()
    }
  })

  it('a signed-in non-admin is not an admin', async () => {
    const member = await signedIn(backend, MEMBER)
    expect(await member.as().getUser()).toMatchObject({ email: MEMBER.email })
    expect(await member.as().isAdmin()).toBe(false)
  })

  it('limits failures to 5 per e-mail and client address per 15 minutes', async () => {
    const attempt = (password: string, address: string) => backend.forRequest(request()).signInWithPassword(MEMBER.email, password, address)
    for (let i = 0; i < MAX_FAILURES; i++) expect((await attempt('Wrong#1', '10.0.0.3')).ok).toBe(false)
    expect(await attempt(MEMBER.password, '10.0.0.3')).toMatchObject({ ok: false, code: 'rate_limited' })
    // Another address is not throttled, but the account is locked now (5 failures from any address): answered
    // as a wrong password is, the right one included.
    expect(await attempt(MEMBER.password, '10.0.0.4')).toEqual({
      ok: false,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    // After the window the limit and the lock lift.
    const db = await backend.database()
    await db.query(`update public.sign_in_attempts set attempted_at = now() - interval '16 minutes'`)
    await db.query(`update public.account_locks set locked_until = now() - interval '1 minute'`)
    expect((await attempt(MEMBER.password, '10.0.0.3')).ok).toBe(true)
  })

  it('a garbled or forged cookie is no session', async () => {
    const forged = backend.forRequest(request('admin_session=abc.def'))
    expect(await forged.getUser()).toBeNull()
  })
})

describe('sessions', () => {
  it('are revoked by sign-out: the old cookie no longer works', async () => {
    const admin = await signedIn(backend, ADMIN)
    const api = admin.as()
    await api.signOut()
    expect(api.headers.getSetCookie()[0]).toMatch(/admin_session=;.*Max-Age=0/)
    expect(await admin.as().getUser()).toBeNull()
  })

  it('expire after the inactivity period, and each use slides the expiry', async () => {
    const admin = await signedIn(backend, ADMIN)
    const db = await backend.database()
    const age = (minutes: number) => db.query(`update embedded.sessions set last_seen_at = now() - make_interval(mins => $1)`, [minutes])

    await age(29)
    expect(await admin.as().getUser()).not.toBeNull() // used: slides to now
    const seen = await db.query<{ idle: number }>(
      `select extract(epoch from now() - max(last_seen_at))::float8 as idle from embedded.sessions`,
    )
    expect(seen.rows[0].idle).toBeLessThan(5)

    await age(31)
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from embedded.sessions')).rows[0].n
    const before = await count()
    const expired = admin.as()
    expect(await expired.getUser()).toBeNull()
    expect(expired.headers.getSetCookie()[0]).toMatch(/Max-Age=0/)
    expect(await count()).toBe(before - 1) // the expired row is deleted
    // A new sign-in prunes every other expired row.
    await signedIn(backend, ADMIN)
    expect(await count()).toBe(1)
  })

  it('a new password ends existing sessions', async () => {
    const member = await signedIn(backend, MEMBER)
    await backend.ensureUser({ ...MEMBER, password: 'Changed#Passw0rd', admin: false, updatePassword: true })
    expect(await member.as().getUser()).toBeNull()
    await backend.ensureUser({ ...MEMBER, admin: false, updatePassword: true })
  })
})
