import { expect, test, type APIRequestContext } from '@playwright/test'
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { acceptConfirm, signInAsAdmin, toast } from './admin-pages-helpers'
import { hydrated } from './hydration'

// The rendered-page cache of server.js against the production build (docs/decisions/090):
// public pages come from memory, the form pages too (the same bytes for everyone), and every change
// shows on the very next request.

const FORM = {
  'form-name': 'contact',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '',
  company: 'Compilers Inc',
  projectType: 'security',
  budget: '10k-50k',
  timeline: '1-3-months',
  message: 'Two visitors on one cached page: each of them gets a token and a key of their own.',
}
const SUCCESS = "Thank you for your interest! We'll be in touch soon."
const hidden = (html: string, name: string) => new RegExp(`name="${name}"[^>]*value="([^"]+)"`).exec(html)?.[1]

async function twice(request: APIRequestContext, url: string) {
  await request.get(url)
  return request.get(url)
}

test('public pages come from the cache; query-string noise and a flash toast do not', async ({ request }) => {
  for (const url of [
    '/',
    '/get-started',
    '/services',
    '/services/cyber-security',
    '/blog',
    '/blog?category=cybersecurity',
    '/sitemap.xml',
    '/robots.txt',
    '/blog/rss.xml',
  ]) {
    const response = await twice(request, url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['x-page-cache'], url).toBe('HIT')
  }
  expect((await request.get(`/services?utm_source=${Math.random()}`)).headers()['x-page-cache']).toBe('HIT')
  const toasted = await request.get('/services', { headers: { Cookie: 'flash_toast=some-toast' } })
  expect(toasted.headers()['x-page-cache']).toBeUndefined()
  expect((await request.get('/login')).headers()['x-page-cache']).toBeUndefined()
})

test('two visitors of the cached /get-started get the same bytes, make their own token and key, and both enquiries are stored', async ({
  playwright,
  page,
}) => {
  const origin = new URL(test.info().project.use.baseURL!).origin
  const visitors = await Promise.all(
    ['198.51.100.71', '198.51.100.72'].map((ip) =>
      playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'X-Forwarded-For': ip } }),
    ),
  )
  await visitors[0].get('/get-started') // warm
  const pages = await Promise.all(visitors.map((v) => v.get('/get-started')))
  for (const response of pages) {
    expect(response.headers()['x-page-cache']).toBe('HIT')
    expect(response.headers()['cache-control']).toMatch(/^public, .*s-maxage=/)
    expect(response.headers()['set-cookie']).toBeUndefined()
    expect(hidden(await response.text(), 'csrf')).toBeUndefined() // an empty value: the browser makes it
  }
  expect(await pages[0].text()).toBe(await pages[1].text())
  // What the page's script does (app/enquiry/form-token.ts): a token in a session cookie, a key per enquiry.
  const forms = visitors.map(() => ({ csrf: crypto.randomBytes(32).toString('base64url'), key: crypto.randomUUID() }))
  const names = ['Cached Visitor One', 'Cached Visitor Two']
  for (const [i, visitor] of visitors.entries()) {
    const headers = { Origin: origin, Cookie: `form_token=${forms[i].csrf}` }
    const form = { ...FORM, name: names[i], csrf: forms[i].csrf, 'idempotency-key': forms[i].key }
    const forged = await visitor.post('/get-started', { form: { ...form, csrf: forms[1 - i].csrf }, headers })
    expect(forged.status()).toBe(403)
    expect(await forged.text()).toContain('Invalid security token')
    for (let send = 0; send < 2; send++) {
      const response = await visitor.post('/get-started', { form, headers })
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain(SUCCESS)
    }
  }
  await Promise.all(visitors.map((v) => v.dispose()))
  await signInAsAdmin(page, '/admin/enquiries')
  for (const name of names) await expect(page.getByText(name).first()).toBeVisible()
})

test('without JavaScript the cached form still sends an enquiry', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.73' } })
  const page = await context.newPage()
  await page.request.get('/get-started') // warm, so the visit below is a hit
  const visit = await page.goto('/get-started')
  expect(visit!.headers()['x-page-cache']).toBe('HIT')
  const form = page.getByRole('form', { name: 'Project enquiry' })
  await form.getByLabel('Name', { exact: true }).fill('No Script Visitor')
  await form.getByLabel('Email').fill('noscript@example.com')
  await form.getByLabel('Company').fill('Plain HTML Ltd')
  await form.getByLabel('Project type').selectOption('security')
  await form.getByLabel('Budget').selectOption('10k-50k')
  await form.getByLabel('Timeline').selectOption('1-3-months')
  await form.getByLabel('Project details').fill('Sent from a cached page by a browser without JavaScript.')
  const send = () =>
    Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), form.getByRole('button', { name: 'Send Message' }).click()])
  // No script made a token: the first answer gives this browser session one (and stores nothing).
  const [refused] = await send()
  expect(refused.status()).toBe(403)
  expect((await refused.allHeaders())['set-cookie']).toMatch(/^form_token=[\w-]{43}; Path=\/; SameSite=Strict$/)
  await expect(form.getByRole('alert')).toContainText('Invalid security token')
  // A field error after that answer keeps the token, so the corrected form is the last press.
  await form.getByLabel('Project details').fill('Too short.')
  const [invalid] = await send()
  expect(invalid.status()).toBe(400)
  await form.getByLabel('Project details').fill('Sent from a cached page by a browser without JavaScript.')
  const [posted] = await send()
  expect(posted.status()).toBe(200)
  // The answer page replaces the form with the confirmation and the visitor's reference.
  expect(await posted.text()).toContain(SUCCESS.replace("'", '&#x27;'))
  await expect(page.getByText(/ENQ-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}/).first()).toBeVisible()
  await context.close()
})

