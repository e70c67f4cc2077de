// Cost against the amount of data: p50 latency of the blog's pages, the sitemap, the feed and the
// admin's post list (signed in, with a search) with 10 admin posts and with 10,000, caches off:
// two servers side by side (`--port` and the next one), asked in turn. The 10,000-post figure
// should stay within 1.5 times the 10-post one.
// `npm run bench -- --data-scale` (60 requests per address) or `-- --data-scale --short` (15).
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import fs from 'node:fs'
import path from 'node:path'
import { numberOf } from './args.js'
import { newDataDir, startServer } from './start-server.js'

export const GROWTH_LIMIT = 1.5
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-1!' }
// Caches off: the page cache (decision 090) and the content cache.
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

/** One timed GET (ms), body read; anything but a 200 is an error. */
async function timed(url, headers) {
  const started = performance.now()
  const response = await fetch(url, { headers, redirect: 'manual' })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
  return performance.now() - started
}

const median = (times) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]

/**
 * Both sizes at once, one request to each in turn: on a shared machine the load changes from
 * second to second, and two runs minutes apart differ by more than the data does. Interleaved,
 * a busy moment slows both figures alike.
 */
async function measureSideBySide(sites, requests) {
  const urls = (site) => [
    ['/blog', {}],
    [`/blog?category=${site.category.slug}&page=${site.category.page}`, {}],
    ['/blog/scale-post-5', {}],
    ['/sitemap.xml', {}],
    ['/blog/rss.xml', {}],
    ['/admin/blog', { Cookie: site.cookie }],
    // A search that finds at most one post, at either size.
    ['/admin/blog?q=Scale+post+9999', { Cookie: site.cookie }],
  ]
  const lists = sites.map(urls)
  const out = sites.map(() => ({}))
  for (let u = 0; u < lists[0].length; u++) {
    const times = sites.map(() => [])
    for (let i = 0; i < requests + 2; i++) {
      for (const [s, site] of sites.entries()) {
        const [url, headers] = lists[s][u]
        const ms = await timed(`${site.server.base}${url}`, headers)
        if (i >= 2) times[s].push(ms) // two warm-up requests
      }
    }
    const key = lists[0][u][0].replace(/page=\d+/, 'page=<last>')
    for (const s of sites.keys()) out[s][key] = median(times[s])
  }
  return out
}

export async function main(argv = process.argv) {
  const short = argv.includes('--short')
  const requests = short ? 15 : 60
  const port = numberOf(argv, 'port', 3280)
  const dirs = [newDataDir(), newDataDir()]
  const servers = []
  try {
    // First start: creates and migrates the database and the admin. The large copy starts from it.
    await (await startServer({ port, dataDir: dirs[0], env: NO_CACHE_ENV })).stop()
    await seedPosts(dirs[0], 1, 10)
    fs.cpSync(dirs[0], dirs[1], { recursive: true })
    await seedPosts(dirs[1], 11, 10_000)
    const categories = [await deepestCategoryPage(dirs[0]), await deepestCategoryPage(dirs[1])]
    const sites = []
    for (const [i, dataDir] of dirs.entries()) {
      const server = await startServer({ port: port + i, dataDir, env: NO_CACHE_ENV })
      servers.push(server)
      sites.push({ server, cookie: await signIn(server.base), category: categories[i] })
    }
    const [small, large] = await measureSideBySide(sites, requests)
    const rows = Object.keys(small).map((url) => ({
      address: url,
      'p50 ms, 10 posts': Number(small[url].toFixed(1)),
      'p50 ms, 10,000 posts': Number(large[url].toFixed(1)),
      ratio: Number((large[url] / small[url]).toFixed(2)),
      [`within ${GROWTH_LIMIT}x`]: large[url] <= small[url] * GROWTH_LIMIT,
    }))
    console.log(`\nData scale: p50 of ${requests} requests per address, the two sizes in turn, caches off:`)
    console.table(rows)
    return rows
  } finally {
    for (const server of servers) await server.stop()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
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
