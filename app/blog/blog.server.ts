import type { PostWithCategory, RequestBackend } from '~/backend/types'
import { fetchContent } from '~/content/content.server'
import { requireSiteSettings } from '~/site/require-content.server'
import { blogPostsQuery, categoriesQuery } from '~/content/queries'
import { mergedWindow, newerFirst, rangeFromPages, type BlogCard, type BlogFilter } from './merge'
import { markdownWords, readTimeLabel } from './read-time'
import { safeImageUrl } from './image-url'
import { PRIVATE_CACHE_CONTROL } from '~/utils/cache-headers'
import { withCardVariants } from '~/media/media-images.server'

// The public blog's data: the sample posts (content source) and the published admin posts
// (backend) as one list, newest first. Pages, filters, the feed and related links read it here.

export type { BlogCard, BlogFilter } from './merge'
const BLOG_PAGE_SIZE = 12

type SamplePost = Awaited<ReturnType<typeof fetchSamplePosts>>[number]
const fetchSamplePosts = () => fetchContent(blogPostsQuery)

/** Every sample post as a card, newest first (a handful; the content source caches them). */
export async function sampleCards(): Promise<BlogCard[]> {
  return (await fetchSamplePosts()).map(sampleCard)
}

export function sampleCard(post: Omit<SamplePost, 'legacyId'>): BlogCard {
  return {
    source: 'sample',
    key: `sample:${post._id}`,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    image: post.image?.src ? post.image : null,
    date: `${post.date}T00:00:00.000Z`,
    author: post.author,
    readTime: post.readTime,
    category: post.category ? { title: post.category.title, slug: post.category.slug } : null,
  }
}

/** The byline of admin posts: the port has no author names, so the company signs them. */
export async function adminAuthor(): Promise<string> {
  const settings = await requireSiteSettings()
  return `${settings.companyName} Team`
}

export function adminCard(post: PostWithCategory, author: string): BlogCard {
  return {
    source: 'admin',
    key: `admin:${post.id}`,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt?.trim() || summary(post.content),
    image: safeImageUrl(post.image_url) ? { src: post.image_url, width: null, height: null, alt: '' } : null,
    date: new Date(post.published_at ?? post.created_at).toISOString(),
    author,
    readTime: readTimeLabel(post.content),
    category: post.category ? { title: post.category.name, slug: post.category.slug } : null,
  }
}

/** The first words of a post's text: images are left out (their alt text reads as a stray word there). */
function summary(markdown: string, words = 36) {
  const all = markdownWords(markdown, { imageAlt: false })
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ')
}

/** One page of the merged list (1-based), optionally one category. */
export async function listBlogPosts(
  backend: RequestBackend,
  options: { category?: string | null; page?: number; pageSize?: number; samples?: BlogCard[] },
) {
  const pageSize = options.pageSize ?? BLOG_PAGE_SIZE
  const page = Math.max(1, options.page ?? 1)
  const category = options.category ?? undefined
  const [all, author] = await Promise.all([options.samples ?? sampleCards(), adminAuthor()])
  const samples = category ? all.filter((post) => post.category?.slug === category) : all
  const { items, total } = await mergedWindow({
    samples,
    offset: (page - 1) * pageSize,
    limit: pageSize,
    fetchAdmin: async (offset, limit) => {
      const range = await rangeFromPages(
        (p, size) => backend.posts.listPublished({ categorySlug: category, page: p, pageSize: size }),
        offset,
        limit,
      )
      return { total: range.total, items: range.items.map((post) => adminCard(post, author)) }
    },
  })
  return { items: await withCardVariants(items), total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) }
}

/**
 * The filter buttons: every category (content source first, in its order, then the backend's
 * own by name) that has at least one post, matched by slug across the two sources.
 */
export async function blogFilters(backend: RequestBackend, samples: BlogCard[]): Promise<BlogFilter[]> {
  const [content, stored] = await Promise.all([fetchContent(categoriesQuery), backend.categories.list()])
  const all = new Map<string, string>()
  for (const c of content) if (c.slug) all.set(c.slug, c.title)
  for (const c of stored) if (!all.has(c.slug)) all.set(c.slug, c.name)
  const storedSlugs = new Set(stored.map((c) => c.slug))
  const filters: BlogFilter[] = []
  for (const [slug, title] of all) {
    const hasSample = samples.some((post) => post.category?.slug === slug)
    // One indexed count per category (posts_category_published_idx), only when needed.
    const hasAdmin =
      !hasSample && storedSlugs.has(slug) && (await backend.posts.listPublished({ categorySlug: slug, pageSize: 1 })).total > 0
    if (hasSample || hasAdmin) filters.push({ slug, title })
  }
  return filters
}

/**
 * The `count` newest posts of both sources, optionally one category, without counting either:
 * the top of the merged list, as `listBlogPosts` would give its first page (the feed, related posts).
 */
export async function newestBlogPosts(
  backend: RequestBackend,
  options: { category?: string | null; count: number; samples?: BlogCard[] },
): Promise<BlogCard[]> {
  const category = options.category ?? undefined
  const [all, author, admin] = await Promise.all([
    options.samples ?? sampleCards(),
    adminAuthor(),
    backend.posts.newestPublished({ limit: options.count, categorySlug: category }),
  ])
  const samples = [...(category ? all.filter((post) => post.category?.slug === category) : all)].sort(newerFirst)
  // A stable sort: each source keeps its own order where newerFirst ties.
  return withCardVariants([...admin.map((post) => adminCard(post, author)), ...samples].sort(newerFirst).slice(0, options.count))
}

/**
 * Up to `count` other posts, newest first: of the same category first, topped up with the
 * newest of the others when the category has too few (each sample post has a topic of its own).
 */
export async function relatedPosts(backend: RequestBackend, post: Pick<BlogCard, 'key' | 'category'>, count = 3) {
  const samples = await sampleCards()
  const others = (items: BlogCard[], taken: BlogCard[]) =>
    items.filter((item) => item.key !== post.key && !taken.some((t) => t.key === item.key))
  const same = post.category ? others(await newestBlogPosts(backend, { category: post.category.slug, count: count + 1, samples }), []) : []
  if (same.length >= count) return same.slice(0, count)
  const newest = await newestBlogPosts(backend, { count: count * 2 + 1, samples })
  return [...same, ...others(newest, same)].slice(0, count)
}

// Every blog response is public like the other pages (publicCacheControl): a change to a post
// purges the `posts` tag everywhere, so a published, edited or deleted admin post shows at once
// (decisions 080, 221).

/** What an admin sees of a draft: theirs alone, never stored. */
export const DRAFT_CACHE_CONTROL = PRIVATE_CACHE_CONTROL
