// Lists whose cost does not grow with the posts (migration 20250113): totals kept by
// triggers in post_counts, deep public pages read from the other end of the index, the title
// search through a trigram index. Each must give exactly what a plain count and scan would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/backend/embedded/database.server'
import type { RequestBackend } from '~/backend/types'
import { ADMIN, request, signedIn, testBackend } from './helpers'

let backend: Awaited<ReturnType<typeof testBackend>>
let db: Database
let asAdmin: () => RequestBackend
const asAnon = () => backend.forRequest(request())

beforeAll(async () => {
  backend = await testBackend()
  await backend.ensureUser({ ...ADMIN, admin: true })
  asAdmin = (await signedIn(backend, ADMIN)).as
  db = await backend.database()
})
afterAll(() => backend.close())

const categoryId = async (slug: string) =>
  (await db.query<{ id: number }>('select id from public.categories where slug = $1', [slug])).rows[0].id

/** post_counts as it is, and as a full recount says it should be. */
async function countsAndRecount() {
  const read = (sql: string) => db.query<{ scope: string; category_id: number; posts: number }>(sql).then((r) => r.rows)
  const kept = await read('select scope, category_id::int, posts::int from public.post_counts order by 1, 2')
  const recount = await read(`
    select * from (
      select 'all' as scope, 0 as category_id, count(*)::int as posts from public.posts
      union all select 'published', 0, count(*)::int from public.posts where status = 'published'
      union all select 'published', category_id::int, count(*)::int from public.posts
        where status = 'published' and category_id is not null group by category_id
    ) x order by 1, 2`)
  return { kept, recount }
}

/** Inserts published posts n = from..to in `category`, one hour apart, in one statement. */
async function addPosts(from: number, to: number, category: number | null, status = 'published') {
  await db.query(
    `insert into public.posts (title, slug, status, published_at, category_id)
     select 'Count post ' || n, 'count-post-' || n, $3, case when $3 = 'published' then timestamptz '2024-01-01' + n * interval '1 hour' end, $4
     from generate_series($1::int, $2::int) n`,
    [from, to, status, category],
  )
}

describe('post_counts', () => {
  it('follows every insert, publish, move, delete, category deletion and truncate', async () => {
    const cloud = await categoryId('cloud-computing')
    const ai = await categoryId('artificial-intelligence')
    const check = async () => {
      const { kept, recount } = await countsAndRecount()
      // A missing row is a total of 0.
      expect(kept.filter((row) => row.posts > 0)).toEqual(recount.filter((row) => row.posts > 0))
      expect(kept.filter((row) => row.category_id !== 0 && row.posts === 0)).toEqual([])
    }
    await check()
    await addPosts(1, 30, cloud)
    await addPosts(31, 40, ai, 'draft')
    await addPosts(41, 45, null)
    await check()
    await db.query(`update public.posts set status = 'published', published_at = now() where slug in ('count-post-31', 'count-post-32')`)
    await db.query(`update public.posts set status = 'draft', published_at = null where slug = 'count-post-1'`)
    await db.query(`update public.posts set category_id = $1 where slug between 'count-post-2' and 'count-post-29'`, [ai])
    await db.query(`update public.posts set title = 'Renamed' where slug = 'count-post-3'`)
    await check()
    await db.query(`delete from public.posts where slug like 'count-post-4%'`)
    await check()
    // A category's deletion sets its posts' category to null: a cascaded update, counted too.
    await db.query(`insert into public.categories (name, slug) values ('Doomed', 'doomed')`)
    await db.query(`update public.posts set category_id = $1 where slug = 'count-post-5'`, [await categoryId('doomed')])
    await check()
    await db.query(`delete from public.categories where slug = 'doomed'`)
    await check()
    expect((await asAnon().posts.listPublished({ categorySlug: 'artificial-intelligence' })).total).toBe(
      (await db.query<{ n: number }>(`select count(*)::int as n from public.posts where status = 'published' and category_id = $1`, [ai]))
        .rows[0].n,
    )
    await db.exec('truncate public.posts cascade') // cascade: post_former_slugs refers to it
    await check()
    expect((await asAdmin().posts.list()).total).toBe(0)
  })

  it('gives a category that does not exist no posts, not the overall total', async () => {
    await addPosts(100, 104, null)
    expect((await asAnon().posts.listPublished({ categorySlug: 'no-such-category' })).total).toBe(0)
    expect((await asAnon().posts.listPublished()).total).toBe(5)
    await db.exec('truncate public.posts cascade') // cascade: post_former_slugs refers to it
  })
})

