import type { HeadersFunction } from '@remix-run/node'

const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/**
 * The `headers` export of public pages: cacheable by a CDN, unless this response sets a cookie
 * (a flash toast, a CSRF token), which makes it one visitor's own.
 */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, actionHeaders }) => {
  const setsCookie = [loaderHeaders, parentHeaders, actionHeaders].some((h) => h?.has('Set-Cookie'))
  const cacheControl = loaderHeaders.get('Cache-Control')
  return { 'Cache-Control': setsCookie ? PRIVATE_CACHE_CONTROL : (cacheControl ?? PUBLIC_CACHE_CONTROL) }
}

/** The `headers` export of admin and login pages. */
export const privatePageHeaders: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_CACHE_CONTROL })
