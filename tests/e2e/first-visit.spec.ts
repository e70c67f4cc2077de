import { expect, test } from '@playwright/test'
import zlib from 'node:zlib'
import { BUDGET_BYTES } from '../../bench/chunks.js'
import { signInAsAdmin } from './admin-pages-helpers'
import { hydrated, watchHydration } from './hydration'

// The first visit as the browser sees it: the JavaScript the served HTML names, the form's
// validation arriving on first use, and the content icons drawn from their sprite.

const PAGES = ['/', '/get-started', '/services/cyber-security', '/blog', '/company']

for (const path of PAGES) {
  test(`${path}: the served HTML names at most ${BUDGET_BYTES / 1024} KB of gzip JavaScript`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const files = new Set([...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))
    // Remix also names the entry from an inline module script.
    for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g)) files.add(m[1])
    expect(files.size).toBeGreaterThan(2)
    let bytes = 0
    for (const file of files) bytes += zlib.gzipSync(await (await request.get(file)).body()).length
    expect(bytes, [...files].join('\n')).toBeLessThanOrEqual(BUDGET_BYTES)
  })
}

for (const path of PAGES) {
  test(`${path}: one render-blocking style sheet, which carries the web font's faces`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const sheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1])
    expect(sheets).toHaveLength(1)
    const css = await (await request.get(sheets[0]!)).text()
    expect(css).toMatch(/@font-face\{font-family:Inter Variable;[^}]*inter-latin-core-[\w-]+\.woff2/)
  })
}

// Decision 161: Latin text comes from the smaller copy of Inter's face, which the browser decodes;
// fontsource's own Latin face is never fetched.
test('/: the page fetches and decodes the smaller Latin face of Inter, and no other font', async ({ page }) => {
  await page.goto('/')
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready
    return {
      fetched: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.woff2')),
      loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
      failed: [...document.fonts].filter((face) => face.status === 'error').length,
    }
  })
  expect(fonts.fetched).toHaveLength(1)
  expect(fonts.fetched[0]).toMatch(/^\/assets\/inter-latin-core-[\w-]+\.woff2$/)
  expect(fonts.loaded).toEqual(['Inter Variable'])
  expect(fonts.failed).toBe(0)
})

// Remix's scripts as Remix writes them (docs/decisions/291-hydration-as-remix-does-it.md): the
// chunks as module preloads and one inline module script, on public pages and in the staff area.
for (const path of ['/', '/services/cyber-security']) {
  test(`${path}: Remix's own script tags, and the page hydrates keeping the server's HTML`, async ({ page }) => {
    const watch = await watchHydration(page, 'main h2, #mobile-menu')
    const html = await (await page.goto(path))!.text()
    expect(html).toContain('<link rel="modulepreload"')
    expect(html).toMatch(/<script\b[^>]* type="module" async="">/)
    expect(html).not.toMatch(/data-held|x-held-module/)
    await hydrated(page)
    await watch.check()
  })
}

test('the staff area names its scripts as Remix writes them too', async ({ page }) => {
  await signInAsAdmin(page, '/admin/clients')
  const html = await (await page.request.get('/admin/clients')).text()
  expect(html).toContain('<link rel="modulepreload"')
  expect(html).not.toMatch(/data-held|x-held-module/)
})

test('the form validation is fetched when the visitor first focuses the form, and then works', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  const watch = await watchHydration(page, 'main h2, #mobile-menu')
  await page.goto('/get-started')
  await page.waitForLoadState('networkidle')
  const validation = () => fetched.filter((path) => /\/assets\/validate-[\w-]+\.js$/.test(path))
  expect(validation()).toEqual([])
  const form = page.getByRole('form', { name: 'Project enquiry' })
  await form.getByLabel('Email').focus()
  await expect.poll(validation).toHaveLength(1)
  await form.getByLabel('Email').fill('ada@')
  await form.getByLabel('Email').blur()
  await expect(form.getByText('Invalid email address')).toBeVisible()
  // zod's `new Function` probe would be a CSP violation (a console error and a DevTools issue).
  await watch.check()
})

test('content icons are drawn from the sprite', async ({ page }) => {
  const sprite = page.waitForResponse((response) => /content-icons-[\w-]+\.svg$/.test(response.url()))
  await page.goto('/company')
  const response = await sprite
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('image/svg+xml')
  const icon = page.locator('svg.lucide:has(use)').first()
  await icon.scrollIntoViewIfNeeded()
  // The <use> resolved: the referenced symbol's shapes give it a box.
  const box = await icon.locator('use').evaluate((use) => ({ width: (use as SVGGraphicsElement).getBBox().width }))
  expect(box.width).toBeGreaterThan(0)
})
