import { expect, test, type Page } from '@playwright/test'

// playwright.config.ts configures Plausible (PLAUSIBLE_DOMAIN=example.com) with a local API host.
type PageView = { name: string; url: string; domain: string; referrer: string | null }

async function recordPageViews(page: Page) {
  const views: PageView[] = []
  await page.route('**/api/event', async (route) => {
    views.push(JSON.parse(route.request().postData() ?? '{}'))
    await route.fulfill({ status: 202, body: 'ok', headers: { 'Access-Control-Allow-Origin': '*' } })
  })
  return views
}

const paths = (views: PageView[]) => views.map((view) => new URL(view.url).pathname)
const hydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
  )

test('one page view for the first load and one per route change', async ({ page }) => {
  test.slow() // three pages, on the development server
  const views = await recordPageViews(page)
  await page.goto('/')
  await hydrated(page)
  await expect.poll(() => paths(views)).toEqual(['/'])
  expect(views[0]).toMatchObject({ name: 'pageview', domain: 'example.com', url: expect.stringMatching(/^http:\/\/localhost:\d+\/$/) })

  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
  // A page that was never rendered (a click through before React painted it) is not a view.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => paths(views)).toEqual(['/', '/about'])
  await nav.getByRole('link', { name: 'Services', exact: true }).click()
  await expect(page).toHaveURL(/\/services$/)
  await expect.poll(() => paths(views)).toEqual(['/', '/about', '/services'])

  // Nothing more is sent while staying on a page, nor for a revalidation.
  await page.evaluate(() => (window as unknown as { __remixRouter: { revalidate(): Promise<void> } }).__remixRouter.revalidate())
  await page.waitForTimeout(500)
  expect(views).toHaveLength(3)
})

test('no page views on /login and /admin', async ({ page }) => {
  const views = await recordPageViews(page)
  await page.goto('/login')
  await hydrated(page)
  await page.goto('/admin')
  await hydrated(page)
  await page.waitForTimeout(500)
  expect(views).toEqual([])
})

test('no page views when the browser sends Global Privacy Control or Do Not Track', async ({ browser }) => {
  for (const signal of ['gpc', 'dnt'] as const) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript((which) => {
      if (which === 'gpc') Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
      else Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })
    }, signal)
    const views = await recordPageViews(page)
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/about$/)
    await page.waitForTimeout(500)
    expect(views, signal).toEqual([])
    await context.close()
  }
})

test('a failing analytics endpoint leaves the page working, with a console warning', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const pageErrors: Error[] = []
  page.on('pageerror', (error) => {
    // The dev server's hot-reload socket is not part of the page (it fails when several dev servers run).
    if (!/WebSocket closed without opened/.test(error.message)) pageErrors.push(error)
  })
  await page.route('**/api/event', (route) => route.abort('failed'))

  await page.goto('/')
  await hydrated(page)
  await expect.poll(() => warnings.filter((text) => text.startsWith('Analytics: page view not sent.'))).toHaveLength(1)

  // The page still works: navigation and the chat widget.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect.poll(() => warnings.filter((text) => text.startsWith('Analytics: page view not sent.'))).toHaveLength(2)
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await expect(page.getByRole('dialog', { name: /Chat$/ })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test('a server error from the endpoint is only a warning too', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.route('**/api/event', (route) => route.fulfill({ status: 500, headers: { 'Access-Control-Allow-Origin': '*' } }))
  await page.goto('/')
  await expect.poll(() => warnings.some((text) => text.startsWith('Analytics: page view not sent.'))).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
