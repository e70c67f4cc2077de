// The routes in Supabase mode, called as Remix calls them, with the Supabase adapter on a real
// project (PostgREST 12 and PostgreSQL 15; Auth and Storage fakes on that database) as the
// process's backend: sign-in and sign-out, the admin guard, the admin lists and forms, the blog
// and the enquiry form. Real sessions, CSRF tokens and flash toasts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminCsrfToken, issueCsrfToken } from '~/auth/csrf.server'
import { setBackend } from '~/backend/index.server'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import type { Backend } from '~/backend/types'
import { createBundledSource } from '~/content/bundled-source.server'
import { setContentSource } from '~/content/content.server'
import { loader as adminLayoutLoader } from '~/routes/admin'
import { action as postListAction, loader as postListLoader } from '~/routes/admin.blog._index/route'
import { action as editAction, loader as editLoader } from '~/routes/admin.blog.edit.$id'
import { action as newAction } from '~/routes/admin.blog.new'
import { action as clientsAction, loader as clientsLoader } from '~/routes/admin.clients/route'
import { action as enquiriesAction, loader as enquiriesLoader } from '~/routes/admin.enquiries/route'
import { loader as csvLoader } from '~/routes/admin.enquiries[.]csv'
import { action as mediaAction, loader as mediaLoader } from '~/routes/admin.media/route'
import { loader as blogPostLoader } from '~/routes/blog.$slug'
import { loader as blogIndexLoader } from '~/routes/blog._index'
import { action as loginAction } from '~/routes/login'
import { action as logoutAction } from '~/routes/logout'
import { getRequest, isGuardRedirect, location, postRequest, run, toastOf, type Visitor } from '../integration/admin/setup'
import { openForm, postEnquiry } from '../integration/enquiry/helpers'
import { cookieHeader } from '../fixtures/cookie-jar'
import { SESSION_SECRET, useProject } from './project'
import { ADMIN, MEMBER, passSecondFactor } from './roles'
import { MANIFEST_FILE, SOCIAL_CARD, variantWidths } from '~/media/variant-set'
import { photoFile } from '../fixtures/images'

process.env.SESSION_SECRET = SESSION_SECRET
const project = useProject('strict')
let backend: Backend
let adminId: string

