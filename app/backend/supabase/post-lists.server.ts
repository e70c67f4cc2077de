import type { SupabaseClient } from '@supabase/supabase-js'
import { publishedWindow } from '../published-window'
import type { Page, Post, PostWithCategory } from '../types'
import { rows } from './context.server'
import { listPage } from './list-page.server'

// The two post lists through PostgREST. Their totals come from SQL public.post_count (post_counts,
// kept by triggers: migration 20250113) instead of `Prefer: count=exact`, which makes PostgREST
// count every matching row; only a title search still counts its matches (through the trigram index).

const WITH_CATEGORY = '*,category:categories(id,name,slug)'
const WITH_CATEGORY_INNER = '*,category:categories!inner(id,name,slug)'
type Range = { page: number; pageSize: number; from: number; to: number }

/** POST /rest/v1/rpc/post_count as the request's user: row-level security decides what it counts. */
async function postCount(db: SupabaseClient, args: { p_category_slug?: string; p_drafts?: boolean }) {
  return Number(rows(await db.rpc('post_count', args)))
}

/**
 * Admin list: every post, newest created first, optionally a case-insensitive title search
 * (POST /rest/v1/rpc/search_posts: row-level security would keep the trigram index from serving it).
 */
export async function adminPostList(db: SupabaseClient, range: Range, search: string | undefined): Promise<Page<Post>> {
  if (search) {
    return listPage<Post>(range, () =>
      db.rpc('search_posts', { p_search: search }, { count: 'exact' }).order('created_at', { ascending: false }),
    )
  }
  const [total, items] = await Promise.all([
    postCount(db, { p_drafts: true }),
    db
      .from('posts')
      .select('*')
      .order('created_at', { ascending: false })
      .range(range.from, range.to)
      .then((result) => rows(result) as Post[]),
  ])
  return { items, total, page: range.page, pageSize: range.pageSize }
}

type Window = ReturnType<typeof publishedWindow>

/** Published posts with their category, newest first (or oldest first, reversed), optionally one category. */
async function readPublished(db: SupabaseClient, slug: string | undefined, window: Window) {
  let query = db
    .from('posts')
    .select(slug ? WITH_CATEGORY_INNER : WITH_CATEGORY)
    .eq('status', 'published')
  if (slug) query = query.eq('category.slug', slug)
  const ascending = window.reversed
  const result = await query
    .order('published_at', { ascending, nullsFirst: ascending })
    .order('id', { ascending })
    .range(window.offset, window.offset + window.limit - 1)
  const items = rows(result) as PostWithCategory[]
  return ascending ? items.reverse() : items
}

/** Public list: published posts, newest published first, optionally one category by slug. */
export async function publishedPostList(db: SupabaseClient, range: Range, slug: string | undefined): Promise<Page<PostWithCategory>> {
  const counted = postCount(db, slug ? { p_category_slug: slug } : {})
  const bounds = { offset: range.from, pageSize: range.pageSize }
  // The first page reads newest first whatever the total: both requests at once.
  const [total, items] =
    range.from === 0
      ? await Promise.all([counted, readPublished(db, slug, publishedWindow(bounds, Infinity))])
      : await counted.then(async (n) => [n, await readPublished(db, slug, publishedWindow(bounds, n))] as const)
  return { items, total, page: range.page, pageSize: range.pageSize }
}

/** The newest published posts, uncounted (the feed, related posts): one request. */
export function newestPublishedPosts(db: SupabaseClient, limit: number, slug: string | undefined) {
  return readPublished(db, slug, { reversed: false, offset: 0, limit })
}
