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

/** Why a page may not use this slug, or null when it may. `taken`: the other documents' addresses. */
export function reservedSlugProblem(slug: string, taken: { pages: string[]; legal: string[] }): string | null {
  if (RESERVED_SLUGS.has(slug)) return `"/${slug}" is one of the site's own addresses: choose another slug`
  if (taken.legal.includes(slug)) return `"/${slug}" is a legal page's address: choose another slug`
  if (taken.pages.includes(slug)) return `Another page already uses "/${slug}"`
  return null
}
