import type { Post, PostWithCategory, PostWrite, PostsApi } from '../types'
import { affected, pageRange, requireUser, rows, type DataContext } from './context.server'
import { adminPostList, newestPublishedPosts, publishedPostList } from './post-lists.server'

// Posts through PostgREST (as specified): list ordered by created_at desc, get by id with its category,
// insert with Prefer: return=representation, PATCH and DELETE by ?id=eq.N.
// `category` is the embedded resource over posts.category_id -> categories.id.
const WITH_CATEGORY = '*,category:categories(id,name,slug)'
/** The public blog shows 9 posts a page by default (3 x 3 grid), as the embedded adapter does. */
const PUBLIC_PAGE_SIZE = 9

export function createPostsApi(ctx: DataContext): PostsApi {
  const posts = () => ctx.db().from('posts')
  return {
    async list(options = {}) {
      return adminPostList(ctx.db(), pageRange(options), options.search?.trim() || undefined)
    },

    async get(id) {
      if (!Number.isSafeInteger(id)) return null
      return rows(await posts().select(WITH_CATEGORY).eq('id', id).maybeSingle<PostWithCategory>())
    },

    async create(input) {
      await requireUser(ctx)
      return rows(await posts().insert(toRow(input)).select().single<Post>())
    },

    async update(id, input) {
      await requireUser(ctx)
      return rows(await posts().update(toRow(input)).eq('id', safeId(id)).select().single<Post>())
    },

    async remove(id) {
      await requireUser(ctx)
      affected(await posts().delete({ count: 'exact' }).eq('id', safeId(id)))
    },

    async listPublished(options = {}) {
      return publishedPostList(ctx.db(), pageRange(options, PUBLIC_PAGE_SIZE), options.categorySlug)
    },

    async newestPublished(options) {
      return newestPublishedPosts(ctx.db(), pageRange({ pageSize: options.limit }).pageSize, options.categorySlug)
    },

    async usingMedia(name) {
      // Two plain filters rather than one or=(...), whose values would need PostgREST quoting.
      const pattern = `%${escapeLike(name)}%`
      const found = await Promise.all(
        (['image_url', 'content'] as const).map(async (column) =>
          rows(
            await posts()
              .select('id,title')
              .like(column, pattern)
              .order('created_at', { ascending: false })
              .limit(20)
              .returns<Pick<Post, 'id' | 'title'>[]>(),
          ),
        ),
      )
      const byId = new Map(found.flat().map((post) => [post.id, { id: post.id, title: post.title }]))
      return [...byId.values()].slice(0, 20)
    },

    async getBySlug(slug) {
      return rows(await posts().select(WITH_CATEGORY).eq('slug', slug).maybeSingle<PostWithCategory>())
    },

    // POST /rest/v1/rpc/post_slug_now as the request's user: row-level security decides.
    async slugNow(formerSlug) {
      return rows(await ctx.db().rpc('post_slug_now', { p_former_slug: formerSlug })) ?? null
    },
  }
}

/** Only the columns a save writes; `undefined` (no category given) is left out of the JSON. */
function toRow(input: PostWrite) {
  const { title, slug, content, excerpt, image_url, status, published_at, author_id, category_id } = input
  return { title, slug, content, excerpt, image_url, status, published_at, author_id, category_id }
}

/** An id that can never match (0) instead of a malformed filter, so the result is "not found". */
export function safeId(id: number) {
  return Number.isSafeInteger(id) && id > 0 ? id : 0
}

/** `%`, `_` and `\` match literally in a LIKE pattern. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}
