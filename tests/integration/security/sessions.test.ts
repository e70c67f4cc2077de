import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { setBackend } from '~/backend/index.server'
import { action as logoutAction } from '~/routes/logout'
import { adminCsrfToken, isValidAdminCsrf, issueCsrfToken } from '~/auth/csrf.server'
import { ADMIN, cookieFrom, signedIn, testBackend } from '../backend/helpers'

// Admin CSRF tokens bound to the session, "sign out everywhere", and the absolute session
// lifetime, on the embedded backend (real PGlite, real cookies).
vi.stubEnv('SESSION_SECRET', 'sessions-test-secret')
let backend: Awaited<ReturnType<typeof testBackend>>
beforeAll(async () => {
  backend = await testBackend({ sessionSecret: () => 'sessions-test-secret', sessionMaxMs: 60 * 60_000 })
  setBackend(backend)
  await backend.ensureUser({ ...ADMIN, admin: true })
})
afterAll(async () => {
  setBackend(undefined)
  await backend.close()
})

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}
const adminRequest = (cookie: string) => new Request('http://localhost/admin/clients', { headers: { Cookie: cookie } })
const logout = (cookie: string, fields: Record<string, string>) =>
  logoutAction({
    request: new Request('http://localhost/logout', { method: 'POST', body: new URLSearchParams(fields), headers: { Cookie: cookie } }),
    params: {},
    context: {},
  })

describe('admin CSRF tokens are bound to the session', () => {
  it('a token works with its own session only', async () => {
    const first = await signedIn(backend, ADMIN)
    const second = await signedIn(backend, ADMIN)
    const token = (await adminCsrfToken(first.as()))!
    expect(token).toMatch(/^s1\./)
    expect(await isValidAdminCsrf(form({ csrf: token }), adminRequest(first.cookie), first.as())).toBe(true)
    expect(await isValidAdminCsrf(form({ csrf: token }), adminRequest(second.cookie), second.as())).toBe(false)
    expect(await isValidAdminCsrf(form({ csrf: token }), adminRequest(''), backend.forRequest(adminRequest('')))).toBe(false)
  })

  it('the anonymous double-submit token (public forms, sign-in) does not pass for an admin form', async () => {
    const admin = await signedIn(backend, ADMIN)
    const { token, headers } = await issueCsrfToken(new Request('http://localhost/'))
    const cookie = `${admin.cookie}; ${cookieFrom(headers!)}`
    expect(await isValidAdminCsrf(form({ csrf: token }), adminRequest(cookie), backend.forRequest(adminRequest(cookie)))).toBe(false)
  })
})

describe('sign out everywhere', () => {
  it('Logout ends this session only; "Sign out everywhere" ends every session of the admin', async () => {
    const laptop = await signedIn(backend, ADMIN)
    const phone = await signedIn(backend, ADMIN)
    const tablet = await signedIn(backend, ADMIN)

    const one = await logout(laptop.cookie, { csrf: (await adminCsrfToken(laptop.as()))! })
    expect(one.headers.get('Location')).toBe('/login')
    expect(await laptop.as().getUser()).toBeNull()
    expect(await phone.as().getUser()).not.toBeNull()

    const all = await logout(phone.cookie, { csrf: (await adminCsrfToken(phone.as()))!, scope: 'everywhere' })
    expect(all.headers.get('Location')).toBe('/login')
    expect(await phone.as().getUser()).toBeNull()
    expect(await tablet.as().getUser()).toBeNull()
  })
})

describe('absolute session lifetime', () => {
  it('a session ends ADMIN_SESSION_MAX_MS after sign-in, however active', async () => {
    const admin = await signedIn(backend, ADMIN)
    expect(await admin.as().getUser()).not.toBeNull()
    const db = await backend.database()
    // Signed in 61 minutes ago and active a second ago: past the 60-minute lifetime.
    await db.query(`update embedded.sessions set created_at = now() - interval '61 minutes', last_seen_at = now() - interval '1 second'`)
    expect(await admin.as().getUser()).toBeNull()
    const again = await signedIn(backend, ADMIN)
    expect(await again.as().getUser()).not.toBeNull()
  })
})
