import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { ADMIN } from './admin-pages-helpers'

// The security review's findings (docs/security.md), each tried against the production server as the
// reviewer did: each test here failed on the code before the fixes.

const port = Number(process.env.E2E_PORT || 3100)
const base = `http://localhost:${port}`
const PUBLIC_ACTIONS = ['/login', '/logout', '/?index', '/get-started']

test('malformed POSTs get a 4xx with a clear message, never a 500', async ({ request }) => {
  const bodies = [
    { name: 'empty', headers: {} as Record<string, string>, data: '' },
    { name: 'JSON', headers: { 'Content-Type': 'application/json' }, data: '{"email":"a@example.com"}' },
    {
      name: 'broken multipart',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xx' },
      data: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    },
  ]
  for (const url of PUBLIC_ACTIONS) {
    for (const body of bodies) {
      const response = await request.post(url, { headers: body.headers, data: body.data, maxRedirects: 0 })
      expect(response.status(), `${body.name} POST ${url}`).toBeGreaterThanOrEqual(400)
      expect(response.status(), `${body.name} POST ${url}`).toBeLessThan(500)
      expect(await response.text()).toMatch(/form data|form submissions only|could not be read/)
    }
  }
})

test('a NUL character in an enquiry is refused with 400, not stored and not a 503', async ({ page, request }) => {
  await page.goto('/get-started')
  const csrf = await page.locator('form input[name="csrf"]').first().inputValue()
  const response = await page.request.post('/get-started', {
    form: {
      csrf,
      name: 'Ada\u0000Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'We would like a new website for our engine.',
      project_type: 'website',
      budget: '10k-50k',
      timeline: '1-3-months',
    },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(400)
  expect(await response.text()).toContain('not allowed (NUL)')
  expect((await request.get('/healthz')).status()).toBe(200)
})

test('TRACE is refused with 405', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(`${base}/`, { method: 'TRACE' }, (res) => {
      res.resume()
      resolve(res.statusCode!)
    })
    req.on('error', reject)
    req.end()
  })
  expect(status).toBe(405)
})

test('an endless chunked POST to /login is cut off with 413; the server stays healthy', async ({ request }) => {
  const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0
    const req = http.request(`${base}/login`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    req.on('response', (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body, sent }))
    })
    req.on('error', reject)
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const pump = () => {
      while (!req.destroyed && req.write(chunk)) sent += chunk.length
      if (!req.destroyed) req.once('drain', pump)
    }
    pump()
  })
  expect(result.status).toBe(413)
  expect(result.body).toContain('The form is too large. The limit is 64 KB.')
  expect((await request.get('/healthz')).status()).toBe(200)
})

test('a form posted from another website is refused with a 403 page that says why', async ({ page }) => {
  // A page on another origin with a form aimed at our enquiry action, as an attacker would host it.
  await page.route('https://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${base}/get-started"><input name="name" value="x"><button>Send</button></form>`,
    }),
  )
  await page.goto('https://evil.example/')
  const [response] = await Promise.all([page.waitForResponse(`${base}/get-started`), page.getByRole('button', { name: 'Send' }).click()])
  expect(response.status()).toBe(403)
  await expect(page.getByRole('heading', { name: '403 Forbidden' })).toBeVisible()
  await expect(page.getByText('This form was sent from another website, so it was refused.')).toBeVisible()
})

test('sign-in never redirects to another host, whatever the path normalises to', async ({ page }) => {
  for (const redirectTo of ['/..//evil.example/phish', '/.//evil.example', '/%2e%2e//evil.example', '/admin/..//evil.example']) {
    await page.context().clearCookies()
    await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)
    const csrf = await page.locator('input[name="csrf"]').inputValue()
    const response = await page.request.post('/login', { form: { csrf, ...ADMIN, redirectTo }, maxRedirects: 0 })
    expect(response.status(), redirectTo).toBe(302)
    expect(response.headers()['location'], redirectTo).toBe('/admin/blog')
  }
})

test('the data directory is private to the server’s user: 0700, our own files 0600', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200) // the database is open
  const dataDir = path.resolve(`.data-e2e-${port}`)
  // PGlite sets its own files' modes (0666 through Emscripten's chmod, whatever the umask): the
  // directory's 0700 is what keeps other local users out of them.
  expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700)
  expect(fs.statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700)
  expect(fs.statSync(path.join(dataDir, '.lock')).mode & 0o777).toBe(0o600)
})

test('“Sign out everywhere” in /admin ends the admin’s sessions in every browser', async ({ browser }) => {
  const signIn = async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('/login')
    await page.waitForFunction(
      () => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
    )
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/admin\/blog$/)
    return { context, page }
  }
  const laptop = await signIn()
  const phone = await signIn()
  await laptop.page.getByRole('button', { name: 'Sign out everywhere' }).first().click()
  await expect(laptop.page).toHaveURL(/\/login$/)
  await phone.page.goto('/admin/blog')
  await expect(phone.page).toHaveURL(/\/login\?redirectTo=/)
  await laptop.context.close()
  await phone.context.close()
})

test('a POST from SITE_URL’s origin through a proxy that rewrites Host reaches the action (no Remix 500)', async ({ request }) => {
  // playwright.config.ts serves SITE_URL https://www.example.com on localhost: a proxy's view.
  const response = await request.post('/login', {
    headers: { Origin: 'https://www.example.com' },
    form: { csrf: 'stale', email: 'admin@example.com', password: 'x' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(403)
  expect(await response.text()).toContain('Invalid security token')
})