test('a post created, edited, unpublished and deleted in /admin shows on the blog, its page, the feed and the sitemap at once', async ({
  page,
  request,
}) => {
  test.slow()
  const slug = 'cache-invalidation-in-practice'
  const views = ['/blog', `/blog/${slug}`, '/blog/rss.xml', '/sitemap.xml']
  const read = async () => Object.fromEntries(await Promise.all(views.map(async (v) => [v, await (await request.get(v)).text()] as const)))
  for (const v of views) await request.get(v) // warm (the post page as a 404, which is not kept)
  expect((await request.get('/blog')).headers()['x-page-cache']).toBe('HIT')

  await signInAsAdmin(page, '/admin/blog/new')
  await page.getByLabel('Title').fill('Cache Invalidation in Practice')
  await page.getByLabel('Content', { exact: true }).fill('## First version\n\nThe first text.')
  await page.getByLabel('Excerpt').fill('What a cache must forget.')
  await page.getByLabel('Status').selectOption('published')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Post created successfully')).toBeVisible()
  let seen = await read()
  expect(seen['/blog']).toContain('Cache Invalidation in Practice')
  expect(seen[`/blog/${slug}`]).toContain('The first text.')
  expect(seen['/blog/rss.xml']).toContain('Cache Invalidation in Practice')
  expect(seen['/sitemap.xml']).toContain(`/blog/${slug}`)
  expect((await request.get('/blog')).headers()['x-page-cache']).toBe('HIT')

  const row = page.getByRole('row').filter({ hasText: 'Cache Invalidation in Practice' })
  await row.getByRole('link', { name: /^Edit/ }).click()
  await expect(page.getByRole('heading', { name: 'Edit Post', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('Cache Invalidation in Practice')
  await hydrated(page)
  await page.getByLabel('Title').fill('Cache Invalidation, Revised')
  await page.getByLabel('Content', { exact: true }).fill('## Second version\n\nThe revised text.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Post updated successfully')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Cache Invalidation, Revised' })).toBeVisible()
  seen = await read()
  expect(seen['/blog']).toContain('Cache Invalidation, Revised')
  expect(seen[`/blog/${slug}`]).toContain('The revised text.')
  expect(seen['/blog/rss.xml']).toContain('Cache Invalidation, Revised')

  const revised = page.getByRole('row').filter({ hasText: 'Cache Invalidation, Revised' })
  await revised.getByRole('link', { name: /^Edit/ }).click()
  await expect(page.getByLabel('Title')).toHaveValue('Cache Invalidation, Revised')
  await hydrated(page)
  await page.getByLabel('Status').selectOption('draft')
  await page.getByRole('button', { name: 'Save' }).click()
  // The list shows the post as a draft once the save is done (the previous save's toast may still be up).
  await expect(page.getByRole('row').filter({ hasText: 'Cache Invalidation, Revised' }).getByText('Draft', { exact: true })).toBeVisible()
  seen = await read()
  expect(seen['/blog']).not.toContain('Cache Invalidation, Revised')
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404)
  expect(seen['/blog/rss.xml']).not.toContain('Cache Invalidation, Revised')
  expect(seen['/sitemap.xml']).not.toContain(`/blog/${slug}`)

  await hydrated(page)
  const asked = acceptConfirm(page, "Delete the post 'Cache Invalidation, Revised'?")
  await revised.getByRole('button', { name: /^Delete/ }).click()
  await asked
  await expect(toast(page, 'Post deleted successfully')).toBeVisible()
  seen = await read()
  expect(seen['/blog']).not.toContain('Cache Invalidation')
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404)
})

test('a changed document of the bundled dataset shows on its page on the next request', async ({ playwright }) => {
  test.slow()
  const port = Number(process.env.E2E_PORT || 3100) + 50
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-content-'))
  fs.cpSync('content', contentDir, { recursive: true })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-data-'))
  const server = spawn(process.execPath, ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONTENT_DIR: contentDir,
      CONTENT_WATCH: 'true',
      COOKIE_SECURE: 'false',
      SESSION_SECRET: 'page-cache-e2e-secret-not-for-production',
    },
    stdio: 'ignore',
  })
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` })
  try {
    await expect.poll(async () => (await request.get('/healthz').catch(() => null))?.status(), { timeout: 60_000 }).toBe(200)
    const page = '/services/cyber-security'
    const before = await twice(request, page)
    expect(before.headers()['x-page-cache']).toBe('HIT')
    const file = path.join(contentDir, 'dataset.ndjson')
    const lines = fs.readFileSync(file, 'utf8').split('\n')
    const index = lines.findIndex((line) => line.includes('"_type":"service"') && line.includes('"cyber-security"'))
    expect(index).toBeGreaterThan(-1)
    const doc = JSON.parse(lines[index])
    const title = 'Cyber Security, Edited in the Dataset'
    doc.title = title
    lines[index] = JSON.stringify(doc)
    fs.writeFileSync(file, lines.join('\n'))
    const after = await request.get(page)
    expect(after.headers()['x-page-cache']).toBe('MISS')
    expect(await after.text()).toContain(title)
  } finally {
    await request.dispose()
    server.kill('SIGTERM')
    fs.rmSync(contentDir, { recursive: true, force: true })
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
