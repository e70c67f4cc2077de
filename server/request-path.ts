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

/**
 * Where a request whose path is not canonical belongs, or null when it is canonical. Browsers
 * never send such paths; a GET is sent on to the canonical address and anything else refused, so
 * that nothing behind this point sees two spellings of one path.
 */
export function canonicalLocation(target: string): string | null {
  const path = canonicalPath(target)
  if (path === null) return null
  const end = target.search(/[?#]/)
  const rawPath = end === -1 ? target : target.slice(0, end)
  if (path === rawPath) return null
  return path + (end === -1 ? '' : target.slice(end))
}

/**
 * 308 to the canonical address (the method and body are kept by clients that follow it). The
 * body of a POST is not read: the connection is closed after the answer. `location` is a
 * canonicalLocation().
 */
export function redirectToCanonical(req: IncomingMessage, res: ServerResponse, location: string): void {
  const headers: OutgoingHttpHeaders = {
    Location: location,
    'Cache-Control': 'no-store',
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') headers.Connection = 'close'
  res.writeHead(308, headers)
  res.end(req.method === 'HEAD' ? undefined : `Moved to ${location}\n`)
}
