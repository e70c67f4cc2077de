// The security headers of every response, shared by the Express middleware (server.js) and the
// page cache (server/page-cache), so that a page served from memory carries the same ones. The
// Content-Security-Policy is content-security-policy.js.

/** Headers every response carries, except the Content-Security-Policy. */
export function securityHeaders(isDev) {
  const headers = [
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
