import { BackendError, type CategoriesApi, type Category, type Post, type PostWithCategory, type PostsApi, type PostWrite } from '../types'
import { publishedWindow } from '../published-window'
import { likePattern, pageBounds, pageOf, plain, type Run, type Transaction } from './sql.server'

const WITH_CATEGORY = `
  select p.*,
    case when c.id is null then null
      else json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) end as category
  from public.posts p left join public.categories c on c.id = p.category_id`

const NEWEST_FIRST = 'p.published_at desc nulls last, p.id desc'
const OLDEST_FIRST = 'p.published_at asc nulls first, p.id asc'

const COLUMNS = ['title', 'slug', 'content', 'excerpt', 'image_url', 'status', 'published_at', 'author_id', 'category_id'] as const

function values(input: PostWrite) {
  return COLUMNS.map((c) => (c === 'category_id' ? (input.category_id ?? null) : input[c]))
}

/** SQL public.post_count: the list's total from post_counts, as row-level security lets this user see it. */
async function postCount(tx: Transaction, categorySlug: string | null, drafts: boolean) {
  const result = await tx.query<{ n: number }>('select public.post_count($1, $2)::int as n', [categorySlug, drafts])
  return result.rows[0].n
}

/** Published posts with their category, newest first (or oldest first, reversed), optionally one category. */
async function readPublished(tx: Transaction, slug: string | undefined, window: { reversed: boolean; offset: number; limit: number }) {
  const params: unknown[] = []
  let where = `where p.status = 'published'`
  if (slug) {
    params.push(slug)
    // By id, not through the join: then the (category_id, published_at, id) index serves the page.
    where += ` and p.category_id = (select id from public.categories where slug = $1)`
  }
  const rows = await tx.query<Record<string, unknown>>(
    `${WITH_CATEGORY} ${where} order by ${window.reversed ? OLDEST_FIRST : NEWEST_FIRST} limit ${window.limit} offset ${window.offset}`,
    params,
  )
  const items = rows.rows.map((r) => plain<PostWithCategory>(r))
  return window.reversed ? items.reverse() : items
}

async function one(tx: Transaction, sql: string, params: unknown[]) {
  const row = (await tx.query<Record<string, unknown>>(sql, params)).rows[0]
  return row ? plain<PostWithCategory>(row) : null
}

export function postsApi(run: Run): PostsApi {
  return {
    list: (options = {}) =>
      run(async (tx) => {
        const bounds = pageBounds(options)
        const search = options.search?.trim()
        // SQL public.search_posts (migration 20250113) matches through the trigram index, which
        // row-level security would keep the planner from using; the whole list reads its total
        // from post_counts. Neither reads every post.
        const from = search ? 'public.search_posts($1)' : 'public.posts'
        const params = search ? [search] : []
        const total = search
          ? (await tx.query<{ n: number }>(`select count(*)::int as n from ${from}`, params)).rows[0].n
          : await postCount(tx, null, true)
        const rows = await tx.query<Record<string, unknown>>(
          `select * from ${from} order by created_at desc, id desc limit ${bounds.pageSize} offset ${bounds.offset}`,
          params,
        )
        return pageOf(
          rows.rows.map((r) => plain<Post>(r)),
          total,
          bounds,
        )
      }),

    get: (id) => run((tx) => one(tx, `${WITH_CATEGORY} where p.id = $1`, [id])),

    usingMedia: (name) =>
      run(async (tx) => {
        const result = await tx.query<{ id: number; title: string }>(
          `select id, title from public.posts where image_url like $1 or content like $1
           order by created_at desc, id desc limit 20`,
          [likePattern(name)],
        )
        return result.rows.map(({ id, title }) => ({ id, title }))
      }),

    create: (input) =>
      run(async (tx) => {
        const placeholders = COLUMNS.map((_, i) => `$${i + 1}`).join(', ')
        const row = await one(tx, `insert into public.posts (${COLUMNS.join(', ')}) values (${placeholders}) returning *`, values(input))
        return row as Post
      }),

    update: (id, input) =>
      run(async (tx) => {
        const sets = COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')
        const row = await one(tx, `update public.posts set ${sets} where id = $1 returning *`, [id, ...values(input)])
        if (!row) throw new BackendError('not_found', `No post ${id}`)
        return row as Post
      }),

    remove: (id) =>
      run(async (tx) => {
        const result = await tx.query('delete from public.posts where id = $1 returning id', [id])
        if (!result.rows.length) throw new BackendError('not_found', `No post ${id}`)
      }),

    listPublished: (options = {}) =>
      run(async (tx) => {
        const bounds = pageBounds(options, 9)
        const total = await postCount(tx, options.categorySlug ?? null, false)
        const window = publishedWindow(bounds, total)
        const items = await readPublished(tx, options.categorySlug, window)
        return pageOf(items, total, bounds)
      }),

    newestPublished: (options) =>
      run((tx) =>
        readPublished(tx, options.categorySlug, { reversed: false, offset: 0, limit: pageBounds({ pageSize: options.limit }).pageSize }),
      ),

    // Row-level security hides drafts from everyone but admins.
    getBySlug: (slug) => run((tx) => one(tx, `${WITH_CATEGORY} where p.slug = $1`, [slug])),

    slugNow: (formerSlug) =>
      run(
        async (tx) =>
          (await tx.query<{ slug: string | null }>('select public.post_slug_now($1) as slug', [formerSlug])).rows[0]?.slug ?? null,
      ),
  }
}

export function categoriesApi(run: Run): CategoriesApi {
  return {
    list: () =>
      run(async (tx) => {
        const rows = await tx.query<Record<string, unknown>>('select id, name, slug from public.categories order by name')
        return rows.rows.map((r) => plain<Category>(r))
      }),
  }
}
