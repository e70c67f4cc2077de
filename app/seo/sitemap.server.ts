import { escapeXml } from '~/utils/xml'
import { fetchContent } from '~/content/content.server'
import { sitemapQuery } from '~/content/queries'
import { answersAtSlug } from '~/site/reserved-slugs'
import { STAFF_AREA } from '~/site/staff-area'

// sitemap.xml, built from sources of entries: the fixed public pages and the content layer's
// services and case studies here; other parts of the site bring their own source (the blog's is
// app/blog/sitemap.server.ts), and the sitemap route lists them all.

export type SitemapEntry = {
  /** A path on the site, e.g. /services/cyber-security; only canonical addresses belong here. */
  path: string
  /** ISO date or date-time of the last change, when known. */
  lastmod?: string | null
  priority?: number
}

export type SitemapSource = () => Promise<SitemapEntry[]>

/** The public pages that exist whatever the content (legal pages are at fixed addresses too). */
export const STATIC_PAGES: SitemapEntry[] = [
  { path: '/', priority: 1 },
  { path: '/about', priority: 0.8 },
  { path: '/services', priority: 0.9 },
  { path: '/company', priority: 0.8 },
  { path: '/success-stories', priority: 0.8 },
  { path: '/team', priority: 0.6 },
  { path: '/get-started', priority: 0.9 },
  { path: '/privacy-policy', priority: 0.3 },
  { path: '/terms', priority: 0.3 },
  { path: '/cookies-policy', priority: 0.3 },
]

export const staticPages: SitemapSource = async () => STATIC_PAGES

/** Every service at its canonical address (aliases and former slugs are left out), every case study and built page. */
export const contentPages: SitemapSource = async () => {
  const content = await fetchContent(sitemapQuery)
  return [
    ...content.services.map((s) => ({ path: s.path, lastmod: s._updatedAt, priority: 0.8 })),
    ...content.caseStudies.map((c) => ({ path: c.path, lastmod: c._updatedAt, priority: 0.6 })),
    // Pages editors build in the Studio (/<slug>), unless hidden from search engines, or at a slug
    // the Studio refuses (one of the site's own addresses, not lower case), which a hand-edited dataset may hold.
    ...content.pages.filter((p) => answersAtSlug(p.path.slice(1))).map((p) => ({ path: p.path, lastmod: p._updatedAt, priority: 0.7 })),
  ]
}

/** All entries of all sources, each path once (the first source to name it wins). */
export async function buildSitemapEntries(sources: SitemapSource[]): Promise<SitemapEntry[]> {
  const lists = await Promise.all(sources.map((source) => source()))
  const seen = new Set<string>()
  return lists.flat().filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
}

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>`]
    if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`)
    if (entry.priority !== undefined) lines.push(`    <priority>${entry.priority.toFixed(1)}</priority>`)
    return `  <url>\n${lines.join('\n')}\n  </url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function renderRobots(siteUrl: string): string {
  const staffArea = STAFF_AREA.map((path) => `Disallow: ${path}`)
  return ['User-agent: *', 'Allow: /', ...staffArea, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
}
