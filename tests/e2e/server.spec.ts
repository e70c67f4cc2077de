import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { createHash } from 'node:crypto'
import http from 'node:http'

// The production server around the app: health, compression, asset caching and security headers.

test('/healthz names the content source and backend in use', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  const body = await response.json()
  expect(body).toMatchObject({ status: 'ok', content: { kind: 'bundled', ok: true }, backend: { kind: 'embedded', ok: true } })
})

test('pages are compressed and carry the security headers', async ({ request }) => {
  const response = await request.get('/services', { headers: { 'Accept-Encoding': 'br' } })
  expect(response.headers()['content-encoding']).toBe('br')
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // Served from the page cache: the inline scripts are allowed by their hashes (docs/decisions/090).
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/)
  expect(headers['x-powered-by']).toBeUndefined()
  expect(headers['cross-origin-resource-policy']).toBe('same-origin')
})

test('pages, scripts and rendered pages are same-origin resources; public images may be shown elsewhere', async ({ page, request }) => {
  const corp = async (path: string, headers: Record<string, string> = {}) =>
    (await request.get(path, { headers })).headers()['cross-origin-resource-policy']
  expect(await corp('/about', { Cookie: 'flash_toast=none' })).toBe('same-origin') // rendered, not cached
  await page.goto('/')
  const script = await page.locator('script[src^="/assets/"], link[rel="modulepreload"][href^="/assets/"]').first()
  const asset = (await script.getAttribute('src')) ?? (await script.getAttribute('href'))
  expect(await corp(asset!)).toBe('same-origin')
  expect(await corp('/social-card.jpg')).toBe('cross-origin')
  const image = await page.locator('img[src^="/content-images/"]').first().getAttribute('src')
  expect(await corp(image!)).toBe('cross-origin')
})

test('an address spelled another way is sent to its canonical one before anything else runs', async ({ baseURL }) => {
  // Sent as written (a browser or Playwright would resolve the dot segments itself).
  const raw = (path: string) =>
    new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const url = new URL(baseURL!)
      http
        .request({ host: url.hostname, port: url.port, path }, (response) => {
          response.resume()
          resolve({ status: response.statusCode!, location: response.headers.location })
        })
        .on('error', reject)
        .end()
    })
  for (const [spelled, canonical] of [
    ['/blog/../about', '/about'],
    ['//about', '/about'],
    ['/%61bout?x=1', '/about?x=1'],
  ]) {
    expect([spelled, await raw(spelled)]).toEqual([spelled, { status: 308, location: canonical }])
  }
})

test('hashed assets are cached for a year as immutable', async ({ page, request }) => {
  await page.goto('/')
  const asset = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute('href')
  expect(asset).toBeTruthy()
  const response = await request.get(asset!)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('every inline script of a rendered page carries the nonce of the page’s CSP', async ({ request }) => {
  // A flash toast cookie makes the request one visitor's own: rendered for it, not from the cache.
  const response = await request.get('/about', { headers: { Cookie: 'flash_toast=none' } })
  expect(response.headers()['x-page-cache']).toBeUndefined()
  const nonce = response.headers()['content-security-policy'].match(/'nonce-([^']+)'/)?.[1]
  const html = await response.text()
  const scripts = html.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
})

test('/healthz tells the public nothing but kinds, states and the release', async ({ request }) => {
  const body = await (await request.get('/healthz')).json()
  const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8'))
  expect(body).toEqual({
    status: 'ok',
    version,
    commit: expect.stringMatching(/^([0-9a-f]{40}|unknown)$/),
    content: { kind: 'bundled', ok: true },
    backend: { kind: 'embedded', ok: true },
  })
})

test('every inline script of a cached page is allowed by its hash in the page’s CSP', async ({ request }) => {
  await request.get('/about')
  const response = await request.get('/about')
  expect(response.headers()['x-page-cache']).toBe('HIT')
  const policy = response.headers()['content-security-policy']
  const html = await response.text()
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
  expect(scripts.length).toBeGreaterThan(0)
  for (const [, text] of scripts) expect(policy).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  expect(html).not.toMatch(/ nonce="/)
})

test('an address that cannot be decoded gets the server’s refusal page, not a bare one', async ({ baseURL }) => {
  const url = new URL(baseURL!)
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: '/blog/%E0%A4%A' }, (response) => {
        let body = ''
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, body }))
      })
      .on('error', reject)
  })
  expect(answer.status).toBe(400)
  expect(answer.body).toContain('<h1>400 Bad request</h1>')
  expect(answer.body).toContain('This address cannot be read')
  expect(answer.body).toContain('<a href="/">Go to the home page</a>')
})
