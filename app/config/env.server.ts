import path from 'node:path'

// Configuration read from the environment, in one place. README.md lists every variable.
export const isProduction = process.env.NODE_ENV === 'production'

export function dataDir() {
  return path.resolve(process.env.DATA_DIR || '.data')
}

/** The public origin of the site, for canonical URLs, sitemaps and feeds (no trailing slash). */
export function siteUrl() {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')
}

/** Cookies are Secure in production unless COOKIE_SECURE=false (for plain-HTTP test servers). */
export function secureCookies() {
  if (process.env.COOKIE_SECURE) return process.env.COOKIE_SECURE !== 'false'
  return isProduction
}
