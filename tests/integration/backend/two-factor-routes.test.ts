// The sign-in's second step through the routes, as Remix calls them, on the embedded backend.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { setBackend } from '~/backend/index.server'
import { issueCsrfToken } from '~/auth/csrf.server'
import { action as loginAction } from '~/routes/login'
import { action as codeAction, loader as codeLoader } from '~/routes/login_.two-factor'
import { action as enrolAction, loader as enrolLoader } from '~/routes/admin_.two-factor'
import { action as clientsAction, loader as clientsLoader } from '~/routes/admin.clients/route'
import { loader as layoutLoader } from '~/routes/admin'
import { TWO_FACTOR_MESSAGES } from '~/auth/two-factor'
import { ADMIN, cookieFrom, testBackend } from './helpers'
import { currentCode } from './second-factor'

vi.stubEnv('SESSION_SECRET', 'two-factor-routes-secret')
let backend: Awaited<ReturnType<typeof testBackend>>
beforeAll(async () => {
  backend = await testBackend({ sessionSecret: () => 'two-factor-routes-secret' })
  setBackend(backend)
  await backend.ensureUser({ ...ADMIN, admin: true })
})
afterAll(async () => {
  setBackend(undefined)
  await backend.close()
})

type Result = Response | { data: any; init: ResponseInit | null }
async function call(fn: (args: any) => unknown, request: Request, clientAddress = '10.5.0.1'): Promise<Result> {
  try {
    return (await fn({ request, params: {}, context: { clientAddress } })) as Result
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}
const locationOf = (result: Result) => (result instanceof Response ? result.headers.get('Location') : null)
const statusOf = (result: Result) => (result instanceof Response ? result.status : (result.init?.status ?? 200))
const cookiesOf = (result: Result) => cookieFrom(result instanceof Response ? result.headers : new Headers(result.init?.headers ?? {}))

async function anonymousForm(path: string, fields: Record<string, string>, cookie = '') {
  const { token, headers } = await issueCsrfToken(new Request('http://localhost/login', { headers: { Cookie: cookie } }))
  const jar = [cookie, headers ? cookieFrom(headers) : ''].filter(Boolean).join('; ')
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams({ csrf: token, ...fields }),
    headers: { Cookie: jar },
  })
}
const page = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } })

/** The password step through /login: the session cookie and where it leads. */
async function password(clientAddress = '10.5.0.1') {
  const result = await call(loginAction, await anonymousForm('/login', { ...ADMIN, redirectTo: '/admin/clients' }), clientAddress)
  return { cookie: cookiesOf(result), location: locationOf(result) }
}

describe('a password alone', () => {
  it('leads an admin without a factor to enrolment, and never reaches an admin loader or action', async () => {
    const { cookie, location } = await password()
    expect(location).toBe('/admin/two-factor?redirectTo=%2Fadmin%2Fclients')
    expect(locationOf(await call(clientsLoader, page('/admin/clients', cookie)))).toBe('/admin/two-factor?redirectTo=%2Fadmin%2Fclients')
    expect(locationOf(await call(layoutLoader, page('/admin', cookie)))).toMatch(/^\/admin\/two-factor/)
    const post = new Request('http://localhost/admin/clients', {
      method: 'POST',
      headers: { Cookie: cookie },
      body: new URLSearchParams({ name: 'Acme' }),
    })
    expect(locationOf(await call(clientsAction, post))).toBe('/admin/two-factor')
    expect(await (await backend.database()).query('select * from public.clients')).toMatchObject({ rows: [] })
  })
})

