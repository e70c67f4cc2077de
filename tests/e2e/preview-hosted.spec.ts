import { expect, test, type Page } from '@playwright/test'
import type { ContentLake } from '../fixtures/content-lake-fake'
import { startHostedPreview, type HostedPreview } from '../fixtures/hosted-preview'
import { DRAFT_TITLE, NEW_SLUG, NEW_TITLE } from '../fixtures/preview-content'
import { attributesWithStega, decodeStega, STEGA, STEGA_CHAR_SOURCE } from '../fixtures/stega'
import { enableUrl, studioSecret as studioSecretOn } from '../fixtures/studio-client'
import type { RunningServer } from '../reliability/server'

// Preview mode on hosted Sanity, the way the Presentation tool drives it: the Studio writes a
// secret, the site checks it (validatePreviewUrl, the viewer token) and shows drafts with
// stega-encoded strings and click-to-edit overlays; the public keeps the published site. The
// Content Lake is a loopback fake (tests/fixtures/content-lake-fake.ts) the real client talks to.

test.describe.configure({ timeout: 90_000 })

const STUDIO = 'https://studio.example.com'
let preview: HostedPreview
let lake: ContentLake
let server: RunningServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  preview = await startHostedPreview()
  ;({ lake, server } = preview)
})
test.afterAll(() => preview?.stop())

const studioSecret = () => studioSecretOn(lake.url, `${STUDIO}/`)

async function openPreview(page: Page, path: string) {
  const response = await page.goto(`${server.url}${enableUrl(await studioSecret(), path)}`)
  expect(response?.status(), await response?.text()).toBe(200)
  await expect(page.getByText('Preview: drafts')).toBeVisible()
}

test('a wrong or expired secret is refused', async ({ request }) => {
  const wrong = await request.get(`${server.url}${enableUrl('not-the-secret', '/')}`, { maxRedirects: 0 })
  expect(wrong.status()).toBe(401)
  expect(wrong.headers()['set-cookie']).toBeUndefined()
  const secret = await studioSecret()
  lake.setClockOffset(61 * 60 * 1000)
  try {
    const expired = await request.get(`${server.url}${enableUrl(secret, '/')}`, { maxRedirects: 0 })
    expect(expired.status()).toBe(401)
    expect(await expired.text()).toMatch(/invalid or has expired/)
  } finally {
    lake.setClockOffset(0)
  }
})

