import { sanityStudioUrl } from '~/config/env.server'
import { fetchContent } from '~/content/content.server'
import { blogPostsQuery } from '~/content/queries'

// The blog's other half, for /admin/blog: posts kept in the content source (Sanity, or the bundled
// dataset). They are read-only here (the Studio is where they are edited), listed beside the
// admin's own posts so that staff see everything /blog shows and where each is managed.

export type StudioPostRow = {
  id: string
  title: string
  slug: string
  date: string | null
  category: string | null
  editUrl: string | null
}
export type StudioPosts = { items: StudioPostRow[]; total: number; page: number; totalPages: number; studioUrl: string | null }

/** A Studio link that opens the document for editing (Sanity's intent route), or null without a Studio URL. */
function studioEditUrl(studioUrl: string | null, id: string, type = 'blogPost'): string | null {
  return studioUrl ? `${studioUrl}/intent/edit/id=${encodeURIComponent(id)};type=${type}/` : null
}

/** One page of the content source's posts (newest first), optionally matching a title search; null if unavailable. */
export async function studioPosts(options: { q?: string; page: number; pageSize: number }): Promise<StudioPosts | null> {
  let posts
  try {
    posts = await fetchContent(blogPostsQuery)
  } catch (error) {
    if (!(error instanceof Response)) console.error('Failed to load the Studio’s posts:', error)
    return null
  }
  const q = options.q?.toLowerCase()
  const matching = q ? posts.filter((post) => post.title?.toLowerCase().includes(q)) : posts
  const totalPages = Math.max(1, Math.ceil(matching.length / options.pageSize))
  const page = Math.min(options.page, totalPages)
  const studioUrl = sanityStudioUrl()
  const items = matching.slice((page - 1) * options.pageSize, page * options.pageSize).map((post) => ({
    id: post._id,
    title: post.title ?? '(untitled)',
    slug: post.slug ?? '',
    date: post.date ?? null,
    category: post.category?.title ?? null,
    editUrl: studioEditUrl(studioUrl, post._id),
  }))
  return { items, total: matching.length, page, totalPages, studioUrl }
}
