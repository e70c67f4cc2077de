import { expect, test } from '@playwright/test'
import { createHash } from 'node:crypto'

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

test('/healthz tells the public nothing but kinds and states', async ({ request }) => {
  const body = await (await request.get('/healthz')).json()
  expect(body).toEqual({ status: 'ok', content: { kind: 'bundled', ok: true }, backend: { kind: 'embedded', ok: true } })
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
