import { blogSitemapEntries } from '~/blog/sitemap.server'
import { contentPages, staticPages, type SitemapEntry } from './sitemap.server'
import { anonymousBlog } from '~/blog/public-reads.server'
import { resourceTagHeaders } from '~/http-cache/page-tags'
import { publicCacheControl } from '~/utils/cache-headers'

// sitemap.xml at any number of posts. Up to SITEMAP_FILE_URLS addresses it is one <urlset> as
// before; beyond, it is a sitemap index (sitemaps.org) naming /sitemap/pages.xml (every page but
// the admin posts) and /sitemap/posts-<n>.xml (SITEMAP_FILE_URLS admin posts each). The protocol
// allows 50,000 URLs and 50 MB per file; a far smaller file keeps every answer's cost bounded
// whatever the number of posts (decision 101: /sitemap.xml costs the same at 10 and 10,000 posts).
export const SITEMAP_FILE_URLS = 1000
const READ_PAGE = 100 // the backend port's largest page

async function publishedPostCount() {
  return (await anonymousBlog().posts.listPublished({ page: 1, pageSize: 1 })).total
}

/** Every entry but the admin posts: the fixed pages, the content layer's pages, /blog and the sample posts. */
export async function pageEntries(): Promise<SitemapEntry[]> {
  const [fixed, content, blog] = await Promise.all([staticPages(), contentPages(), blogSitemapEntries({ adminPosts: false })])
  const seen = new Set<string>()
  return [...fixed, ...content, ...blog].filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
}

/** The admin posts of /sitemap/posts-<file>.xml (1-based), newest first. */
export async function postEntries(file: number): Promise<SitemapEntry[]> {
  const backend = anonymousBlog()
  const entries: SitemapEntry[] = []
  const first = (file - 1) * SITEMAP_FILE_URLS
  for (let page = first / READ_PAGE + 1; entries.length < SITEMAP_FILE_URLS; page++) {
    const { items } = await backend.posts.listPublished({ page, pageSize: READ_PAGE })
    for (const post of items) entries.push({ path: `/blog/${post.slug}`, lastmod: post.updated_at, priority: 0.6 })
    if (items.length < READ_PAGE) break
  }
  return entries
}

export type SitemapPlan = { kind: 'single' } | { kind: 'index'; files: string[] }

/** One file while everything fits in SITEMAP_FILE_URLS addresses, else the files of an index. */
export async function sitemapPlan(): Promise<SitemapPlan> {
  const [posts, pages] = await Promise.all([publishedPostCount(), pageEntries()])
  if (posts + pages.length <= SITEMAP_FILE_URLS) return { kind: 'single' }
  const postFiles = Math.ceil(posts / SITEMAP_FILE_URLS)
  return { kind: 'index', files: ['/sitemap/pages.xml', ...Array.from({ length: postFiles }, (_, i) => `/sitemap/posts-${i + 1}.xml`)] }
}

export function renderSitemapIndex(siteUrl: string, files: string[]): string {
  const items = files.map((file) => `  <sitemap>\n    <loc>${siteUrl}${file}</loc>\n  </sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

export const sitemapHeaders = () => ({
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': publicCacheControl(),
  // The index and each file list the posts (one tag set for both).
  ...resourceTagHeaders('routes/sitemap.$file'),
})
