import { SLUG_PATTERN } from '../blog/slug'

// Addresses a page built in the Studio may not take: the site's own routes (app/routes), the
// folders it serves files from, and the files at the root. A page at /<slug> must never hide one.
export const RESERVED_SLUGS = new Set([
  '404',
  'about',
  'admin',
  'api',
  'assets',
  'blog',
  'build',
  'case-studies',
  'company',
  'content-images',
  'cookies-policy',
  'favicon',
  'get-started',
  'healthz',
  'login',
  'logout',
  'media',
  'metrics',
  'privacy-policy',
  'robots',
  'services',
  'sitemap',
  'social-card',
  'studio',
  'success-stories',
  'team',
  'terms',
])

/** True when a built page with this slug answers at /<slug>: lower-case words, and none of the site's own addresses. */
export const answersAtSlug = (slug: string) => SLUG_PATTERN.test(slug) && !RESERVED_SLUGS.has(slug)

/**
 * Why a built page may not use this slug, or null when it may. `otherPages`: the other built pages'
 * slugs. (Legal pages answer at their kind's address, which is reserved above, whatever their slug.)
 */
export function reservedSlugProblem(slug: string, otherPages: string[]): string | null {
  if (RESERVED_SLUGS.has(slug)) return `"/${slug}" is one of the site's own addresses: choose another slug`
  if (otherPages.includes(slug)) return `Another page already uses "/${slug}"`
  return null
}