describe('enrolment, then sign-in with a code', () => {
  let secret = ''
  let recoveryCodes: string[] = []
  it('shows the QR code (SVG) and the key; a first code turns it on and shows the recovery codes once', async () => {
    const { cookie } = await password()
    const loaded = (
      (await call(enrolLoader, page('/admin/two-factor', cookie))) as {
        data: { enrolment: { qr: string; secret: string; factorId: string }; csrf: string }
      }
    ).data
    expect(loaded.enrolment.qr).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    secret = loaded.enrolment.secret
    const confirm = (code: string) =>
      new Request('http://localhost/admin/two-factor', {
        method: 'POST',
        headers: { Cookie: cookie },
        body: new URLSearchParams({ csrf: loaded.csrf, intent: 'confirm', factorId: loaded.enrolment.factorId, code }),
      })
    const wrong = await call(enrolAction, confirm('123456'))
    expect(statusOf(wrong)).toBe(400)
    // Post, redirect, get: the codes ride in a signed cookie the page reads once.
    const done = await call(enrolAction, confirm(await currentCode(secret)))
    expect(locationOf(done)).toBe('/admin/two-factor?redirectTo=%2Fadmin%2Fblog')
    const withCodes = [cookie, cookiesOf(done)].join('; ')
    const shown = (await call(enrolLoader, page('/admin/two-factor', withCodes))) as {
      data: { recoveryCodes: string[] }
      init: ResponseInit
    }
    expect(shown.data.recoveryCodes).toHaveLength(10)
    expect(cookiesOf(shown)).toMatch(/recovery_codes=(;|$)/) // cleared: shown once
    recoveryCodes = shown.data.recoveryCodes
    expect(statusOf(await call(clientsLoader, page('/admin/clients', cookie)))).toBe(200)
  })

  it('the next sign-in asks for the code, which leads on with the toast; a replay and a wrong code are refused', async () => {
    const { cookie, location } = await password()
    expect(location).toBe('/login/two-factor?redirectTo=%2Fadmin%2Fclients')
    expect(statusOf(await call(codeLoader, page(location!, cookie)))).toBe(200)
    await (await backend.database()).query('update auth.mfa_factors set last_step = null')
    const code = await currentCode(secret)
    const form = (fields: Record<string, string>, jar: string) => anonymousForm('/login/two-factor', fields, jar)
    const wrong = (await call(codeAction, await form({ code: '000000' }, cookie))) as {
      data: { result: { error: Record<string, string[]> } }
      init: ResponseInit
    }
    expect(wrong.init.status).toBe(401)
    expect(wrong.data.result.error['']).toEqual(['Invalid or expired code'])
    const passed = await call(codeAction, await form({ code, redirectTo: '/admin/clients' }, cookie))
    expect(locationOf(passed)).toBe('/admin/clients')
    expect(cookiesOf(passed)).toContain('flash_toast=')
    const again = await password()
    expect(statusOf(await call(codeAction, await form({ code }, again.cookie)))).toBe(401)
  })

  it('a recovery code signs in once and leads to enrolment anew', async () => {
    const { cookie } = await password('10.5.0.2')
    const used = await call(
      codeAction,
      await anonymousForm('/login/two-factor', { intent: 'recovery', recovery: recoveryCodes[0] }, cookie),
      '10.5.0.2',
    )
    expect(locationOf(used)).toBe('/admin/two-factor')
    expect(cookiesOf(used)).toContain('flash_toast=')
    expect((await backend.database().then((db) => db.query('select * from auth.mfa_factors'))).rows).toEqual([])
    expect(TWO_FACTOR_MESSAGES.recovered).toMatch(/again/)
  })
})

describe('the lockout per account through /login', () => {
  it('after 5 failures from 5 addresses the right password is answered as a wrong one', async () => {
    for (let i = 1; i <= 5; i++) {
      const wrong = await call(
        loginAction,
        await anonymousForm('/login', { email: ADMIN.email, password: 'Wrong#Passw0rd' }),
        `10.6.0.${i}`,
      )
      expect(statusOf(wrong)).toBe(401)
    }
    const right = (await call(loginAction, await anonymousForm('/login', ADMIN), '10.6.0.9')) as {
      data: { result: { error: Record<string, string[]> } }
      init: ResponseInit
    }
    expect(right.init.status).toBe(401)
    expect(right.data.result.error['']).toEqual(['Invalid login credentials'])
  })
})
