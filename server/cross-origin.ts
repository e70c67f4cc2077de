// Cross-site request protection for every state-changing request, the way Go 1.25's
// http.CrossOriginProtection does it: browsers say where a request comes from in Sec-Fetch-Site
// (all current ones) or at least in Origin. A form posted from another site is refused before
// the app reads it, whatever its CSRF token. Requests without either header are not from a
// browser (curl, webhooks) and are left to the app's own checks (CSRF tokens, sign-in).

import type { IncomingMessage } from 'node:http'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Null when the request may go on, else why it is refused.
 * `siteOrigin`: SITE_URL's origin; `forwardedHost`: also accept X-Forwarded-Host (behind a trusted proxy).
 */
export function crossOriginProblem(
  req: Pick<IncomingMessage, 'method' | 'headers'>,
  { siteOrigin, forwardedHost = false }: { siteOrigin: string; forwardedHost?: boolean },
): string | null {
  if (SAFE_METHODS.has(req.method ?? '')) return null
  const site = req.headers['sec-fetch-site']
  if (site === 'same-origin' || site === 'none') return null
  const origin = req.headers.origin
  // The browser says cross-site or same-site (a sibling subdomain): only SITE_URL's own origin may.
  if (site) return origin === siteOrigin ? null : `cross-origin request (Sec-Fetch-Site: ${site})`
  // An older browser: Origin only. No Origin at all: not a browser's form.
  if (origin === undefined) return null
  return isOwnOrigin(origin, req, siteOrigin, forwardedHost) ? null : `cross-origin request (Origin: ${origin})`
}

function isOwnOrigin(origin: string, req: Pick<IncomingMessage, 'headers'>, siteOrigin: string, forwardedHost: boolean) {
  if (origin === siteOrigin) return true
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    return false // "null" (a sandboxed or privacy-sensitive context) included
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  // As Go does: the Origin's host (with port) equals the Host the request was sent to.
  const hosts = [req.headers.host]
  if (forwardedHost) hosts.push(...String(req.headers['x-forwarded-host'] ?? '').split(','))
  return hosts.some((host) => host && host.trim().toLowerCase() === parsed.host)
}

export const CROSS_SITE_MESSAGE =
  'This form was sent from another website, so it was refused. Open the page on this site, reload it and send the form again.'
