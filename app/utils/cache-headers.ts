import type { HeadersFunction } from '@remix-run/node'

/**
 * Every public response (docs/decisions/221): a shared cache keeps it until a change purges its
 * tags (a day at most, in case a purge is lost); a browser revalidates on each use (a 304 by ETag,
 * from the shared cache), so nobody waits for a change.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=86400'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/**
 * The `headers` export of public pages: cacheable by a CDN, unless this response sets a cookie
 * (a flash toast, a CSRF token), which makes it one visitor's own.
 */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, actionHeaders, errorHeaders }) => {
  const setsCookie = [loaderHeaders, parentHeaders, actionHeaders, errorHeaders].some((h) => h?.has('Set-Cookie'))
  // A thrown response's own (a 404's minute, a 503's no-store) wins over the page's.
  const cacheControl = errorHeaders?.get('Cache-Control') ?? loaderHeaders.get('Cache-Control')
  return { 'Cache-Control': setsCookie ? PRIVATE_CACHE_CONTROL : (cacheControl ?? PUBLIC_CACHE_CONTROL) }
}

/** The `headers` export of admin and login pages. */
export const privatePageHeaders: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_CACHE_CONTROL })
