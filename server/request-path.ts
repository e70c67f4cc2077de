// The one place that says which path a request is for. Remix routes on the WHATWG URL of the
// request (dot segments resolved, `\` read as `/`, `%2e` read as `.`), matches route segments
// case-insensitively and decodes each segment; every decision the server makes before Remix
// (body limits, the staff area, the page cache's key and bypass) must be made on that same path,
// or `/x/../admin/…` and `/%61dmin/…` would be judged as one path and run as another.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

const UNRESERVED = /%(2[DdEe]|3[0-9]|4[1-9A-Fa-f]|5[0-9Aa]|5[Ff]|6[1-9A-Fa-f]|7[0-9Aa]|7[Ee])/g

/**
 * A path the URL parser would return unchanged: segments of unreserved characters, none empty
 * and none starting with a dot (so no `.` or `..`), no escapes, no backslashes. Every link on
 * the site has this form, so a page-cache hit skips the parser (two `new URL`s cost about 10 %
 * of a hit's CPU).
 */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/

/**
 * The canonical form of a request target's path: dot segments resolved, backslashes (escaped or
 * not) as slashes, repeated slashes as one, and percent-encoded unreserved characters (letters,
 * digits, `-._~`) decoded. Other escapes (`%2F`, `%C3%A9`) are kept as sent. Null for a target that is not a path.
 * `target` is the request line's target (`req.url`).
 */
export function canonicalPath(target: string | undefined): string | null {
  if (!target || target[0] !== '/') return null
  const end = target.search(/[?#]/)
  let raw = end === -1 ? target : target.slice(0, end)
  if (PLAIN_PATH.test(raw)) return raw
  // Decoded first, so that `%2e%2e` and `.%2E` are dot segments for the URL parser as for Remix.
  raw = raw.replace(UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)))
  // An escaped backslash too: Remix decodes it and React Router then parses the path as a URL, where
  // `\` is `/` (a path of `/%5C` alone became the host-less `//`, an invalid URL and a 500).
  raw = raw.replace(/%5C/gi, '\\')
  let pathname: string
  try {
    pathname = new URL(raw.replace(/\\/g, '/').replace(/^\/+/, '/'), 'http://localhost').pathname
  } catch {
    return null
  }
  return pathname.replace(/\/{2,}/g, '/')
}

/**
 * The path as a route decision reads it: canonical, lower-case (routes match case-insensitively),
 * without Remix's `.data` suffix and without a trailing slash.
 */
export function routePath(target: string | undefined): string | null {
  const path = canonicalPath(target)
  return path === null ? null : routeOf(path)
}

/** routePath() of a path already canonical. */
export function routeOf(canonical: string): string {
  return (
    canonical
      .toLowerCase()
      .replace(/\.data$/, '')
      .replace(/\/+$/, '') || '/'
  )
}

/** True when `path` (a routePath) is `prefix` itself or below it. */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

/** Where files keep the case they were built or uploaded with. */
const FILE_PREFIXES = ['/assets/', '/media/', '/content-images/']
const NOT_LOWER_OR_TRAILING = /[A-Z]|.\/$/

/**
 * A page's one address: lower case, with no trailing slash, as every link on the site writes it.
 * Routes match any case and either ending, so without this each spelling (`/About`, `/aBoUt/`)
 * would be another page for a shared cache to keep. A file (a name with an extension, or under a
 * folder of files) keeps its case.
 */
function pageAddress(path: string): string {
  if (!NOT_LOWER_OR_TRAILING.test(path) || /\.[^/]*$/.test(path) || FILE_PREFIXES.some((prefix) => path.startsWith(prefix))) return path
  // No page's address has an escape (slugs are ASCII): one with escapes is left as sent, for the
  // check of what can be decoded (server/index.ts) and the 404 to answer it.
  if (path.includes('%')) return path
  return path.toLowerCase().replace(/\/+$/, '') || '/'
}

/**
 * Where a request whose path is not canonical belongs, or null when it is canonical: the path
 * canonical, and a page's path in its one spelling (pageAddress). A GET is sent on to that
 * address and anything else refused, so that nothing behind this point sees two spellings of one path.
 */
export function canonicalLocation(target: string): string | null {
  const canonical = canonicalPath(target)
  if (canonical === null) return null
  const path = pageAddress(canonical)
  const end = target.search(/[?#]/)
  const rawPath = end === -1 ? target : target.slice(0, end)
  if (path === rawPath) return null
  return path + (end === -1 ? '' : target.slice(end))
}

/**
 * A request target in absolute form (`GET http://host/path`, which HTTP/1.1 servers must accept)
 * as the path and query it names, so that every check here reads it as Remix will; any other
 * target as sent. Clients send it to proxies, and a proxy forwards the path: only a hand-made
 * request reaches here so.
 */
export function originForm(target: string): string {
  if (target[0] === '/' || !/^https?:\/\//i.test(target)) return target
  try {
    const url = new URL(target)
    return url.pathname + url.search
  } catch {
    return target
  }
}

/** More path segments than any page has: Remix's route matching costs grow with their square. */
const MAX_SEGMENTS = 32

/** True when `target`'s path has more than MAX_SEGMENTS segments (no page is that deep). */
export function isTooDeep(target: string): boolean {
  // Shorter targets cannot hold that many segments: the common case costs one comparison.
  if (target.length <= MAX_SEGMENTS * 2) return false
  let segments = 0
  for (let i = 0; i < target.length; i++) {
    const c = target.charCodeAt(i)
    if (c === 63 || c === 35) break // ? #
    if (c === 47 && ++segments > MAX_SEGMENTS) return true // /
  }
  return false
}

/**
 * 308 to the canonical address (the method and body are kept by clients that follow it). The
 * body of a POST is not read: the connection is closed after the answer. `location` is a
 * canonicalLocation(); `baseHeaders` the security headers every answer carries.
 */
export function redirectToCanonical(
  req: IncomingMessage,
  res: ServerResponse,
  location: string,
  baseHeaders: ReadonlyArray<readonly [string, string]> = [],
): void {
  const headers: OutgoingHttpHeaders = Object.fromEntries(baseHeaders)
  Object.assign(headers, { Location: location, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' })
  if (req.method !== 'GET' && req.method !== 'HEAD') headers.Connection = 'close'
  res.writeHead(308, headers)
  res.end(req.method === 'HEAD' ? undefined : `Moved to ${location}\n`)
}
