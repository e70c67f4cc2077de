// Dates of posts as the site shows them: short month, day, year ("Mar 14, 2025"), in UTC so that
// the server and the browser render the same text.
const formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

export function formatPostDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date)
}

export const postPath = (slug: string) => `/blog/${slug}`

/** The list address for a filter and page; page 1 and "All Topics" are left out of the URL. */
export function blogListPath(category: string | null | undefined, page = 1): string {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/blog?${query}` : '/blog'
}
