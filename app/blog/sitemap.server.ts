import { fetchContent } from '~/content/content.server'
import { sitemapQuery } from '~/content/queries'
import type { SitemapEntry } from '~/seo/sitemap.server'
import { anonymousBlog } from './public-reads.server'

// The blog's part of sitemap.xml: /blog, every sample post and every published admin post.
// Admin posts are read 100 at a time (the port's largest page); 10,000 posts are 100 short queries.

const PAGE_SIZE = 100

export async function blogSitemapEntries({ adminPosts = true }: { adminPosts?: boolean } = {}): Promise<SitemapEntry[]> {
  // Anonymous: exactly what a visitor may see (published posts only).
  const backend = anonymousBlog()
  const content = await fetchContent(sitemapQuery)
  const entries: SitemapEntry[] = [{ path: '/blog', priority: 0.8 }]
  for (const post of content.blogPosts) entries.push({ path: post.path, lastmod: post._updatedAt, priority: 0.6 })
  // Without the admin posts: the pages file of a sitemap index (seo/sitemap-index.server.ts).
  for (let page = 1; adminPosts; page++) {
    const { items, total } = await backend.posts.listPublished({ page, pageSize: PAGE_SIZE })
    for (const post of items) entries.push({ path: `/blog/${post.slug}`, lastmod: post.updated_at, priority: 0.6 })
    if (items.length < PAGE_SIZE || page * PAGE_SIZE >= total) break
  }
  return entries
}
