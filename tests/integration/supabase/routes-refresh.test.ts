// Route families in Supabase mode: a session whose access token expired is refreshed during the
// request, and the new cookie must reach the browser, because Supabase's refresh tokens are
// single-use: a browser left with the old one is signed out after the reuse interval (decision 122). The routes run as Remix calls them, with the Supabase adapter as the process's backend.
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import { loader as adminLayoutLoader } from '~/routes/admin'
import { loader as adminBlogLoader } from '~/routes/admin.blog._index/route'
import { loader as blogPostLoader } from '~/routes/blog.$slug'
import { loader as blogIndexLoader } from '~/routes/blog._index'
import { loader as loginLoader } from '~/routes/login'
import {
  AUTH_COOKIE,
  SUPABASE_URL,
  USER,
  activityCookie,
  auth,
  config,
  resetFake,
  server,
  sessionBody,
  sessionCookieValue,
} from './fake-supabase'
import { useSupabaseRoutes } from './route-setup'

useSupabaseRoutes({ content: true })
beforeEach(async () => {
  await resetFake()
  const empty = () => HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/posts`, empty),
    http.get(`${SUPABASE_URL}/rest/v1/categories`, empty),
    http.get(`${SUPABASE_URL}/rest/v1/admin_users`, () => HttpResponse.json({ id: USER.id })),
  )
})

/** A browser whose access token has expired (its refresh token still good), active a moment ago. */
function expiredSessionRequest(path: string) {
  const expired = sessionBody(`old-${path}`, Math.floor(Date.now() / 1000) - 60)
  return new Request(`http://localhost:3000${path}`, {
    headers: { Cookie: `${AUTH_COOKIE}=${sessionCookieValue(expired)}; ${activityCookie()}` },
  })
}

/** The Set-Cookie headers that would go to the browser, whatever the loader returned or threw. */
async function setCookies(run: () => Promise<unknown>): Promise<string[]> {
  let result: unknown
  try {
    result = await run()
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) return result.headers.getSetCookie()
  const init = (result as { init?: ResponseInit | null }).init
  return new Headers(init?.headers).getSetCookie()
}

const refreshedCookie = (cookies: string[]) => cookies.some((c) => c.startsWith(`${AUTH_COOKIE}=base64-`) && !/Max-Age=0/.test(c))
const args = (request: Request, params = {}) => ({ request, params, context: {} })

describe('a refresh in the middle of the request reaches the browser', () => {
  it('public blog: /blog', async () => {
    const cookies = await setCookies(() => blogIndexLoader(args(expiredSessionRequest('/blog'))))
    expect(auth.refreshes).toBe(1)
    expect(refreshedCookie(cookies)).toBe(true)
  })

  it('public blog: /blog/<slug>', async () => {
    const slug = 'ai-in-business-from-pilot-to-production'
    const cookies = await setCookies(() => blogPostLoader(args(expiredSessionRequest(`/blog/${slug}`), { slug })))
    expect(auth.refreshes).toBe(1)
    expect(refreshedCookie(cookies)).toBe(true)
  })

  it('admin: the layout and /admin/blog', async () => {
    for (const [path, loader] of [
      ['/admin', adminLayoutLoader],
      ['/admin/blog', adminBlogLoader],
    ] as const) {
      await resetFake()
      server.use(
        http.get(`${SUPABASE_URL}/rest/v1/posts`, () => HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })),
        http.get(`${SUPABASE_URL}/rest/v1/admin_users`, () => HttpResponse.json({ id: USER.id })),
      )
      const cookies = await setCookies(() => (loader as (a: unknown) => Promise<unknown>)(args(expiredSessionRequest(path))))
      expect(auth.refreshes, path).toBe(1)
      expect(refreshedCookie(cookies), path).toBe(true)
    }
  })

  it('sign-in page: /login sends a signed-in admin on, with the new cookie', async () => {
    const cookies = await setCookies(() => loginLoader(args(expiredSessionRequest('/login'))))
    expect(auth.refreshes).toBe(1)
    expect(refreshedCookie(cookies)).toBe(true)
  })
})

describe('the fake is strict about refresh tokens', () => {
  it('a refresh token used once fails after the reuse interval: a dropped cookie signs the user out', async () => {
    auth.reuseIntervalMs = 0
    const request = expiredSessionRequest('/blog')
    const first = createSupabaseBackend(config).forRequest(request.clone())
    expect(await first.getUser()).toMatchObject({ id: USER.id })
    await new Promise((resolve) => setTimeout(resolve, 5))
    // The browser that never got the new cookie comes back with the old one.
    const again = createSupabaseBackend(config).forRequest(request.clone())
    expect(await again.getUser()).toBeNull()
  })
})
