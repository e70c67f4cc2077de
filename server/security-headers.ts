// The security headers of every response, shared by the Express middleware (server/index.ts) and the
// page cache (server/page-cache), so that a page served from memory carries the same ones. The
// Content-Security-Policy is content-security-policy.ts.
import type { ServerResponse } from 'node:http'

/** [name, value] pairs, in the order they are set. */
export type HeaderList = Array<[name: string, value: string]>

/** Headers every response carries, except the Content-Security-Policy. */
export function securityHeaders(isDev: boolean): HeaderList {
  const headers: HeaderList = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // Nothing of this site is for other sites to embed (fonts, images, pages): no-cors reads are refused.
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'],
  ]
  if (!isDev) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  return headers
}

/** The internal header by which a preview response (app/preview/preview-scope.server.ts) names the Studio's origin. */
const PREVIEW_FRAME_HEADER = 'X-Preview-Frame-Ancestor'

/**
 * Called as the headers are written: a preview response may be framed by the Studio's origin
 * alone (Presentation shows the site in an iframe); every other response keeps
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY`. The internal header never leaves.
 */
export function allowPreviewFraming(res: ServerResponse): void {
  const origin = res.getHeader(PREVIEW_FRAME_HEADER)
  if (origin === undefined) return
  res.removeHeader(PREVIEW_FRAME_HEADER)
  const csp = res.getHeader('Content-Security-Policy')
  if (typeof origin !== 'string' || !/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin) || typeof csp !== 'string') return
  res.removeHeader('X-Frame-Options')
  res.setHeader('Content-Security-Policy', csp.replace("frame-ancestors 'none'", `frame-ancestors ${origin}`))
}
