import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { acceptConfirm, signInAsAdmin } from './admin-pages-helpers'
import { hydrated } from './hydration'
import { UNPURGED_CACHE_CONTROL } from '~/utils/cache-headers'

// The public blog in a browser: the list and its filters, a sample post, an admin post from
// /admin to /blog and back out, the old numeric addresses, 404s, the feed and the sitemap.

const SAMPLES = {
  ai: { slug: 'ai-in-business-from-pilot-to-production', title: 'AI in Business: From Pilot to Production' },
  security: {
    slug: 'essential-cybersecurity-practices-for-growing-businesses',
    title: 'Essential Cybersecurity Practices for Growing Businesses',
  },
  cloud: { slug: 'planning-a-cloud-migration-that-pays-off', title: 'Planning a Cloud Migration That Pays Off' },
}

const cardTitles = (page: Page) => page.getByTestId('post-card').getByRole('heading', { level: 3 })
const topics = (page: Page) => page.getByRole('navigation', { name: 'Browse by Topic' })

/** Parses XML with the browser's strict parser; returns the parser error text, or null when well-formed. */
async function xmlError(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    return doc.getElementsByTagName('parsererror')[0]?.textContent ?? null
  }, xml)
}

async function xmlValues(page: Page, xml: string, selector: string) {
  return page.evaluate(
    ([text, sel]) => [...new DOMParser().parseFromString(text, 'application/xml').querySelectorAll(sel)].map((n) => n.textContent ?? ''),
    [xml, selector] as const,
  )
}

async function fetchText(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return { text: await response.text(), response }
}

test.describe('blog list', () => {
  test('shows the sample posts newest first as cards, with All Topics and one button per topic', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(cardTitles(page)).toHaveText([SAMPLES.ai.title, SAMPLES.security.title, SAMPLES.cloud.title])
    const first = page.getByTestId('post-card').first()
    await expect(first.getByText('Artificial Intelligence')).toBeVisible()
    await expect(first.getByText('Arclight AI Practice')).toBeVisible()
    await expect(first.getByText('Mar 12, 2025')).toBeVisible()
    await expect(first.getByText('5 min read')).toBeVisible()
    await expect(first.locator('img')).toHaveJSProperty('complete', true)
    await expect(topics(page).getByRole('link')).toHaveText(['All Topics', 'Artificial Intelligence', 'Cybersecurity', 'Cloud Computing'])
    await expect(topics(page).getByRole('link', { name: 'All Topics' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blog\/rss\.xml$/)
  })

  test('a filter button shows one topic, is held in the URL and All Topics undoes it', async ({ page }) => {
    await page.goto('/blog')
    await topics(page).getByRole('link', { name: 'Cybersecurity' }).click()
    await expect(page).toHaveURL(/\/blog\?category=cybersecurity$/)
    await expect(cardTitles(page)).toHaveText([SAMPLES.security.title])
    await expect(topics(page).getByRole('link', { name: 'Cybersecurity' })).toHaveAttribute('aria-current', 'page')
    await topics(page).getByRole('link', { name: 'All Topics' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cardTitles(page)).toHaveCount(3)
  })

  test('filters work without JavaScript and a shared filter address opens filtered', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/blog?category=cloud-computing')
    await expect(cardTitles(page)).toHaveText([SAMPLES.cloud.title])
    await topics(page).getByRole('link', { name: 'Artificial Intelligence' }).click()
    await expect(page).toHaveURL(/category=artificial-intelligence/)
    await expect(cardTitles(page)).toHaveText([SAMPLES.ai.title])
    await context.close()
  })
})

test.describe('blog posts', () => {
  test('a sample post: its Portable Text body, article tags, BlogPosting data and related posts', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('link', { name: SAMPLES.ai.title }).click()
    await expect(page).toHaveURL(`/blog/${SAMPLES.ai.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAMPLES.ai.title)
    await expect(page.getByRole('heading', { level: 2, name: 'Start with a business problem, not a model' })).toBeVisible()
    await expect(page.locator('article li').first()).toBeVisible()
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', '2025-03-12T00:00:00.000Z')
    await expect(page.locator('meta[property="article:section"]')).toHaveAttribute('content', 'Artificial Intelligence')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const posting = ld.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: SAMPLES.ai.title,
      datePublished: '2025-03-12T00:00:00.000Z',
      author: { name: 'Arclight AI Practice' },
    })
    const related = page.getByRole('region', { name: 'Related articles' })
    await expect(related.getByTestId('post-card')).toHaveCount(2)
    await related.getByRole('link', { name: SAMPLES.security.title }).click()
    await expect(page).toHaveURL(`/blog/${SAMPLES.security.slug}`)
  })

  test("a sample post's former numeric id answers 301 to its slug", async ({ page, request }) => {
    const response = await request.get('/blog/1', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe(`/blog/${SAMPLES.ai.slug}`)
    await page.goto('/blog/3')
    await expect(page).toHaveURL(`/blog/${SAMPLES.cloud.slug}`)
  })

  test('an unknown slug answers 404 with the Not Found page', async ({ page }) => {
    for (const path of ['/blog/no-such-post', '/blog/999', '/blog?category=gardening']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    }
  })
})

test.describe('feed and sitemap', () => {
  test('the RSS feed and the sitemap are well-formed XML with the expected entries', async ({ page, request }) => {
    await page.goto('/blog')
    const feed = await fetchText(request, '/blog/rss.xml')
    expect(feed.response.headers()['content-type']).toContain('application/rss+xml')
    expect(await xmlError(page, feed.text)).toBeNull()
    expect(await xmlValues(page, feed.text, 'rss > channel > title')).toEqual(['Arclight Technologies Blog'])
    expect(await xmlValues(page, feed.text, 'item > link')).toEqual(
      Object.values(SAMPLES).map((s) => `https://www.example.com/blog/${s.slug}`),
    )

    const sitemap = await fetchText(request, '/sitemap.xml')
    expect(await xmlError(page, sitemap.text)).toBeNull()
    const locs = await xmlValues(page, sitemap.text, 'url > loc')
    for (const path of ['/blog', ...Object.values(SAMPLES).map((s) => `/blog/${s.slug}`)])
      expect(locs).toContain(`https://www.example.com${path}`)
  })
})

