// Cost against the amount of data: p50 latency of the blog's pages, the sitemap, the feed and the
// admin's post list (signed in, with a search) with 10 admin posts and then with 10,000, caches
// off. The 10,000-post figure should stay within 1.5 times the 10-post one.
// `npm run bench -- --data-scale` (60 requests per address) or `-- --data-scale --short` (15).
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import fs from 'node:fs'
import path from 'node:path'
import { newDataDir, startServer } from './start-server.js'

export const GROWTH_LIMIT = 1.5
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-1!' }
// Caches off: the page cache of issue #12 (when merged) and the content cache.
const NO_CACHE_ENV = { PAGE_CACHE_MB: '0', SANITY_CACHE_SECONDS: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }

/** Adds admin posts numbered from `from` to `to` straight into the stopped server's database. */
async function seedPosts(dataDir, from, to) {
  const db = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pgcrypto, pg_trgm } })
  try {
    await db.query(
      `insert into public.posts (title, slug, content, excerpt, status, published_at, author_id, category_id)
       select 'Scale post ' || n, 'scale-post-' || n, repeat('A paragraph of the post body. ', 40), 'An excerpt.', 'published',
              timestamptz '2020-01-01' + n * interval '1 hour',
              (select id from auth.users where email = $1),
              (select id from public.categories order by id offset (n % (select count(*) from public.categories)) limit 1)
       from generate_series($2::int, $3::int) n`,
      [ADMIN.email, from, to],
    )
  } finally {
    await db.close()
  }
}

async function signIn(base) {
  const page = await fetch(`${base}/login`)
  const cookies = page.headers.getSetCookie().map((c) => c.split(';')[0])
  const csrf = (await page.text()).match(/name="csrf" value="([^"]+)"/)?.[1]
  const body = new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, csrf: csrf ?? '' })
  const answer = await fetch(`${base}/login`, {
    method: 'POST',
    body,
    headers: { Cookie: cookies.join('; '), Origin: base },
    redirect: 'manual',
  })
  const session = answer.headers.getSetCookie().map((c) => c.split(';')[0])
  if (answer.status !== 302 && answer.status !== 303) throw new Error(`sign-in failed: ${answer.status}`)
  return [...cookies, ...session].join('; ')
}

async function p50(url, requests, headers = {}) {
  const times = []
  for (let i = 0; i < requests + 2; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers, redirect: 'manual' })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
    if (i >= 2) times.push(performance.now() - started) // two warm-up requests
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]
}

async function measure(dataDir, port, requests, category, lastPage) {
  const server = await startServer({ port, dataDir, env: NO_CACHE_ENV })
  try {
    const cookie = await signIn(server.base)
    const urls = [
      ['/blog', {}],
      [`/blog?category=${category}&page=${lastPage}`, {}],
      ['/blog/scale-post-5', {}],
      ['/sitemap.xml', {}],
      ['/blog/rss.xml', {}],
      ['/admin/blog', { Cookie: cookie }],
      // A search that finds at most one post, at either size.
      ['/admin/blog?q=Scale+post+9999', { Cookie: cookie }],
    ]
    const out = {}
    for (const [url, headers] of urls) out[url.replace(/page=\d+/, 'page=<last>')] = await p50(`${server.base}${url}`, requests, headers)
    return out
  } finally {
    await server.stop()
  }
}

export async function main(argv = process.argv) {
  const short = argv.includes('--short')
  const requests = short ? 15 : 60
  const port = Number(argv[argv.indexOf('--port') + 1]) || 3280
  const dataDir = newDataDir()
  try {
    // First start: creates and migrates the database and the admin.
    await (await startServer({ port, dataDir, env: NO_CACHE_ENV })).stop()
    await seedPosts(dataDir, 1, 10)
    let category = await deepestCategoryPage(dataDir)
    const small = await measure(dataDir, port, requests, category.slug, category.page)
    await seedPosts(dataDir, 11, 10_000)
    category = await deepestCategoryPage(dataDir)
    const large = await measure(dataDir, port, requests, category.slug, category.page)
    const rows = Object.keys(small).map((url) => ({
      address: url,
      'p50 ms, 10 posts': Number(small[url].toFixed(1)),
      'p50 ms, 10,000 posts': Number(large[url].toFixed(1)),
      ratio: Number((large[url] / small[url]).toFixed(2)),
      [`within ${GROWTH_LIMIT}x`]: large[url] <= small[url] * GROWTH_LIMIT,
    }))
    console.log(`\nData scale: p50 of ${requests} sequential requests per address, caches off:`)
    console.table(rows)
    return rows
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

// The first category and a page of it at (or just before) its end: 12 posts a page.
async function deepestCategoryPage(dataDir) {
  const db = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pgcrypto, pg_trgm } })
  try {
    const { slug, posts } = (
      await db.query(`select c.slug, count(p.id)::int as posts from public.categories c left join public.posts p on p.category_id = c.id
                      group by c.id order by c.id limit 1`)
    ).rows[0]
    return { slug, page: Math.max(1, Math.floor(posts / 12)) }
  } finally {
    await db.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
