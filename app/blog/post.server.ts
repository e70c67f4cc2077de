import type { RequestBackend } from '~/backend/types'
import { fetchContent } from '~/content/content.server'
import { blogPostByLegacyIdQuery, blogPostBySlugQuery } from '~/content/queries'
import { slugNow } from '~/content/slug-now.server'
import type { BlogPostBySlugQueryResult } from '~/content/sanity.types'
import { adminAuthor, adminCard, sampleCard, type BlogCard } from './blog.server'
import { markdownImageUrls, renderMarkdown } from './markdown'
import { imagesByUrl, socialCardUrl, withCardVariants } from '~/media/media-images.server'
import { SLUG_PATTERN } from './slug'

// What /blog/{slug} shows: a sample post by slug, else an admin post by slug (a draft only for
// an admin), else an admin post's former slug or a sample post's former numeric id (a redirect),
// else nothing (404). A slug in other letter case redirects to what its lower case finds.

export type BlogPostView =
  | {
      source: 'sample'
      card: BlogCard
      body: NonNullable<BlogPostBySlugQueryResult>['body']
      seo: NonNullable<BlogPostBySlugQueryResult>['seo']
      updatedAt: string
      draft: false
    }
  | { source: 'admin'; card: BlogCard; html: string; updatedAt: string; draft: boolean; socialImage: string | null }

export type BlogPostLookup = { kind: 'post'; post: BlogPostView } | { kind: 'redirect'; to: string } | { kind: 'missing' }

/** Slugs are lower-case words and digits joined by hyphens (both sources enforce it). */
const LEGACY_ID = /^[1-9]\d{0,8}$/

export async function findBlogPost(backend: RequestBackend, slug: string): Promise<BlogPostLookup> {
  const lower = slug.toLowerCase()
  if (lower !== slug) {
    // /blog/AI-Trends, typed or linked so, means that post: one redirect, straight to where it is now.
    const found = await findBlogPost(backend, lower)
    return found.kind === 'post' ? { kind: 'redirect', to: `/blog/${lower}` } : found
  }
  if (!SLUG_PATTERN.test(slug) || slug.length > 200) return { kind: 'missing' }

  const sample = await fetchContent(blogPostBySlugQuery, { slug })
  if (sample) return { kind: 'post', post: sampleView(sample) }

  const stored = await backend.posts.getBySlug(slug)
  // Row-level security shows drafts to admins only; the status check keeps that true here too.
  if (stored && (stored.status === 'published' || (await backend.isAdmin()))) {
    const [card] = await withCardVariants([adminCard(stored, await adminAuthor())])
    const draft = stored.status !== 'published'
    const [html, socialImage] = await Promise.all([
      imagesByUrl(markdownImageUrls(stored.content)).then((images) => renderMarkdown(stored.content, images)),
      stored.image_url ? socialCardUrl(stored.image_url) : null, // the original's address: its crop's name
    ])
    return { kind: 'post', post: { source: 'admin', card, html, updatedAt: stored.updated_at, draft, socialImage } }
  }

  // A post whose slug was changed: an old address leads straight to the one it has now.
  const moved = (await slugNow('blogPost', slug)) ?? (await backend.posts.slugNow(slug))
  if (moved && moved !== slug) return { kind: 'redirect', to: `/blog/${moved}` }

  if (LEGACY_ID.test(slug)) {
    const legacy = await fetchContent(blogPostByLegacyIdQuery, { id: Number(slug) })
    if (legacy?.slug) return { kind: 'redirect', to: `/blog/${legacy.slug}` }
  }
  return { kind: 'missing' }
}

/**
 * Whether /blog/{slug} already leads to a post of the content source (by its slug, or as its former
 * numeric id): an admin post given that slug would be saved and never shown (findBlogPost).
 */
export async function contentClaimsSlug(slug: string): Promise<boolean> {
  if (await fetchContent(blogPostBySlugQuery, { slug })) return true
  return LEGACY_ID.test(slug) && Boolean((await fetchContent(blogPostByLegacyIdQuery, { id: Number(slug) }))?.slug)
}

function sampleView(post: NonNullable<BlogPostBySlugQueryResult>): BlogPostView {
  return { source: 'sample', card: sampleCard(post), body: post.body, seo: post.seo, updatedAt: post._updatedAt, draft: false }
}
