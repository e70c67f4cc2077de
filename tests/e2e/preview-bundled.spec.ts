import { expect, test, type Browser, type Page } from '@playwright/test'
import { rmSync } from 'node:fs'
import { ADMIN, removeDataDirs, startServer, type RunningServer } from '../reliability/server'
import { contentWithDrafts, DRAFT_TITLE, NEW_SLUG, NEW_TITLE } from '../fixtures/preview-content'
import { STEGA } from '../fixtures/stega'

// Preview mode on the bundled dataset (no Sanity account): a signed-in admin enters preview and
// sees the drafts laid over the published content; everyone else, in between and after, sees the
// published site, from the page cache as before. Its own server, on a copy of the content with drafts.

test.describe.configure({ timeout: 90_000 })

let server: RunningServer
let contentDir: string
test.beforeAll(async () => {
  test.setTimeout(120_000)
  contentDir = contentWithDrafts()
  // A password signs the admin in, as on the shared server (two-factor.spec.ts runs the second factor).
  server = await startServer({
    env: { CONTENT_DIR: contentDir, COOKIE_SECURE: 'false', SANITY_STUDIO_URL: 'https://studio.example.com', ADMIN_REQUIRE_2FA: 'false' },
  })
})
test.afterAll(async () => {
  await server?.stop()
  removeDataDirs()
  rmSync(contentDir, { recursive: true, force: true })
})

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: /sign in/i }).click()
}

async function previewPage(browser: Browser, path: string, signedIn = true) {
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  if (signedIn) {
    await page.goto('/login')
    await signIn(page)
    await page.waitForURL(/\/admin/)
  }
  await page.goto(`/api/preview-mode/enable?sanity-preview-pathname=${encodeURIComponent(path)}`)
  return { context, page }
}

test('a signed-in admin sees a draft in preview, the public does not', async ({ browser, request }) => {
  const { context, page } = await previewPage(browser, '/services/cyber-security')
  await expect(page).toHaveURL(`${server.url}/services/cyber-security`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE)
  await expect(page.getByRole('status').filter({ hasText: 'Preview: drafts' })).toBeVisible()
  await page.screenshot({ path: 'test-results/preview-bundled-desktop.png' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: 'test-results/preview-bundled-phone.png' })

  const response = await page.request.get('/services/cyber-security')
  expect(response.headers()['cache-control']).toBe('private, no-store')
  expect(response.headers()['x-robots-tag']).toMatch(/noindex/)
  expect(response.headers()['x-page-cache']).toBeUndefined()
  expect(response.headers()['x-preview-frame-ancestor']).toBeUndefined()
  // Entered from /admin: the configured Studio (SANITY_STUDIO_URL) alone may frame it.
  expect(response.headers()['content-security-policy']).toContain('frame-ancestors https://studio.example.com;')
  expect(response.headers()['x-frame-options']).toBeUndefined()

  const anonymous = await request.get(`${server.url}/services/cyber-security`)
  expect(anonymous.headers()['cache-control']).toMatch(/^public/)
  const html = await anonymous.text()
  expect(html).toContain('Cyber Security')
  expect(html).not.toContain(DRAFT_TITLE)
  expect(anonymous.headers()['x-frame-options']).toBe('DENY')
  expect(anonymous.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  await context.close()
})

test('a never-published draft opens in preview and is a 404 publicly', async ({ browser, request }) => {
  expect((await request.get(`${server.url}/services/${NEW_SLUG}`)).status()).toBe(404)
  const { context, page } = await previewPage(browser, `/services/${NEW_SLUG}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE)
  expect((await request.get(`${server.url}/services/${NEW_SLUG}`)).status()).toBe(404)
  await context.close()
})

test('preview and anonymous requests interleaved never give a visitor a draft or a preview page', async ({ browser, request }) => {
  const { context, page } = await previewPage(browser, '/')
  const paths = ['/services/cyber-security', '/', '/services', `/services/${NEW_SLUG}`, '/about']
  for (let round = 0; round < 3; round++) {
    for (const path of paths) {
      const [previewed, anonymous] = await Promise.all([page.request.get(path), request.get(`${server.url}${path}`)])
      expect(previewed.headers()['cache-control']).toBe('private, no-store')
      const text = await anonymous.text()
      expect(text).not.toContain(DRAFT_TITLE)
      expect(text).not.toContain(NEW_TITLE)
      expect(text).not.toMatch(STEGA)
      expect(text).not.toContain('Preview: drafts')
      expect(anonymous.headers()['x-robots-tag']).toBeUndefined()
      expect(anonymous.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    }
  }
  // The sitemap and feed stay published even for the editor.
  for (const path of ['/sitemap.xml', '/sitemap/pages.xml', '/blog/rss.xml']) {
    const body = await (await page.request.get(path)).text()
    expect(body).not.toContain(NEW_SLUG)
    expect(body).not.toContain(DRAFT_TITLE)
  }
  await context.close()
})

test('the way out ends the preview; no cookie, no admin session: refused', async ({ browser, request }) => {
  const { context, page } = await previewPage(browser, '/services/cyber-security')
  await page.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page).toHaveURL(`${server.url}/services/cyber-security`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cyber Security')
  await expect(page.getByText('Preview: drafts')).toHaveCount(0)
  await context.close()

  const link = '/api/preview-mode/enable?sanity-preview-pathname=%2Fservices%2Fcyber-security'
  const refused = await request.get(`${server.url}${link}`, { maxRedirects: 0 })
  expect(refused.status()).toBe(303)
  expect(refused.headers()['location']).toBe(`/login?redirectTo=${encodeURIComponent(link)}`)
  expect(refused.headers()['set-cookie']).toBeUndefined()
  // A forged cookie is ignored.
  const forged = await request.get(`${server.url}/services/cyber-security`, {
    headers: { Cookie: 'preview=eyJvIjpudWxsLCJlIjo5OTk5OTk5OTk5OTk5fQ.forged' },
  })
  expect(await forged.text()).not.toContain(DRAFT_TITLE)
  // Signed out, the preview link asks for the sign-in first and then opens the preview.
  const { context: signedOut, page: signingIn } = await previewPage(browser, '/services/cyber-security', false)
  await expect(signingIn).toHaveURL(/\/login\?redirectTo=/)
  await signIn(signingIn)
  await expect(signingIn).toHaveURL(`${server.url}/services/cyber-security`)
  await expect(signingIn.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE)
  await signedOut.close()
  // A redirect elsewhere is never followed off the site.
  const { context: second, page: editor } = await previewPage(browser, '//evil.example/x')
  expect(new URL(editor.url()).host).toBe(new URL(server.url).host)
  await second.close()
})
