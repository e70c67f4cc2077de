import type { ContentImage } from '~/content/image'

// One blog, two sources: the sample posts of the content source and the admin's published posts
// of the backend. Both are already sorted newest first; this module merges one page of them
// without loading every admin post (there may be 10,000): see mergedWindow.

type BlogSource = 'sample' | 'admin'

/** A post as the list, the feed and the related links show it, whichever source it came from. */
export interface BlogCard {
  source: BlogSource
  /** Unique across both sources: `sample:<_id>` or `admin:<id>`. */
  key: string
  slug: string
  title: string
  excerpt: string
  image: ContentImage | null
  /** ISO timestamp: the sample post's date (midnight UTC) or the admin post's published_at. */
  date: string
  author: string
  readTime: string
  category: { title: string; slug: string } | null
}

/** A filter button of the list: a category that has posts. */
export interface BlogFilter {
  title: string
  slug: string
}

/**
 * The one order of the merged list: newest first; on the same instant the admin post first
 * (it has a time of day, the sample post only a date). Each source's own order breaks the rest.
 */
export function newerFirst(a: Pick<BlogCard, 'date' | 'source'>, b: Pick<BlogCard, 'date' | 'source'>): number {
  const byDate = Date.parse(b.date) - Date.parse(a.date)
  if (byDate !== 0) return byDate
  if (a.source === b.source) return 0
  return a.source === 'admin' ? -1 : 1
}

export interface AdminRange {
  items: BlogCard[]
  /** How many admin posts there are in all (for this filter). */
  total: number
}

/**
 * Items [offset, offset + limit) of the merged list. The sample posts are few and all in memory
 * (`samples`, newest first); the admin posts are read as one window of `limit + samples.length`
 * rows starting at `offset - samples.length`: at most that many sample posts can precede the
 * page, so the window always holds every admin post the page needs. Cost: one short indexed
 * query, whatever the page number.
 */
export async function mergedWindow(options: {
  samples: BlogCard[]
  fetchAdmin: (offset: number, limit: number) => Promise<AdminRange>
  offset: number
  limit: number
}): Promise<{ items: BlogCard[]; total: number }> {
  const { offset, limit } = options
  const samples = [...options.samples].sort(newerFirst)
  const adminStart = Math.max(0, offset - samples.length)
  const admin = await options.fetchAdmin(adminStart, limit + samples.length)
  const total = admin.total + samples.length
  if (offset >= total || limit <= 0) return { items: [], total }

  // Merge from the position of admin[adminStart]: adminStart + (sample posts newer than it),
  // which is never past `offset`. From the top of the list it is simply position 0.
  const first = admin.items[0]
  let s = adminStart > 0 && first ? samples.filter((sample) => newerFirst(sample, first) < 0).length : 0
  const skip = offset - (adminStart + s)
  const out: BlogCard[] = []
  let a = 0
  while (out.length < skip + limit && (a < admin.items.length || s < samples.length)) {
    const takeAdmin = s >= samples.length || (a < admin.items.length && newerFirst(admin.items[a], samples[s]) <= 0)
    out.push(takeAdmin ? admin.items[a++] : samples[s++])
  }
  return { items: out.slice(skip), total }
}

/**
 * Reads rows [offset, offset + limit) through a page-numbered API (the backend port pages by
 * `page` and `pageSize`, at most 100): the pages that cover the range, usually one or two.
 */
export async function rangeFromPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
  offset: number,
  limit: number,
  maxPageSize = 100,
): Promise<{ items: T[]; total: number }> {
  const pageSize = Math.max(1, Math.min(maxPageSize, limit))
  const firstPage = Math.floor(offset / pageSize)
  const lastPage = Math.floor((offset + Math.max(limit, 1) - 1) / pageSize)
  const pages = []
  for (let p = firstPage; p <= lastPage; p++) {
    const page = await fetchPage(p + 1, pageSize)
    pages.push(page)
    if (page.items.length < pageSize) break // the end of the list: no next page to read
  }
  const rows = pages.flatMap((page) => page.items)
  const start = offset - firstPage * pageSize
  return { items: limit > 0 ? rows.slice(start, start + limit) : [], total: pages[0]?.total ?? 0 }
}
