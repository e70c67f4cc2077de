// Which requests the page cache may answer, and the key each one is stored under.
// Keys hold only what a page really reads, so query-string noise can neither grow the cache
// nor bypass it (docs/decisions/090-origin-page-cache.md). Private paths are judged on the path
// Remix routes on (request-path.js): `/ADMIN` and `/Login` are private too.
import { isStaffPath } from '../../app/site/staff-area.ts'
import { canonicalPath, isUnder, routeOf } from '../request-path.js'

/**
 * Cookies that make a request one visitor's own: a session (embedded or Supabase), a flash toast,
 * a preview state. Matched with or without the `__Host-` / `__Secure-` prefix.
 */
const PERSONAL_COOKIES = [/^admin_session$/, /^sb-[^=]+-auth-token(\.\d+)?$/, /^flash_toast$/, /^preview/, /^sanity-preview/]

/** Query parameters that mark a preview, a Remix data request or a route-module request. */
const BYPASS_PARAMS = ['preview', '_data', '_routes']

/** The query parameters each page reads; every other parameter is left out of the key. */
const PAGE_PARAMS = [{ path: /^\/blog\/?$/, params: ['category', 'page'] }]

/** Paths (and what is below them) besides the staff area that never come from the cache, nor does any path with a file extension. */
const UNCACHED_PREFIXES = ['/api', '/healthz', '/metrics', '/assets', '/media', '/content-images']

/** Resource routes with an extension that are public pages too. */
const PUBLIC_FILES = new Set(['/sitemap.xml', '/robots.txt', '/blog/rss.xml'])

function cookieName(pair) {
  const name = pair.slice(0, pair.indexOf('=') >>> 0).trim()
  return name.replace(/^__(Host|Secure)-/, '')
}

/** True when the Cookie header holds a session, flash toast or preview cookie. */
export function hasPersonalCookie(cookieHeader) {
  if (!cookieHeader) return false
  return cookieHeader.split(';').some((pair) => {
    const name = cookieName(pair)
    return PERSONAL_COOKIES.some((pattern) => pattern.test(name))
  })
}

/**
 * The cache key for a request, or null when it must go through to Express and Remix as before
 * (a POST, a private path, a static file, a personal cookie, a preview or data request).
 */
export function cacheKey(method, url, cookieHeader) {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (!url || url[0] !== '/' || url.length > 2048) return null
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  // server.js sends any other spelling to the canonical path first; an escape (`%C3%A9`) goes through.
  if (path.includes('%') || canonicalPath(path) !== path) return null
  const route = routeOf(path)
  if (isStaffPath(route) || UNCACHED_PREFIXES.some((prefix) => isUnder(route, prefix))) return null
  if (/\.[^/]*$/.test(path) && !PUBLIC_FILES.has(path)) return null
  if (hasPersonalCookie(cookieHeader)) return null
  if (q === -1) return path
  const search = new URLSearchParams(url.slice(q + 1))
  if (BYPASS_PARAMS.some((name) => search.has(name))) return null
  const wanted = PAGE_PARAMS.find((page) => page.path.test(path))?.params ?? []
  const kept = new URLSearchParams()
  for (const name of wanted) {
    const value = search.get(name)
    if (value) kept.set(name, value)
  }
  const rest = kept.toString()
  return rest ? `${path}?${rest}` : path
}
