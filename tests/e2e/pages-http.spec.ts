import { expect, test } from '@playwright/test'
import { CASE_STUDIES, SECOND_READING, SPEC_FEATURES } from '../fixtures/services'
import { UNPURGED_CACHE_CONTROL } from '~/utils/cache-headers'
import { SERVICE_FEATURE_COUNT } from '~/services/service-rules'
import { ALL_ROUTES, SITE } from './pages-data'

// HTTP behaviour of the public pages: status codes, redirects, caching, structured data,
// sitemap and robots, and pages working with JavaScript turned off.

test('unknown slugs answer 404 with the Not Found page', async ({ request, page }) => {
  for (const path of ['/services/no-such-service', '/case-studies/no-such-case']) {
    expect((await request.get(path)).status()).toBe(404)
  }
  await page.goto('/services/no-such-service')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('a former slug answers 301 to the current address', async ({ request }) => {
  const response = await request.get('/services/security', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('/services/cyber-security')
})

test('public pages are cacheable by a CDN and answer a repeat request with 304', async ({ request }) => {
  // The form pages too: the browser makes the enquiry's token (decision 220); tags for purges (221).
  for (const path of ['/company', '/services/cybersecurity', '/about', '/', '/get-started']) {
    const first = await request.get(path)
    expect(first.status()).toBe(200)
    expect(first.headers()['cache-control']).toBe(UNPURGED_CACHE_CONTROL)
    expect(first.headers()['surrogate-key']).toMatch(/^site\b/)
    expect(first.headers()['set-cookie']).toBeUndefined()
    const etag = first.headers()['etag']
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await request.get(path)
    expect(again.headers()['etag']).toBe(etag)
    const repeat = await request.get(path, { headers: { 'If-None-Match': etag } })
    expect(repeat.status()).toBe(304)
    expect(await repeat.body()).toHaveLength(0)
    expect((await request.get(path, { headers: { 'If-None-Match': '"stale"' } })).status()).toBe(200)
  }
})

test('structured data: Service on service pages, BreadcrumbList on nested pages', async ({ page }) => {
  const types = async () => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t))
  await page.goto('/services/cybersecurity')
  const ld = await types()
  expect(ld.find((d) => d['@type'] === 'Service')).toMatchObject({ name: 'Cyber Security', url: `${SITE}/services/cyber-security` })
  const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList')
  expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([
    `${SITE}/`,
    `${SITE}/services`,
    `${SITE}/services/cyber-security`,
  ])
  await page.goto(`/case-studies/${CASE_STUDIES[0]}`)
  expect((await types()).map((d) => d['@type'])).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']))
  await page.goto('/')
  expect((await types()).map((d) => d['@type'])).toEqual(['Organization'])
})

test('the hero image is preloaded', async ({ page }) => {
  await page.goto('/services/cloud-solutions')
  const src = await page.locator('section[aria-labelledby="page-title"] img').getAttribute('src')
  await expect(page.locator(`link[rel="preload"][as="image"][href="${src}"]`)).toHaveCount(1)
})

test('sitemap.xml lists every page; robots.txt keeps crawlers out of admin and login', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  const canonical = (path: string) => (path === '/services/cybersecurity' ? '/services/cyber-security' : path)
  for (const path of ALL_ROUTES) expect(xml).toContain(`<loc>${SITE}${canonical(path)}</loc>`)
  for (const slug of [...Object.keys(SPEC_FEATURES), ...SECOND_READING])
    expect(xml).toContain(`/services/${slug === 'cybersecurity' ? 'cyber-security' : slug}</loc>`)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Disallow: /login')
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('pages render, links navigate and anchors work', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#case-studies').getByRole('article')).toHaveCount(3)
    await page.locator('#services').getByRole('link', { name: 'Cloud Solutions' }).click()
    await expect(page).toHaveURL(/\/services\/cloud-solutions$/)
    await expect(page.locator('section[aria-labelledby="features-heading"] li h3')).toHaveCount(SERVICE_FEATURE_COUNT)
    await page.goto('/services/cybersecurity')
    await page.getByRole('link', { name: 'Contact details' }).click()
    await expect(page).toHaveURL(/#contact$/)
    await expect(page.locator('#contact')).toBeInViewport()
    await page.goto('/company')
    await expect(page.getByRole('heading', { name: 'Trust & Security' })).toBeVisible()
    await page.goto('/success-stories')
    await page.getByRole('link', { name: /Read the case study.*AI-Powered/ }).click()
    await expect(page).toHaveURL(/\/case-studies\/ai-powered-analytics$/)
  })
})
