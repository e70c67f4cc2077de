// The sign-in routes and the guard, called as Remix calls them, on the embedded backend.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getBackend, setBackend } from '~/backend/index.server'
import { action as loginAction, loader as loginLoader } from '~/routes/login'
import { action as logoutAction } from '~/routes/logout'
import { loader as mediaLoader } from '~/routes/media.$name'
import { loader as keepAliveLoader } from '~/routes/admin.keepalive'
import { withAdmin, type AdminContext } from '~/auth/guard.server'
import { adminCsrfToken, issueCsrfToken } from '~/auth/csrf.server'
import { PREVIEW_COOKIE, PREVIEW_PERSPECTIVE_COOKIE } from '~/backend/personal-cookies'
import { cookieName } from '~/utils/cookie-name.server'
import { ADMIN, MEMBER, cookieFrom, request, signedIn, testBackend } from './helpers'

vi.stubEnv('SESSION_SECRET', 'routes-test-secret')
let backend: Awaited<ReturnType<typeof testBackend>>
beforeAll(async () => {
  // The lockout per account (5 by default) would lock the admin after the proxy test's failures:
  // this file is about the limits per address and pair (two-factor-routes.test.ts: the lockout).
  backend = await testBackend({ sessionSecret: () => 'routes-test-secret', lockout: { failures: 20, minutes: 15 } })
  setBackend(backend)
  await backend.ensureUser({ ...ADMIN, admin: true })
  await backend.ensureUser({ ...MEMBER, admin: false })
})
afterAll(() => backend.close())

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown Response')
}

async function postLogin(fields: Record<string, string>, clientAddress = '10.1.1.1', extraHeaders: Record<string, string> = {}) {
  const { token, headers } = await issueCsrfToken(new Request('http://localhost/login'))
  const body = new URLSearchParams({ csrf: token, ...fields })
  const req = new Request('http://localhost/login', { method: 'POST', body, headers: { Cookie: cookieFrom(headers!), ...extraHeaders } })
  return (await loginAction({ request: req, params: {}, context: { clientAddress } })) as unknown as {
    init: ResponseInit | null
    data: { result: { error?: Record<string, string[]> } }
  } & Response
}

// The guard as every admin route runs it: the work gets the admin, or the guard's redirect is thrown.
async function requireAdmin(req: Request) {
  let context: AdminContext | undefined
  await withAdmin(req, async (admin) => {
    context = admin
    return null
  })
  return context!
}

describe('withAdmin', () => {
  it('sends a visitor to /login with redirectTo, without a toast', async () => {
    const response = await thrown(requireAdmin(request(undefined, 'http://localhost/admin/clients?page=2')))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/login?redirectTo=%2Fadmin%2Fclients%3Fpage%3D2')
    expect(response.headers.getSetCookie().some((c) => c.startsWith('flash_toast='))).toBe(false)
  })

  it('keeps no address of 2,000 characters or more to come back to (a 16 KB one made a Location header clients refuse)', async () => {
    const long = `http://localhost/admin/blog/edit/${'a'.repeat(8000)}?redirectTo=${'a'.repeat(8000)}`
    expect((await thrown(requireAdmin(request(undefined, long)))).headers.get('Location')).toBe('/login')
  })

  it('tells a visitor whose change came after the session ended that it was not saved (in the page, not a toast)', async () => {
    const post = new Request('http://localhost/admin/clients', { method: 'POST', body: new URLSearchParams({ name: 'Acme' }) })
    const response = await thrown(requireAdmin(post))
    expect(response.headers.get('Location')).toBe('/login?redirectTo=%2Fadmin%2Fclients&unsaved=1')
    expect(response.headers.getSetCookie().some((c) => c.startsWith('flash_toast='))).toBe(false)
    const page = (await loginLoader({
      request: request(undefined, `http://localhost${response.headers.get('Location')}`),
      params: {},
      context: {},
    })) as unknown as {
      data: { unsaved: boolean; redirectTo: string }
    }
    expect(page.data).toMatchObject({ unsaved: true, redirectTo: '/admin/clients' })
  })

  it('signs a non-admin out and sends them to /login with the guard toast', async () => {
    const member = await signedIn(backend, MEMBER)
    const response = await thrown(requireAdmin(request(member.cookie)))
    expect(response.headers.get('Location')).toBe('/login')
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((c) => /^admin_session=;.*Max-Age=0/.test(c))).toBe(true)
    expect(cookies.some((c) => c.startsWith('flash_toast='))).toBe(true)
    expect(await member.as().getUser()).toBeNull() // revoked on the server
  })

  it('lets an admin through', async () => {
    const admin = await signedIn(backend, ADMIN)
    const { user, backend: api } = await requireAdmin(request(admin.cookie))
    expect(user.email).toBe(ADMIN.email)
    expect(api.kind).toBe('embedded')
  })
})

