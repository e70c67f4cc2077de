// The site behind Varnish (varnish/site.vcl; docs/decisions/221): the share of public URLs Varnish
// answers on a second crawl, and how long a change takes to show through it (an admin's post edit,
// a client added, a site-settings edit of the watched dataset), each polled every 10 ms.
// `npm run bench -- --varnish`; ports --port + 30, 31, 32.
import fs from 'node:fs'
import path from 'node:path'
import { numberOf } from './args.js'
import { startVarnish } from '../scripts/start-varnish.js'
import { newDataDir, startServer } from './start-server.js'

const ADMIN = { email: 'bench-admin@example.com', password: 'Bench#Passw0rd' }
const root = path.resolve(import.meta.dirname, '..')

export async function main(argv) {
  const base = numberOf(argv, 'port', 3200) + 30
  const content = newDataDir()
  fs.copyFileSync(path.join(root, 'content/dataset.ndjson'), path.join(content, 'dataset.ndjson'))
  fs.symlinkSync(path.join(root, 'content/images'), path.join(content, 'images'))
  const env = {
    CDN_PURGE_URL: `http://127.0.0.1:${base}/.purge`,
    CONTENT_DIR: content,
    CONTENT_WATCH: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }
  const server = await startServer({ port: base + 1, env })
  const varnish = await startVarnish({ port: base, adminPort: base + 2, backendPort: base + 1 })
  try {
    const get = (url) => fetch(varnish.url + url, { headers: { 'Accept-Encoding': 'br, gzip' } })
    const urls = await publicUrls(get)
    for (const url of urls) await (await get(url)).arrayBuffer()
    let hits = 0
    for (const url of urls) {
      const response = await get(url)
      await response.arrayBuffer()
      if (response.headers.get('x-cache') === 'HIT') hits++
    }
    const admin = await signIn(server.base)
    const fresh = async (url, text, change) => {
      const since = performance.now()
      await change()
      while (!(await (await get(url)).text()).includes(text)) {
        if (performance.now() - since > 30_000) return NaN
        await new Promise((r) => setTimeout(r, 10))
      }
      return Math.round(performance.now() - since)
    }
    const slug = `bench-${Date.now()}`
    const post = { csrf: admin.token, intent: 'save', slug, status: 'published', content: 'Bench.' }
    await admin.post('/admin/blog/new', { ...post, title: 'Bench before' })
    await fresh(`/blog/${slug}`, 'Bench before', async () => {})
    const id = /post:(\d+)/.exec((await get(`/blog/${slug}`)).headers.get('surrogate-key') ?? '')?.[1]
    // An address Varnish keeps as a 404 (asked twice), to be published at.
    for (let i = 0; i < 2; i++) await (await get(`/blog/${slug}-new`)).arrayBuffer()
    const figures = {
      urls: urls.length,
      varnishShare: Number(((100 * hits) / urls.length).toFixed(1)),
      postEditMs: await fresh(`/blog/${slug}`, 'Bench after', () =>
        admin.post(`/admin/blog/edit/${id}`, { ...post, title: 'Bench after' }),
      ),
      newPostMs: await fresh(`/blog/${slug}-new`, 'Bench new', () =>
        admin.post('/admin/blog/new', { ...post, slug: `${slug}-new`, title: 'Bench new' }),
      ),
      clientMs: await fresh('/', 'Bench Client', () =>
        admin.post('/admin/clients', {
          csrf: admin.token,
          intent: 'save',
          name: 'Bench Client',
          logo_url: 'https://images.example.com/logo.png',
        }),
      ),
      siteSettingsMs: await fresh('/services', 'Bench Company', async () => {
        const file = path.join(content, 'dataset.ndjson')
        fs.writeFileSync(
          file,
          fs.readFileSync(file, 'utf8').replace('"companyName":"Arclight Technologies"', '"companyName":"Bench Company"'),
        )
      }),
    }
    console.log(`\nBehind Varnish: ${figures.varnishShare} % of ${figures.urls} public URLs answered by Varnish on the second crawl`)
    console.log(
      `Change to fresh page through Varnish: post edit ${figures.postEditMs} ms, new post at a kept 404 ${figures.newPostMs} ms, client ${figures.clientMs} ms, site settings ${figures.siteSettingsMs} ms`,
    )
    return figures
  } finally {
    await varnish.stop()
    await server.stop()
    fs.rmSync(content, { recursive: true, force: true })
  }
}

async function publicUrls(get) {
  const pages = new Set(['/', '/get-started', '/sitemap.xml', '/blog/rss.xml', '/robots.txt'])
  const index = await (await get('/sitemap.xml')).text()
  for (const [, file] of index.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)) {
    pages.add(file)
    for (const [, page] of (await (await get(file)).text()).matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)) pages.add(page || '/')
  }
  return [...pages]
}

/** A signed-in admin: a cookie jar, its admin token, and form posts (redirects not followed). */
async function signIn(base) {
  const jar = new Map()
  const send = async (url, init = {}) => {
    const headers = { Origin: base, Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...init.headers }
    const response = await fetch(base + url, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
    return response.text()
  }
  const form = (fields) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  const post = (url, fields) => send(url, form(fields))
  const hidden = (html) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? /"csrf":"([^"]+)"/.exec(html)?.[1] ?? ''
  // The start-up admin is created in the background: retried until it exists.
  for (let attempt = 0; attempt < 60 && !jar.has('admin_session'); attempt++) {
    if (attempt) await new Promise((r) => setTimeout(r, 1000))
    await post('/login', { csrf: hidden(await send('/login')), email: ADMIN.email, password: ADMIN.password, redirectTo: '/admin/blog' })
  }
  return { token: hidden(await send('/admin/blog/new')), post }
}