describe('public pages read from either end', () => {
  it('every page of a category, and one past the end, holds the rows of the plain newest-first order', async () => {
    const cloud = await categoryId('cloud-computing')
    await addPosts(1, 23, cloud)
    await addPosts(24, 30, null)
    // Two posts at the same instant: the id breaks the tie, from either end.
    await db.query(`update public.posts set published_at = timestamptz '2024-01-01 05:00' where slug in ('count-post-6', 'count-post-7')`)
    const expected = (
      await db.query<{ slug: string }>(
        `select slug from public.posts where status = 'published' and category_id = $1 order by published_at desc nulls last, id desc`,
        [cloud],
      )
    ).rows.map((r) => r.slug)
    const pages: string[][] = []
    for (let page = 1; page <= 5; page++) {
      const result = await asAnon().posts.listPublished({ categorySlug: 'cloud-computing', page, pageSize: 5 })
      expect(result.total).toBe(23)
      pages.push(result.items.map((post) => post.slug))
    }
    expect(pages.flat()).toEqual(expected)
    expect(pages.map((page) => page.length)).toEqual([5, 5, 5, 5, 3])
    expect((await asAnon().posts.listPublished({ categorySlug: 'cloud-computing', page: 6, pageSize: 5 })).items).toEqual([])
    // The last page carries its category, as the first does.
    const last = await asAnon().posts.listPublished({ categorySlug: 'cloud-computing', page: 5, pageSize: 5 })
    expect(last.items[0].category).toEqual({ id: cloud, name: 'Cloud Computing', slug: 'cloud-computing' })
    await db.exec('truncate public.posts cascade') // cascade: post_former_slugs refers to it
  })
})

describe('the admin title search (trigram index)', () => {
  it('finds a case-insensitive substring of the title, wildcards literal, and counts the matches', async () => {
    await db.query(
      `insert into public.posts (title, slug, status) values
        ('Zero Trust in Practice', 'zero-trust', 'published'), ('50% off: a pricing story', 'fifty', 'draft'),
        ('Trustworthy AI', 'trustworthy', 'draft'), ('Cloud costs', 'cloud', 'published'), ('a_b', 'ab', 'draft')`,
    )
    const titles = async (search: string) => {
      const result = await asAdmin().posts.list({ search })
      expect(result.total).toBe(result.items.length)
      return result.items.map((post) => post.title).sort()
    }
    expect(await titles('TRUST')).toEqual(['Trustworthy AI', 'Zero Trust in Practice'])
    expect(await titles('st')).toEqual(['50% off: a pricing story', 'Cloud costs', 'Trustworthy AI', 'Zero Trust in Practice'])
    expect(await titles('50%')).toEqual(['50% off: a pricing story'])
    expect(await titles('a_b')).toEqual(['a_b'])
    expect(await titles('x')).toEqual([])
    // With five rows the planner rightly scans; the index must serve the pattern when it counts.
    await db.exec('set enable_seqscan = off')
    const forced = (await db.query<{ 'QUERY PLAN': string }>(`explain select count(*) from public.posts where title ilike '%trust%'`)).rows
    await db.exec('reset enable_seqscan')
    expect(forced.map((row) => row['QUERY PLAN']).join('\n')).toContain('posts_title_trgm_idx')
  })
})
