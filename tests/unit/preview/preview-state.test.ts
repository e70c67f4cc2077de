import { rmSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createBundledSource } from '~/content/bundled-source.server'
import { configurePreview, fetchContent, setContentSource } from '~/content/content.server'
import { serviceBySlugQuery } from '~/content/queries'
import { withSlugGate } from '~/content/slug-gate.server'
import { parsePerspective } from '~/preview/perspective'
import { clearPreviewCookieHeaders, perspectiveCookieHeader, previewCookieHeader, readPreviewGrant } from '~/preview/preview-cookie.server'
import { currentPreviewRead, previewFor, runAsPreview, runInRequestScope } from '~/preview/preview-scope.server'
import { contentWithDrafts, DRAFT_TITLE, NEW_SLUG, NEW_TITLE } from '../../fixtures/preview-content'

process.env.SESSION_SECRET = 'preview-unit-test-secret-0123456789'
const cookieOf = (header: string) => header.split(';')[0]
const request = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })

describe('the perspective', () => {
  it('accepts drafts, published and release stacks, and nothing else', () => {
    expect(parsePerspective('drafts')).toBe('drafts')
    expect(parsePerspective('previewDrafts')).toBe('drafts')
    expect(parsePerspective('published')).toBe('published')
    expect(parsePerspective('rSpring,drafts')).toEqual(['rSpring', 'drafts'])
    expect(parsePerspective('rA,rB')).toEqual(['rA', 'rB', 'drafts'])
    for (const bad of ['', 'raw', 'drafts;DROP', '../x', 'a b', 'x'.repeat(700)]) expect(parsePerspective(bad)).toBeNull()
  })
})

describe('the preview cookie', () => {
  it('is httpOnly and signed; a forged, altered or expired one grants nothing', () => {
    const header = previewCookieHeader('https://studio.example.com')
    expect(header).toMatch(/HttpOnly/)
    const cookie = cookieOf(header)
    expect(readPreviewGrant(cookie)).toMatchObject({ studioOrigin: 'https://studio.example.com' })
    const [name, value] = cookie.split('=')
    const payload = Buffer.from(JSON.stringify({ o: 'https://evil.example', e: Date.now() + 1e9 })).toString('base64url')
    expect(readPreviewGrant(`${name}=${payload}.${value.split('.')[1]}`)).toBeNull()
    expect(readPreviewGrant(`${name}=${value}x`)).toBeNull()
    expect(readPreviewGrant(cookie, Date.now() + 5 * 60 * 60 * 1000)).toBeNull()
    expect(readPreviewGrant('preview=anything')).toBeNull()
  })

  it('is cleared by the way out', () => {
    expect(clearPreviewCookieHeaders().every((header) => /Max-Age=0/.test(header))).toBe(true)
  })
})

describe('the request scope', () => {
  const cookie = cookieOf(previewCookieHeader('https://studio.example.com'))

  it('is a preview for pages with a valid cookie, with the perspective asked for or stored', () => {
    expect(previewFor(request('/services/x'))).toBeNull()
    expect(previewFor(request('/services/x', cookie))).toMatchObject({ perspective: 'drafts', perspectiveChanged: false })
    expect(previewFor(request('/?sanity-preview-perspective=rA,drafts', cookie))).toMatchObject({
      perspective: ['rA', 'drafts'],
      perspectiveChanged: true,
    })
    const stored = cookieOf(perspectiveCookieHeader(['rB', 'drafts']))
    expect(previewFor(request('/', `${cookie}; ${stored}`))?.perspective).toEqual(['rB', 'drafts'])
  })

  it('never for the sitemap, the feed, robots.txt, APIs or the staff area', () => {
    for (const path of [
      '/sitemap.xml',
      '/blog/rss.xml',
      '/robots.txt',
      '/api/revalidate',
      '/admin/blog',
      '/sitemap/pages.xml',
      '/admin/blog.data',
    ]) {
      expect(previewFor(request(path, cookie))).toBeNull()
    }
  })

  it("for a page's data requests too (revalidation and client-side navigation read drafts)", () => {
    for (const path of ['/services/x.data', '/_root.data', '/_root.data?_routes=root']) {
      expect(previewFor(request(path, cookie))).toMatchObject({ perspective: 'drafts' })
    }
  })

  it('marks a preview response private, unindexed and framable by the Studio only', async () => {
    const response = await runInRequestScope(
      request('/', cookie),
      async () => new Response('x', { headers: { 'Cache-Control': 'public, max-age=60', ETag: '"a"' } }),
    )
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('X-Robots-Tag')).toMatch(/noindex/)
    expect(response.headers.get('X-Preview-Frame-Ancestor')).toBe('https://studio.example.com')
    expect(response.headers.has('ETag')).toBe(false)
    const plain = await runInRequestScope(
      request('/'),
      async () => new Response('x', { headers: { 'Cache-Control': 'public, max-age=60' } }),
    )
    expect(plain.headers.get('Cache-Control')).toBe('public, max-age=60')
    expect(plain.headers.has('X-Preview-Frame-Ancestor')).toBe(false)
  })
})

describe('the bundled dataset in preview', () => {
  let dir: string
  beforeAll(() => {
    dir = contentWithDrafts()
    setContentSource(withSlugGate(createBundledSource({ dir })))
    configurePreview(currentPreviewRead)
  })
  afterEach(() => undefined)
  afterAll(() => {
    setContentSource(undefined)
    configurePreview(() => null)
    rmSync(dir, { recursive: true, force: true })
  })
  const drafts = { perspective: 'drafts' as const, studioOrigin: null, perspectiveChanged: false }

  it('lays drafts over published documents, only in a preview', async () => {
    expect((await fetchContent(serviceBySlugQuery, { slug: 'cyber-security' }))?.title).toBe('Cyber Security')
    expect((await runAsPreview(drafts, () => fetchContent(serviceBySlugQuery, { slug: 'cyber-security' })))?.title).toBe(DRAFT_TITLE)
    // The public result cache still holds the published answer.
    expect((await fetchContent(serviceBySlugQuery, { slug: 'cyber-security' }))?.title).toBe('Cyber Security')
  })

  it('opens a never-published draft past the slug gate, which still says not found publicly', async () => {
    expect(await fetchContent(serviceBySlugQuery, { slug: NEW_SLUG })).toBeNull()
    expect((await runAsPreview(drafts, () => fetchContent(serviceBySlugQuery, { slug: NEW_SLUG })))?.title).toBe(NEW_TITLE)
    expect(await fetchContent(serviceBySlugQuery, { slug: NEW_SLUG })).toBeNull()
  })
})