test.describe('admin posts on the public blog', () => {
  test('a post created in /admin shows as a draft to the admin only, then on /blog, the feed and the sitemap once published, and goes when deleted', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000) // a long story through two areas of the site, on a dev server
    const title = `Zero Trust, Step by Step ${Date.now()}`
    const slug = `zero-trust-step-by-step-${Date.now()}`
    await signInAsAdmin(page)

    // A draft: the admin's View shows it, marked and noindex; visitors get 404.
    await page.goto('/admin/blog/new')
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Slug').fill(slug)
    await page
      .getByLabel('Content', { exact: true })
      .fill('## Never trust, always verify\n\nEvery request is **checked**. <script>alert(1)</script>')
    await page.getByLabel('Excerpt').fill('How to adopt zero trust one step at a time.')
    await page.getByLabel('Category').selectOption({ label: 'Cybersecurity' })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/blog$/)
    const viewed = await page.request.get(`/blog/${slug}`)
    expect(viewed.status()).toBe(200)
    expect(viewed.headers()['cache-control']).toBe('private, no-store')
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('status').filter({ hasText: 'Draft' })).toBeVisible()
    // Not yet published: no publication date (it would be the day the draft was begun).
    await expect(page.locator('article header').getByText('Not published yet')).toBeVisible()
    await expect(page.locator('article header time')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404)

    // Remember the visitor's cached copy of /blog: it must not be reused once the post is published.
    const before = await request.get('/blog')
    const etag = before.headers().etag
    expect(before.headers()['cache-control']).toBe(UNPURGED_CACHE_CONTROL)
    expect((await request.get('/blog', { headers: { 'If-None-Match': etag } })).status()).toBe(304)

    // Publish it.
    await page.goto('/admin/blog')
    await page.getByRole('link', { name: `Edit “${title}”` }).click()
    await page.getByLabel('Status').selectOption('published')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/blog$/)

    const after = await request.get('/blog', { headers: { 'If-None-Match': etag } })
    expect(after.status()).toBe(200)
    const visitor = await browser.newContext()
    const anon = await visitor.newPage()
    await anon.goto('/blog')
    await expect(cardTitles(anon).first()).toHaveText(title)
    const card = anon.getByTestId('post-card').first()
    await expect(card.getByText('Cybersecurity')).toBeVisible()
    await expect(card.getByText('1 min read')).toBeVisible()
    await topics(anon).getByRole('link', { name: 'Cybersecurity' }).click()
    await expect(cardTitles(anon)).toHaveText([title, SAMPLES.security.title])
    await anon.getByRole('link', { name: title }).click()
    await expect(anon.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(anon.getByRole('heading', { level: 2, name: 'Never trust, always verify' })).toBeVisible()
    await expect(anon.locator('article strong', { hasText: 'checked' })).toBeVisible()
    await expect(anon.getByText('<script>alert(1)</script>')).toBeVisible() // shown as text, never run
    await expect(anon.getByRole('status').filter({ hasText: 'Draft' })).toHaveCount(0)
    await expect(anon.locator('article header time')).toHaveCount(1)
    await expect(anon.getByText('Not published yet')).toHaveCount(0)
    const related = anon.getByRole('region', { name: 'Related articles' })
    await expect(related.getByRole('link', { name: SAMPLES.security.title })).toBeVisible()

    const feed = await fetchText(request, '/blog/rss.xml')
    expect((await xmlValues(anon, feed.text, 'item > link'))[0]).toBe(`https://www.example.com/blog/${slug}`)
    const sitemap = await fetchText(request, '/sitemap.xml')
    expect(await xmlValues(anon, sitemap.text, 'url > loc')).toContain(`https://www.example.com/blog/${slug}`)

    // Delete it: gone from the list and its address answers 404 at once.
    await page.goto('/admin/blog')
    await hydrated(page)
    const asked = acceptConfirm(page, `Delete the post '${title}'?`)
    await page.getByRole('button', { name: `Delete “${title}”` }).click()
    await asked
    await expect(page.getByRole('link', { name: `Edit “${title}”` })).toHaveCount(0)
    await anon.goto('/blog')
    await expect(cardTitles(anon)).toHaveCount(3)
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404)
    await visitor.close()
  })
})