describe('/login', () => {
  it('signs an admin in and leads to the code step, keeping a safe redirectTo', async () => {
    await signedIn(backend, ADMIN) // the admin has a factor (two-factor-routes.test.ts: enrolment)
    const response = await postLogin({ ...ADMIN, redirectTo: '/admin/media' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/login/two-factor?redirectTo=%2Fadmin%2Fmedia')
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith('admin_session=') && /HttpOnly/.test(c) && /SameSite=Lax/.test(c))).toBe(true)
    const offsite = await postLogin({ ...ADMIN, redirectTo: '//evil.example/x' })
    expect(offsite.headers.get('Location')).toBe('/login/two-factor')
  })

  it('answers the field messages, wrong passwords, non-admins and a missing token', async () => {
    const empty = await postLogin({ email: '', password: '' })
    expect(empty.init?.status).toBe(400)
    expect(empty.data.result.error).toEqual({ email: ['Email is required'], password: ['Password is required'] })

    const wrong = await postLogin({ email: ADMIN.email, password: 'Wrong#Passw0rd' })
    expect(wrong.init?.status).toBe(401)
    expect(wrong.data.result.error?.['']).toEqual(['Invalid login credentials'])

    const member = await postLogin(MEMBER)
    expect(member.init?.status).toBe(403)
    expect(member.data.result.error?.['']).toEqual(['Not authorized to access admin area'])
    expect(new Headers(member.init?.headers).getSetCookie().some((c) => /^admin_session=;.*Max-Age=0/.test(c))).toBe(true)

    const req = new Request('http://localhost/login', { method: 'POST', body: new URLSearchParams(ADMIN) })
    const noToken = (await loginAction({ request: req, params: {}, context: {} })) as unknown as {
      init: ResponseInit
      data: typeof wrong.data
    }
    expect(noToken.init.status).toBe(403)
    expect(noToken.data.result.error?.['']).toEqual(['Invalid security token'])
  })

  it('answers 429 after 5 failures for one e-mail and address', async () => {
    for (let i = 0; i < 5; i++) expect((await postLogin({ email: 'x@example.com', password: 'nope' }, '10.9.9.9')).init?.status).toBe(401)
    const limited = await postLogin({ email: 'x@example.com', password: 'nope' }, '10.9.9.9')
    expect(limited.init?.status).toBe(429)
    expect(limited.data.result.error?.['']).toEqual(['Too many failed sign-in attempts. Please wait 15 minutes and try again.'])
  })

  it('behind a proxy (TRUST_PROXY), failures count per forwarded client: another client still signs in', async () => {
    vi.stubEnv('TRUST_PROXY', 'x-forwarded-for')
    try {
      const from = (address: string) => ({ 'X-Forwarded-For': address })
      for (let i = 0; i < 5; i++) {
        expect((await postLogin({ email: ADMIN.email, password: 'Wrong#Passw0rd' }, '10.0.0.1', from('198.51.100.66'))).init?.status).toBe(
          401,
        )
      }
      expect((await postLogin(ADMIN, '10.0.0.1', from('198.51.100.66'))).init?.status).toBe(429)
      // The real admin, behind the same proxy (same socket address), is not locked out.
      expect((await postLogin(ADMIN, '10.0.0.1', from('203.0.113.5'))).headers.get('Location')).toMatch(/^\/(login|admin)\/two-factor/)
    } finally {
      vi.unstubAllEnvs()
      vi.stubEnv('SESSION_SECRET', 'routes-test-secret')
    }
  })

  it('the page is private and sends a signed-in admin straight on', async () => {
    const admin = await signedIn(backend, ADMIN)
    const response = await thrown(
      loginLoader({ request: request(admin.cookie, 'http://localhost/login?redirectTo=/admin/media'), params: {}, context: {} }),
    )
    expect(response.headers.get('Location')).toBe('/admin/media')
  })
})

