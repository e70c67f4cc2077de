import type { HeadersFunction } from '@remix-run/node'
import { env } from '~/config/env.server'

/**
 * Every public response (docs/decisions/221, 298). With a purge hook (CDN_PURGE_URL) a shared cache
 * keeps it until a change purges its tags (a day at most, in case a purge is lost). Without one,
 * nobody tells the shared cache of a change: it keeps a page 60 s at most, 50 s fresh and then, while
 * it asks again, 10 s stale (Varnish's grace is `stale-while-revalidate`, its default grace when
 * absent). A browser revalidates on each use (a 304 by ETag, from the shared cache).
 */
export const PURGED_CACHE_CONTROL = 'public, max-age=0, s-maxage=86400'
export const UNPURGED_CACHE_CONTROL = 'public, max-age=0, s-maxage=50, stale-while-revalidate=10'
/** The longest a shared cache without the purge hook may show a page: s-maxage + stale-while-revalidate. */
export const UNPURGED_MAX_SECONDS = 60

/** The Cache-Control of a public response: long with the purge hook, a minute at most without. */
export function publicCacheControl(): string {
  return env().CDN_PURGE_URL ? PURGED_CACHE_CONTROL : UNPURGED_CACHE_CONTROL
}
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/**
 * The `headers` export of public pages: cacheable by a CDN, unless this response sets a cookie
 * (a flash toast, a CSRF token), which makes it one visitor's own.
 */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, actionHeaders, errorHeaders }) => {
  const setsCookie = [loaderHeaders, parentHeaders, actionHeaders, errorHeaders].some((h) => h?.has('Set-Cookie'))
  // A thrown response's own (a 404's minute, a 503's no-store) wins over the page's.
  const cacheControl = errorHeaders?.get('Cache-Control') ?? loaderHeaders.get('Cache-Control')
  return { 'Cache-Control': setsCookie ? PRIVATE_CACHE_CONTROL : (cacheControl ?? publicCacheControl()) }
}

/** The `headers` export of admin and login pages. */
export const privatePageHeaders: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_CACHE_CONTROL })