beforeAll(async () => {
  adminId = await project().createUser(ADMIN.email, ADMIN.password, { admin: true })
  await project().createUser(MEMBER.email, MEMBER.password)
  // The 1-second tokens below can expire before a code step clears its attempts (finish_sign_in),
  // which would then count towards the lockout per account: adapter.test.ts tests that one.
  backend = createSupabaseBackend({ ...project().config, lockout: { failures: 100, minutes: 15 } })
  setBackend(backend)
  setContentSource(createBundledSource())
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterAll(() => {
  setBackend(undefined)
  setContentSource(undefined)
  vi.restoreAllMocks()
})

/** Signs in through the /login action (CSRF token, throttle, Auth), as a browser would. */
async function login(who: { email: string; password: string }, address = '198.51.100.7', { tokenSeconds }: { tokenSeconds?: number } = {}) {
  const { token, headers } = await issueCsrfToken(new Request('http://localhost/login'))
  const cookie = cookieHeader(headers!)
  const request = postRequest('/login', { cookie, csrf: token }, { email: who.email, password: who.password, redirectTo: '/admin/clients' })
  const result = await run((args) => loginAction({ ...args, context: { clientAddress: address } }), request)
  const signedIn = cookieHeader(result.kind === 'response' ? result.response.headers : result.headers, cookie)
  // The password leads an admin to the code step (or enrolment), which the shared helper passes.
  if (!/\/two-factor/.test(location(result) ?? '')) return { result, cookie: signedIn }
  const api = backend.forRequest(getRequest('/admin', { cookie: signedIn, csrf: '' }))
  // `tokenSeconds`: the lifetime of the session's token from the code step on (the one the cookie keeps).
  if (tokenSeconds) project().auth.settings.accessTokenSeconds = tokenSeconds
  try {
    await passSecondFactor(api, address)
  } finally {
    project().auth.settings.accessTokenSeconds = 3600
  }
  return { result, cookie: cookieHeader(api.headers, signedIn) }
}

async function visitor(cookie: string): Promise<Visitor> {
  const csrf = await adminCsrfToken(backend.forRequest(getRequest('/admin', { cookie, csrf: '' })))
  if (!csrf) throw new Error('no session-bound CSRF token')
  return { cookie, csrf }
}

describe('sign-in, the guard and sign-out', () => {
  it('an admin signs in, reaches /admin and signs out; the old cookie then reads as a visitor', async () => {
    const { result, cookie } = await login(ADMIN)
    expect(location(result)).toMatch(/^\/(admin|login)\/two-factor\?redirectTo=%2Fadmin%2Fclients$/)
    expect(cookie).toMatch(/sb-127-auth-token=base64-/)
    const layout = await run(adminLayoutLoader, getRequest('/admin', { cookie, csrf: '' }))
    expect(layout.kind).toBe('data')
    const admin = await visitor(cookie)
    const out = await run(logoutAction, postRequest('/logout', admin, {}))
    expect(location(out)).toBe('/login')
    expect(isGuardRedirect(await run(adminLayoutLoader, getRequest('/admin', admin)))).toBe(true)
  })

  it('wrong passwords get Auth’s message; a member is signed in but refused the admin area', async () => {
    const wrong = await login({ email: ADMIN.email, password: 'Wrong#Passw0rd' }, '198.51.100.8')
    expect(wrong.result.kind === 'data' && wrong.result.data.result.error).toMatchObject({ '': ['Invalid login credentials'] })
    const member = await login(MEMBER, '198.51.100.9')
    expect(member.result.kind === 'data' && member.result.status).toBe(403)
    expect(member.result.kind === 'data' && member.result.data.result.error['']).toEqual(['Not authorized to access admin area'])
    // Every failure signs out: the member's session ended on the server and in the browser.
    expect(member.cookie).not.toMatch(/sb-127-auth-token/)
    expect(
      await project()
        .db`select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = ${MEMBER.email}`,
    ).toEqual([{ n: 0 }])
  })
})

describe('the admin pages on the real database', () => {
  let admin: Visitor
  beforeAll(async () => {
    admin = await visitor((await login(ADMIN, '198.51.100.20')).cookie)
  })

  it('posts: create, list, edit, delete; the public blog shows the published one', async () => {
    const created = await run(
      newAction,
      postRequest('/admin/blog/new', admin, {
        intent: 'save',
        title: 'Zero Trust, Explained',
        slug: '',
        content: '# Hello\n\nSome **markdown**.',
        excerpt: 'Short summary',
        image_url: '',
        status: 'published',
        category_id: '',
      }),
    )
    expect(await toastOf(created)).toMatchObject({ type: 'success' })
    const [row] = await project().db`select id, slug, author_id, published_at is not null as published from public.posts`
    expect(row).toMatchObject({ slug: 'zero-trust-explained', author_id: adminId, published: true })

    const list = await run(postListLoader, getRequest('/admin/blog', admin))
    expect(list.kind === 'data' && list.data.list).toMatchObject({ total: 1, items: [{ slug: 'zero-trust-explained' }] })
    const edit = await run(editLoader, getRequest(`/admin/blog/edit/${row.id}`, admin), { id: String(row.id) })
    expect(edit.kind === 'data' && edit.data.defaults).toMatchObject({ title: 'Zero Trust, Explained' })
    const saved = await run(
      editAction,
      postRequest(`/admin/blog/edit/${row.id}`, admin, {
        intent: 'save',
        title: 'Zero Trust, Explained Again',
        slug: 'zero-trust-explained',
        content: 'Body',
        excerpt: '',
        image_url: '',
        status: 'published',
        category_id: '',
      }),
      { id: String(row.id) },
    )
    expect(await toastOf(saved)).toMatchObject({ type: 'success' })

    const blog = await run(blogIndexLoader, getRequest('/blog'))
    expect(JSON.stringify(blog.kind === 'data' ? blog.data : null)).toContain('Zero Trust, Explained Again')
    const post = await run(blogPostLoader, getRequest('/blog/zero-trust-explained'), { slug: 'zero-trust-explained' })
    expect(post.kind).toBe('data')

    const removed = await run(
      postListAction,
      postRequest('/admin/blog', admin, { intent: 'delete', id: String(row.id), returnTo: '/admin/blog' }),
    )
    expect(await toastOf(removed)).toMatchObject({ type: 'success' })
    expect(await project().db`select id from public.posts`).toEqual([])
  })

  it('clients: create, rename, delete', async () => {
    await run(clientsAction, postRequest('/admin/clients', admin, { intent: 'save', name: 'Globex', logo_url: '' }))
    const [client] = await project().db`select id, name from public.clients`
    expect(client.name).toBe('Globex')
    const renamed = await run(
      clientsAction,
      postRequest('/admin/clients', admin, { intent: 'save', id: String(client.id), name: 'Globex Ltd', logo_url: '' }),
    )
    expect(await toastOf(renamed)).toEqual({ type: 'success', message: 'Client updated successfully' })
    const list = await run(clientsLoader, getRequest('/admin/clients', admin))
    expect(JSON.stringify(list.kind === 'data' ? list.data : null)).toContain('Globex Ltd')
    await run(clientsAction, postRequest('/admin/clients', admin, { intent: 'delete', id: String(client.id) }))
    expect(await project().db`select id from public.clients`).toEqual([])
  })

  it('media: upload through the Storage fake with its variants, list with previews, delete with them', async () => {
    const photo = await photoFile('Photo.jpg', { width: 700, height: 500 })
    const { action: uploadAction } = await import('~/routes/admin.media.upload')
    const uploaded = await run(uploadAction, postRequest('/admin/media/upload', admin, { file: photo }))
    expect(uploaded.kind === 'data' ? uploaded.status : uploaded.response.status).toBeLessThan(400)
    const objects = await project().db`select name from storage.objects order by name`
    const object = objects[0]
    expect(object.name).toMatch(/^\d+-Photo\.jpg$/)
    const files = variantWidths(700).flatMap((w) => [`${w}.avif`, `${w}.jpg`, `${w}.webp`])
    expect(objects.slice(1).map((row) => row.name)).toEqual(
      [...files, SOCIAL_CARD.file, MANIFEST_FILE].map((file) => `variants/${object.name}/${file}`).sort(),
    )
    const list = await run(mediaLoader, getRequest('/admin/media', admin))
    const [item] = list.kind === 'data' ? list.data.files : []
    // The preview's copies are read back through the bucket's public URLs (the manifest too).
    const base = `${project().url}/storage/v1/object/public/media/variants/${object.name}`
    expect(item).toMatchObject({
      name: object.name,
      image: { width: 700, height: 500, srcSet: expect.stringContaining(`${base}/320.jpg 320w`) },
    })
    expect((await fetch(`${base}/320.avif`)).headers.get('content-type')).toBe('image/avif')
    const removed = await run(
      mediaAction,
      postRequest('/admin/media', admin, { intent: 'delete', name: object.name, returnTo: '/admin/media' }),
    )
    expect(await toastOf(removed)).toMatchObject({ type: 'success' })
    expect(await project().db`select name from storage.objects`).toEqual([]) // the variants too
  })

  it('enquiries: a visitor submits through the form; the admin reads, marks handled and deletes', async () => {
    const session = await openForm()
    const sent = await postEnquiry(backend as never, { session, address: '203.0.113.50' })
    expect(sent.reply).toMatchObject({ status: 'success' })
    const again = await postEnquiry(backend as never, { session, address: '203.0.113.50' })
    expect(again.reply).toMatchObject({ status: 'success' }) // the same submission: one row
    expect(await project().db`select count(*)::int as n from public.enquiries`).toEqual([{ n: 1 }])

    const inbox = await run(enquiriesLoader, getRequest('/admin/enquiries', admin))
    const [item] = inbox.kind === 'data' ? inbox.data.list.items : []
    expect(item).toMatchObject({ name: 'Ada Lovelace', handled_at: null })
    const csv = await run(csvLoader, getRequest('/admin/enquiries.csv', admin))
    const exported = csv.kind === 'response' ? await csv.response.text() : ''
    expect(exported).toContain('Ada Lovelace')
    const handled = await run(
      enquiriesAction,
      postRequest('/admin/enquiries', admin, { intent: 'handled', id: String(item.id), handled: 'true', returnTo: '/admin/enquiries' }),
    )
    expect(await toastOf(handled)).toEqual({ type: 'success', message: 'Enquiry marked as handled' })
    expect(await project().db`select handled_at is not null as handled from public.enquiries`).toEqual([{ handled: true }])
    await run(
      enquiriesAction,
      postRequest('/admin/enquiries', admin, { intent: 'delete', id: String(item.id), returnTo: '/admin/enquiries' }),
    )
    expect(await project().db`select count(*)::int as n from public.enquiries`).toEqual([{ n: 0 }])
  })

  it('a member’s forged admin form changes nothing', async () => {
    const member = await login(MEMBER, '198.51.100.30')
    const forged = { cookie: member.cookie, csrf: 'forged' }
    const result = await run(clientsAction, postRequest('/admin/clients', forged, { intent: 'save', name: 'Forged', logo_url: '' }))
    expect(result.kind === 'response' || (result.kind === 'data' && result.status >= 400)).toBe(true)
    expect(await project().db`select id from public.clients`).toEqual([])
  })
})

describe('an access token that expired is refreshed during the request, and the new cookie reaches the browser', () => {
  const paths = [
    ['/blog', blogIndexLoader, {}],
    ['/blog/short-lived', blogPostLoader, { slug: 'short-lived' }],
    ['/admin', adminLayoutLoader, {}],
    ['/admin/blog', postListLoader, {}],
  ] as const

  it.each(paths)('%s', async (pathname, loader, params) => {
    const { cookie } = await login(ADMIN, '198.51.100.40', { tokenSeconds: 1 })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const before = project().auth.stats.refreshes
    const result = await run(loader as never, getRequest(pathname, { cookie, csrf: '' }), params)
    const headers = result.kind === 'response' ? result.response.headers : result.headers
    expect(project().auth.stats.refreshes).toBe(before + 1)
    expect(headers.getSetCookie().some((line) => /^sb-127-auth-token=base64-/.test(line) && !/Max-Age=0/.test(line))).toBe(true)
    // The old refresh token is spent: the browser must have the new one (Auth's reuse interval aside).
    const [{ revoked }] = await project().db`select count(*) filter (where revoked)::int as revoked from auth.refresh_tokens`
    expect(revoked).toBeGreaterThan(0)
  })
})