test('the Studio opens a draft with stega and click-to-edit; the public sees neither', async ({ page, request }) => {
  await openPreview(page, '/services/cyber-security')
  await expect(page).toHaveURL(/\/services\/cyber-security/)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText(DRAFT_TITLE)
  await expect(page.getByText('Preview: drafts')).toBeVisible()

  // The heading carries the link to its field; nothing that is not shown as text does.
  const text = (await heading.textContent()) ?? ''
  expect(decodeStega(text)?.href).toContain(`${STUDIO}/intent/edit/mode=presentation;id=service-cyber-security;type=service;path=title`)
  const head = await page.evaluate(() => ({
    title: document.title,
    metas: [...document.querySelectorAll('meta')].map((meta) => meta.content ?? ''),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    links: [...document.querySelectorAll('a[href], link[href]')].map((link) => link.getAttribute('href') ?? ''),
    alts: [...document.querySelectorAll('img')].map((image) => image.alt),
  }))
  for (const value of [head.title, ...head.metas, ...head.jsonLd, ...head.links, ...head.alts]) expect(value).not.toMatch(STEGA)
  expect(head.links.some((href) => href.startsWith('mailto:'))).toBe(true)

  // Hovering the heading outlines it and offers its document in the Studio.
  // (the overlays' code, ~210 KB, loads after hydration)
  await expect(page.locator('sanity-visual-editing [data-ui="Card"]').first()).toBeAttached({ timeout: 30_000 })
  await heading.hover()
  const open = page.getByRole('link', { name: 'Open in Studio' })
  await expect(open).toBeVisible()
  expect(await open.getAttribute('href')).toContain(
    `${STUDIO}/intent/edit/mode=presentation;id=service-cyber-security;type=service;path=title`,
  )
  await page.screenshot({ path: 'test-results/preview-click-to-edit.jpg', type: 'jpeg', quality: 80 })

  // Only the Studio may frame the preview; every public response stays unframable.
  const previewed = await page.request.get(`${server.url}/services/cyber-security`)
  expect(previewed.headers()['content-security-policy']).toContain(`frame-ancestors ${STUDIO};`)
  expect(previewed.headers()['x-frame-options']).toBeUndefined()
  expect(previewed.headers()['cache-control']).toBe('private, no-store')

  const anonymous = await request.get(`${server.url}/services/cyber-security`)
  const html = await anonymous.text()
  expect(html).not.toContain(DRAFT_TITLE)
  expect(html).not.toMatch(STEGA)
  expect(anonymous.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(anonymous.headers()['x-frame-options']).toBe('DENY')
})

test('a never-published draft opens in preview, is a 404 publicly, and a new edit shows at once', async ({ page, request }) => {
  expect((await request.get(`${server.url}/services/${NEW_SLUG}`)).status()).toBe(404)
  await openPreview(page, `/services/${NEW_SLUG}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(NEW_TITLE)
  expect((await request.get(`${server.url}/services/${NEW_SLUG}`)).status()).toBe(404)

  // The editor changes the draft: the preview reads it at once (no result cache), the public never.
  const draft = lake.documents.get('drafts.service-cyber-security')!
  lake.documents.set(draft._id, { ...draft, title: 'Cyber Security (second draft)' })
  await page.goto(`${server.url}/services/cyber-security`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cyber Security (second draft)', { timeout: 15_000 })
  expect(await (await request.get(`${server.url}/services/cyber-security`)).text()).not.toContain('second draft')
  lake.documents.set(draft._id, draft)
})

test('preview and anonymous requests interleaved: no draft, stega or preview page for a visitor', async ({ page, request }) => {
  await openPreview(page, '/')
  for (let round = 0; round < 3; round++) {
    for (const path of ['/', '/services', '/services/cyber-security', '/company', '/about', `/services/${NEW_SLUG}`]) {
      const [previewed, anonymous] = await Promise.all([page.request.get(`${server.url}${path}`), request.get(`${server.url}${path}`)])
      expect(previewed.headers()['cache-control']).toBe('private, no-store')
      const html = await anonymous.text()
      expect(html).not.toMatch(STEGA)
      expect(html).not.toContain(DRAFT_TITLE)
      expect(html).not.toContain('Preview: drafts')
      expect(anonymous.headers()['x-robots-tag']).toBeUndefined()
    }
  }
  // The feed and the sitemaps stay published and clean, even for the editor.
  for (const path of ['/blog/rss.xml', '/sitemap.xml', '/sitemap/pages.xml', '/robots.txt']) {
    const body = await (await page.request.get(`${server.url}${path}`)).text()
    expect(body).not.toMatch(STEGA)
    expect(body).not.toContain(NEW_SLUG)
  }
})

test('stega stays in shown text: no attribute of a preview page carries it', async ({ page }) => {
  test.setTimeout(240_000) // twelve server-rendered pages with their overlays, on a loaded machine
  const paths = [
    '/',
    '/services',
    '/services/cyber-security',
    '/case-studies/finance-digital-transformation',
    '/success-stories',
    '/blog',
    '/blog/planning-a-cloud-migration-that-pays-off',
    '/company',
    '/about',
    '/team',
    '/get-started',
    '/terms',
  ]
  await openPreview(page, paths[0])
  const found: string[] = []
  for (const path of paths) {
    await page.goto(`${server.url}${path}`)
    await expect(page.getByText('Preview: drafts')).toBeVisible()
    found.push(...(await page.evaluate(attributesWithStega, STEGA_CHAR_SOURCE)).map((hit) => `${path}: ${hit}`))
  }
  expect(found).toEqual([])
  // …while the shown text does carry it (the scan would pass on a page without stega too).
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(STEGA)
})
