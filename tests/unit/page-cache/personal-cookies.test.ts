import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { supabaseAuthCookie } from '~/backend/personal-cookies'
import { cacheKey } from '../../../server/page-cache/keys'

// The cookies that make a page one visitor's own are named by the app (app/backend/personal-cookies.ts)
// and the page cache imports those names. Here each cookie is made by the app's own code, as a
// browser would send it back, so that renaming one in the app cannot quietly let the cache share
// a visitor's page: the cache must let every one through, Varnish's rule (varnish/site.vcl) too.

const root = path.resolve(import.meta.dirname, '../../..')
const vcl = fs.readFileSync(path.join(root, 'varnish/site.vcl'), 'utf8')
const varnishRule = new RegExp(/req\.http\.Cookie ~ "([^"]+)"/.exec(vcl)![1])

/** The `name=value` a browser sends back for a Set-Cookie header. */
const sentBack = (setCookie: string) => setCookie.slice(0, setCookie.indexOf(';'))

afterAll(() => vi.unstubAllEnvs())

/** Every personal cookie the app writes, with Secure cookies (`__Host-` names) or without. */
async function appCookies(secure: boolean) {
  vi.resetModules()
  vi.stubEnv('COOKIE_SECURE', String(secure))
  vi.stubEnv('SESSION_SECRET', 'personal-cookie-test-secret')
  const { sessionCookie } = await import('~/backend/embedded/auth.server')
  const { createToastHeaders } = await import('~/utils/toast.server')
  const { previewCookieHeader, perspectiveCookieHeader } = await import('~/preview/preview-cookie.server')
  const { issueCsrfToken } = await import('~/auth/csrf.server')
  const supabase = `${secure ? '__Host-' : ''}${supabaseAuthCookie('abcdefghijklmnop')}`
  return {
    personal: {
      session: sentBack(await sessionCookie('secret', secure).serialize('token')),
      toast: sentBack((await createToastHeaders({ type: 'success', message: 'Saved' })).get('Set-Cookie')!),
      preview: sentBack(previewCookieHeader(null)),
      perspective: sentBack(perspectiveCookieHeader('drafts')),
      supabase: `${supabase}=base64-eyJ`,
      supabaseChunk: `${supabase}.1=part`,
    },
    // The enquiry form's token: the same for every visitor's page, so not a reason to pass.
    anonymous: sentBack((await issueCsrfToken(new Request('http://localhost/get-started'))).headers!.get('Set-Cookie')!),
  }
}

describe.each([true, false])('the cookies the app writes (Secure: %s)', (secure) => {
  it('make the page cache and Varnish let the request through, each one alone or among others', async () => {
    const { personal, anonymous } = await appCookies(secure)
    expect(personal.session).toMatch(secure ? /^__Host-admin_session=/ : /^admin_session=/)
    for (const [name, cookie] of Object.entries(personal)) {
      expect(cacheKey('GET', '/services', cookie), name).toBeNull()
      expect(cacheKey('GET', '/services', `theme=dark; ${cookie}; ${anonymous}`), name).toBeNull()
      expect(varnishRule.test(cookie), `varnish: ${name}`).toBe(true)
      expect(varnishRule.test(`theme=dark; ${cookie}`), `varnish: ${name}`).toBe(true)
    }
  })

  it('a visitor with only the form token is served from the cache', async () => {
    const { anonymous } = await appCookies(secure)
    expect(cacheKey('GET', '/services', anonymous)).toBe('/services')
    expect(varnishRule.test(anonymous)).toBe(false)
  })
})
