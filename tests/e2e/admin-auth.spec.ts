import { expect, test, type Page } from '@playwright/test'
import { signInAgainInAnotherTab } from './admin-pages-helpers'

// Admin sign-in, the guard, logout and inactivity sign-out, against the e2e server's embedded
// backend (playwright.config.ts creates the admin and a non-admin test user at start-up).
const ADMIN = { email: 'admin@example.com', password: 'Admin#Passw0rd' }
const MEMBER = { email: 'member@example.com', password: 'Member#Passw0rd' }
const NAV = ['Overview', 'Blog Posts', 'Clients', 'Media', 'Enquiries']

const hydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
  )

async function fillLogin(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signIn(page: Page, who = ADMIN, path = '/login') {
  await page.goto(path)
  await hydrated(page)
  await fillLogin(page, who)
}

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'admin_session')

test('an admin signs in: spinner, toast, /admin/blog inside the admin layout, private and noindex', async ({ page }) => {
  test.slow() // the first sign-in of a run opens the database and compiles the admin routes
  await page.goto('/login')
  await hydrated(page)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // Hold the sign-in request a moment to see the busy button.
  await page.route('**/login.data*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.continue()
  })
  const adminPage = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/admin/blog'))
  await fillLogin(page, ADMIN)
  const button = page.getByRole('button', { name: 'Signing in…' })
  await expect(button).toBeDisabled()
  await expect(page).toHaveURL(/\/admin\/blog$/)
  await expect(page.getByRole('status').filter({ hasText: 'Logged in successfully' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Admin' })
  for (const label of NAV) await expect(nav.getByRole('link', { name: label })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/admin/clients')
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible()
  expect((await adminPage).headers()['cache-control']).toBe('private, no-store')

  const cookie = await sessionCookie(page)
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  const full = await page.request.get('/admin/clients')
  expect(full.headers()['cache-control']).toBe('private, no-store')
  expect(await full.text()).toMatch(/<meta name="robots" content="noindex/)
})

test('a signed-in admin: /admin is the overview with the launch-readiness panel, /login goes straight on', async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/admin\/blog$/)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview')
  // The bundled sample content, as `npm run content:check` lists it.
  const panel = page.getByRole('region', { name: 'Launch readiness' })
  await expect(panel).toContainText(/\d+ things to settle before going live/)
  await expect(panel.getByRole('heading', { name: 'Team' })).toBeVisible()
  await expect(panel).toContainText('The support e-mail hello@arclight.example is a sample address.')
  await expect(panel).toContainText('Privacy Policy still carries the legal-review notice.')
  await expect(panel).toContainText('Sanity is not configured')
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await page.goto('/login')
  await expect(page).toHaveURL(/\/admin\/blog$/)
})

test('empty fields and a wrong password show the messages and sign nobody in', async ({ page }) => {
  await page.goto('/login')
  await hydrated(page)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')

  await fillLogin(page, { email: ADMIN.email, password: 'Wrong#Passw0rd' })
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials')
  await expect(page).toHaveURL(/\/login$/)
  expect(await sessionCookie(page)).toBeUndefined()
})

test('a NUL character or an address too long is refused beside its field, the form kept', async ({ page }) => {
  await page.goto('/login')
  await hydrated(page)
  await fillLogin(page, { email: ADMIN.email, password: 'Admin#\u0000Passw0rd' })
  await expect(page.getByText('Remove the invisible control character (NUL) from this text')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email)
  await fillLogin(page, { email: `${'a'.repeat(250)}@example.com`, password: ADMIN.password })
  await expect(page.getByText('Email must be at most 254 characters')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect(await sessionCookie(page)).toBeUndefined()
})

test('without JavaScript the form still works and shows errors from the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await fillLogin(page, ADMIN)
  await expect(page).toHaveURL(/\/admin\/blog$/)
  await context.close()
})

test('a signed-in non-admin is signed out and told so', async ({ page }) => {
  await signIn(page, MEMBER)
  await expect(page.getByRole('alert')).toHaveText('Not authorized to access admin area')
  await expect(page).toHaveURL(/\/login$/)
  expect(await sessionCookie(page)).toBeUndefined()
  await page.goto('/admin/blog')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fblog$/)
})

test('the guard sends visitors to /login (no toast) and back to the page after sign-in', async ({ page }) => {
  const response = await page.goto('/admin/clients?page=2')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL('/login?redirectTo=%2Fadmin%2Fclients%3Fpage%3D2')
  await hydrated(page)
  await expect(page.getByText('You are not authorized to access this area')).toHaveCount(0)
  await fillLogin(page, ADMIN)
  await expect(page).toHaveURL(/\/admin\/clients\?page=2$/)

  // An off-site redirectTo is ignored.
  await page.context().clearCookies()
  await signIn(page, ADMIN, '/login?redirectTo=https%3A%2F%2Fevil.example%2F')
  await expect(page).toHaveURL(/\/admin\/blog$/)
})

test('Logout signs out on the server and goes to /login; a failed logout says so', async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/admin\/blog$/)
  const stolen = await sessionCookie(page)
  // A token that was not made for this session (here: forged) signs nobody out: only the message.
  // Forged in the request itself: any re-render of the admin layout puts the real one back in the DOM.
  await page.route(
    /\/logout(\.data)?(\?.*)?$/,
    (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '')
      body.set('csrf', 's1.not-this-session')
      return route.continue({ postData: body.toString() })
    },
    { times: 1 },
  )
  await page.getByRole('button', { name: 'Logout' }).first().click()
  await expect(page.getByRole('status').filter({ hasText: 'Failed to log out' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin/)

  await page.reload()
  await hydrated(page)
  await page.getByRole('button', { name: 'Logout' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await sessionCookie(page)).toBeUndefined()
  // The old cookie is revoked, not just deleted from this browser.
  await page.context().addCookies([stolen!])
  await page.goto('/admin/blog')
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
})

test('after a sign-in in another tab, this tab shown again takes the new session: Logout works at the first click', async ({
  page,
  context,
}) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/admin\/blog$/)
  await hydrated(page)
  const token = page.locator('form[action="/logout"]').first().locator('input[name="csrf"]')
  const stale = await token.inputValue()
  await signInAgainInAnotherTab(context)

  // Coming back to the tab (headless pages never hide, so the browser's event is sent by hand).
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/keepalive')
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  expect((await asked).status()).toBe(200)
  await expect(token).not.toHaveValue(stale)
  await page.getByRole('button', { name: 'Logout' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('status').filter({ hasText: 'Failed to log out' })).toHaveCount(0)
  expect(await sessionCookie(page)).toBeUndefined()
})

