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
  page.waitForFunction(
    () => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
  )

test('the flash toast after a redirect shows once, bottom right on admin pages, and expires', async ({ page }) => {
  await signIn(page)
  const toast = page.getByRole('status').filter({ hasText: MESSAGE })
  await expect(toast).toHaveCount(1)
  await expect(toast).toBeVisible()
  const bar = toast.locator('xpath=..') // the toast's card around its message
  await expect(bar).toHaveCSS('max-width', '350px')
  // Admin pages keep toasts off their header actions: bottom right, not the spec's top right.
  // Measured once its entrance animation (a slide and a scale) has ended: the gaps to the bottom and
  // right edges are the gutter, plus a scrollbar.
  const { width, height } = page.viewportSize()!
  await expect
    .poll(async () => {
      const box = (await bar.boundingBox())!
      return height - (box.y + box.height) <= 40 && width - (box.x + box.width) <= 40
    })
    .toBe(true)

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
  // Post the sign-in form outside the page (same cookies), stop at the redirect, then load the
  // page it names as a full document load, still carrying the flash cookie.
  await page.goto('/login')
  const csrf = await page.locator('input[name="csrf"]').inputValue()
  const response = await page.request.post('/login', { form: { csrf, ...ADMIN }, maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect((await page.context().cookies()).map((c) => c.name)).toContain('flash_toast')
  await page.goto(response.headers().location)
  await expect(page.getByRole('status').filter({ hasText: MESSAGE })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: MESSAGE })).toHaveCount(1)
})

test('without JavaScript the flash message is a server-rendered notice', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await signIn(page)
  await expect(page.getByRole('status').filter({ hasText: MESSAGE })).toBeVisible()
  await context.close()
})
