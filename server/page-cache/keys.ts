// Which requests the page cache may answer, and the key each one is stored under.
// Keys hold only what a page really reads, so query-string noise can neither grow the cache
// nor bypass it (docs/decisions/090-origin-page-cache.md). Private paths are judged on the path
// Remix routes on (request-path.ts): `/ADMIN` and `/Login` are private too. The staff area and
// the personal cookies are the app's own lists.
import { isPersonalCookie } from '~/backend/personal-cookies'
import { isStaffPath } from '~/site/staff-area'
import { canonicalPath, isTooDeep, isUnder, routeOf } from '../request-path'

/** Query parameters that mark a preview, a Remix data request or a route-module request. */
const BYPASS_PARAMS = ['preview', '_data', '_routes']

/** The query parameters each page reads; every other parameter is left out of the key. */
const PAGE_PARAMS = [{ path: /^\/blog\/?$/, params: ['category', 'page'] }]

/** Paths (and what is below them) besides the staff area that never come from the cache, nor does any path with a file extension. */
const UNCACHED_PREFIXES = ['/api', '/healthz', '/metrics', '/assets', '/media', '/content-images']

/** Resource routes with an extension that are public pages too. */
const PUBLIC_FILES = new Set(['/sitemap.xml', '/robots.txt', '/blog/rss.xml'])

/** A `name=value` pair's name, without the `__Host-` / `__Secure-` prefix. */
function cookieName(pair: string): string {
  const name = pair.slice(0, pair.indexOf('=') >>> 0).trim()
  return name.replace(/^__(Host|Secure)-/, '')
}

/** True when the Cookie header holds a session, flash toast or preview cookie (app/backend/personal-cookies.ts). */
export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false
  return cookieHeader.split(';').some((pair) => isPersonalCookie(cookieName(pair)))
}

/**
 * The cache key for a request, or null when it must go through to the server's other steps and Remix
 * (a POST, a private path, a static file, a personal cookie, a preview or data request).
 */
export function cacheKey(method: string | undefined, url: string | undefined, cookieHeader: string | undefined): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (!url || hasPersonalCookie(cookieHeader)) return null
  return addressKey(url)
}

/** cacheKey() of an address, whatever the request's method and cookies. */
function addressKey(url: string): string | null {
  // Too deep for any page: refused before Remix (server/index.ts), never rendered for the cache.
  if (url[0] !== '/' || url.length > 2048 || isTooDeep(url)) return null
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  // server/index.ts sends any other spelling to the canonical path first; an escape (`%C3%A9`) goes through.
  if (path.includes('%') || canonicalPath(path) !== path) return null
  const route = routeOf(path)
  if (isStaffPath(route) || UNCACHED_PREFIXES.some((prefix) => isUnder(route, prefix))) return null
  if (/\.[^/]*$/.test(path) && !PUBLIC_FILES.has(path)) return null
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