test('after the inactivity timeout the page signs out; activity restarts the timer', async ({ page }) => {
  // The layout's timer honours a shorter admin_idle_ms cookie (never a longer one).
  await page.context().addCookies([{ name: 'admin_idle_ms', value: '3000', domain: 'localhost', path: '/' }])
  await signIn(page)
  await expect(page).toHaveURL(/\/admin\/blog$/)
  // Keep busy for longer than the timeout: key presses, mouse presses, scrolls.
  for (let i = 0; i < 5; i++) {
    await page.waitForTimeout(1000)
    if (i % 3 === 0) await page.keyboard.press('Shift')
    else if (i % 3 === 1) await page.mouse.down().then(() => page.mouse.up())
    else await page.mouse.wheel(0, 10)
  }
  await expect(page).toHaveURL(/\/admin\/blog$/)
  // Then idle: signed out and sent to /login.
  // Signing in again leads back to where the admin was.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fblog$/, { timeout: 8000 })
  await expect(page.getByRole('status').filter({ hasText: 'signed out after a period of inactivity' })).toBeVisible()
  expect(await sessionCookie(page)).toBeUndefined()
})

test('after 5 failed attempts the sixth is refused with 429 and a clear message', async ({ page }) => {
  await page.goto('/login')
  await hydrated(page)
  const who = { email: 'locked-out@example.com', password: 'Wrong#Passw0rd' }
  for (let i = 0; i < 5; i++) {
    const answer = page.waitForResponse((r) => r.url().includes('/login.data') && r.request().method() === 'POST')
    await fillLogin(page, who)
    expect((await answer).status()).toBe(401)
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials')
  }
  const answer = page.waitForResponse((r) => r.url().includes('/login.data') && r.request().method() === 'POST')
  await fillLogin(page, who)
  expect((await answer).status()).toBe(429)
  await expect(page.getByRole('alert')).toHaveText('Too many failed sign-in attempts. Please wait 15 minutes and try again.')
})
