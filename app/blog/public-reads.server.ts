import { getBackend } from '~/backend/index.server'
import type { RequestBackend } from '~/backend/types'
import { withBackend } from '~/utils/with-backend.server'

// The public blog reads admin posts from the backend, always through this module. When the backend
// cannot be reached, the blog, its posts, the feed and the sitemap still answer with the content
// source's posts alone (logged): a blog without the newest admin posts for a while beats a 500
// (tests/reliability/faults).

/** A blog page's loader with the visitor's backend (an admin sees drafts; a session may be refreshed). */
export function withPublicBlog<T>(request: Request, work: (backend: RequestBackend) => Promise<T>): Promise<T> {
  return withBackend(request, (backend) => work(publicReads(backend)))
}

/** The blog as an anonymous visitor reads it (the feed, the sitemaps): the same for everyone. */
export function anonymousBlog(): RequestBackend {
  return publicReads(getBackend().forRequest(new Request('http://localhost/blog')))
}

let fallbacks = 0
/**
 * How many reads have fallen back so far in this process. The page cache (server/index.ts) compares it
 * before and after a render: a page rendered without the admin posts is served but not kept, or
 * it would stay without them after the backend is back, until the next purge.
 */
export const blogFallbackCount = () => fallbacks

function publicReads(backend: RequestBackend): RequestBackend {
  const fallback = async <T>(read: () => Promise<T>, empty: T, what: string): Promise<T> => {
    try {
      return await read()
    } catch (error) {
      fallbacks++
      console.error(`[blog] ${what} failed, showing the content source's posts only:`, error instanceof Error ? error.message : error)
      return empty
    }
  }
  const posts = backend.posts
  const categories = backend.categories
  return {
    ...backend,
    headers: backend.headers,
    posts: {
      ...posts,
      listPublished: (options) =>
        fallback(
          () => posts.listPublished(options),
          { items: [], total: 0, page: options?.page ?? 1, pageSize: options?.pageSize ?? 0 },
          'listing posts',
        ),
      newestPublished: (options) => fallback(() => posts.newestPublished(options), [], 'listing posts'),
      getBySlug: (slug) => fallback(() => posts.getBySlug(slug), null, 'reading a post'),
      slugNow: (formerSlug) => fallback(() => posts.slugNow(formerSlug), null, 'reading a former address'),
    },
    categories: { ...categories, list: () => fallback(() => categories.list(), [], 'listing categories') },
  }
}
