import { describe, expect, test, vi } from 'vitest'

// With Secure cookies (production), every cookie of ours is `__Host-`: Secure, Path=/, no Domain,
// so a sibling subdomain cannot plant or overwrite it.
vi.stubEnv('COOKIE_SECURE', 'true')
vi.stubEnv('SESSION_SECRET', 'host-cookie-test-secret')

const hostOnly = (setCookie: string, name: string) => {
  expect(setCookie.startsWith(`__Host-${name}=`)).toBe(true)
  expect(setCookie).toMatch(/; Path=\/(;|$)/)
  expect(setCookie).toMatch(/; Secure(;|$)/)
  expect(setCookie).not.toMatch(/Domain=/i)
}

describe('__Host- cookies when Secure', () => {
  test('the CSRF cookie', async () => {
    const { issueCsrfToken } = await import('~/auth/csrf.server')
    const { headers } = await issueCsrfToken(new Request('https://www.example.com/get-started'))
    hostOnly(headers!.get('Set-Cookie')!, 'csrf')
  })

  test('the embedded session cookie', async () => {
    const { sessionCookie } = await import('~/backend/embedded/auth.server')
    hostOnly(await sessionCookie('secret', true).serialize('token'), 'admin_session')
    expect(await sessionCookie('secret', false).serialize('token')).toMatch(/^admin_session=/)
  })

  test('the flash toast cookie', async () => {
    const { createToastHeaders } = await import('~/utils/toast.server')
    hostOnly((await createToastHeaders({ type: 'success', message: 'Saved' })).get('Set-Cookie')!, 'flash_toast')
  })

  test('the Supabase activity stamp', async () => {
    const { createCookieJar } = await import('~/backend/supabase/cookies.server')
    const { writeActivity } = await import('~/backend/supabase/activity.server')
    const headers = new Headers()
    const settings = { sessionSecret: () => 'secret', inactivityMs: 60_000, secureCookies: true }
    writeActivity(createCookieJar(new Request('https://www.example.com/admin'), headers, true), settings, 'user-1')
    hostOnly(headers.get('Set-Cookie')!, 'sb-activity')
  })
})