describe('/logout', () => {
  const post = async (cookie: string, fields: Record<string, string>) =>
    logoutAction({
      request: new Request('http://localhost/logout', {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { Cookie: cookie, Referer: 'http://localhost/admin/clients' },
      }),
      params: {},
      context: {},
    })

  it('revokes the session and goes to /login; a bad token goes back with "Failed to log out"', async () => {
    const admin = await signedIn(backend, ADMIN)
    const token = (await adminCsrfToken(admin.as()))!
    const cookie = admin.cookie

    const refused = await post(cookie, { csrf: 'forged' })
    expect(refused.headers.get('Location')).toBe('/admin/clients')
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('flash_toast='))).toBe(true)
    expect(await admin.as().getUser()).not.toBeNull()

    const done = await post(cookie, { csrf: token })
    expect(done.headers.get('Location')).toBe('/login')
    expect(await admin.as().getUser()).toBeNull()
  })

  it('ends a preview of drafts too, also when the sign-out is for inactivity', async () => {
    for (const reason of [null, 'inactivity']) {
      const admin = await signedIn(backend, ADMIN)
      const csrf = (await adminCsrfToken(admin.as()))!
      const done = await post(admin.cookie, { csrf, ...(reason && { reason }) })
      expect(done.headers.get('Location')).toBe('/login')
      const expired = done.headers.getSetCookie().filter((c) => /Max-Age=0/.test(c))
      expect(expired.map((c) => c.split('=')[0])).toEqual(expect.arrayContaining([cookieName(PREVIEW_COOKIE), PREVIEW_PERSPECTIVE_COOKIE]))
    }
  })
})

describe('/admin/keepalive', () => {
  it('answers a signed-in admin; signed out, a 401 in JSON, never a redirect the page would follow to the sign-in form', async () => {
    const admin = await signedIn(backend, ADMIN)
    const ok = await keepAliveLoader({ request: request(admin.cookie, 'http://localhost/admin/keepalive'), params: {}, context: {} })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('Cache-Control')).toBe('private, no-store')
    // The session the browser holds now, and its forms' token: a tab shown again takes it.
    const token = await adminCsrfToken(admin.as())
    expect(await ok.json()).toEqual({ ok: true, email: ADMIN.email, csrf: token })
    expect(token).toMatch(/^s1\./)
    const gone = await keepAliveLoader({ request: new Request('http://localhost/admin/keepalive'), params: {}, context: {} })
    expect(gone.status).toBe(401)
    expect(gone.headers.get('Location')).toBeNull()
  })
})

describe('/media/:name', () => {
  it('serves stored files with their type, nosniff, and only safe types inline', async () => {
    const admin = (await signedIn(backend, ADMIN)).as()
    const png = await admin.media.upload(new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }))
    const svg = await admin.media.upload(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'icon.svg', { type: 'image/svg+xml' }))
    const html = await admin.media.upload(new File(['<script>alert(1)</script>'], 'page.html', { type: 'text/html' }))
    const get = (name: string) => mediaLoader({ request: new Request(`http://localhost/media/${name}`), params: { name }, context: {} })

    const image = await get(png.name)
    expect(image.status).toBe(200)
    expect(image.headers.get('Content-Type')).toBe('image/png')
    expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(image.headers.get('Content-Disposition')).toMatch(/^inline/)
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]))

    const vector = await get(svg.name)
    expect(vector.headers.get('Content-Security-Policy')).toContain('sandbox')
    const page = await get(html.name)
    expect(page.headers.get('Content-Disposition')).toBe(`attachment; filename="${html.name}"`)
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'")

    expect((await get('missing.png')).status).toBe(404)
    expect((await get('..%2Fsession-secret')).status).toBe(404)
    expect(getBackend()).toBe(backend)
  })
})
