import { expect, test, type Page } from '@playwright/test'

// A flash toast set by an action before a redirect: signing in says 'Logged in successfully'.
const ADMIN = { email: 'admin@example.com', password: 'Admin#Passw0rd' }
const MESSAGE = 'Logged in successfully'

async function signIn(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page).toHaveURL(/\/admin\/blog/)
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized)

test('the flash toast after a redirect shows once, top right, and expires', async ({ page }) => {
  await signIn(page)
  const toast = page.getByRole('status').filter({ hasText: MESSAGE })
  await expect(toast).toHaveCount(1)
  await expect(toast).toBeVisible()
  const box = (await toast.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.width).toBeLessThanOrEqual(350)
  expect(box.y).toBeLessThan(100)
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40)

  // A revalidation does not bring it back a second time.
  await page.evaluate(() => (window as unknown as { __remixRouter: { revalidate(): Promise<void> } }).__remixRouter.revalidate())
  await expect(toast).toHaveCount(1)
  // A success toast lasts 2000 ms, then is removed.
  await expect(toast).toHaveCount(0, { timeout: 5000 })

  // The flash cookie was cleared: a full reload shows nothing.
  await page.reload()
  await hydrated(page)
  await page.waitForTimeout(500)
  await expect(page.getByText(MESSAGE)).toHaveCount(0)
})

test('the flash toast also shows after a full page load', async ({ page }) => {
  // Sign in with JavaScript off (a plain form post, no client-side redirect), then load the
  // page the redirect names with JavaScript on, still carrying the flash cookie.
  await page.route('**/admin/blog**', (route) => (route.request().isNavigationRequest() ? route.abort() : route.continue()))
  await page.goto('/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.evaluate(() => document.querySelector<HTMLInputElement>('input[type=password]')!.form!.submit()) // the browser follows the 302 itself
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'flash_toast')).toBe(true)
  await page.unroute('**/admin/blog**')
  await page.goto('/admin/blog')
  await expect(page.getByRole('status').filter({ hasText: MESSAGE })).toBeVisible()
})

test('without JavaScript the flash message is a server-rendered notice', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await signIn(page)
  await expect(page.getByRole('status').filter({ hasText: MESSAGE })).toBeVisible()
  await context.close()
})
