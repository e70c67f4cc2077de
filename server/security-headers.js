// The security headers of every response, shared by the Express middleware (server.js) and the
// page cache (server/page-cache), so that a page served from memory carries the same policy.

const analyticsOrigin = (() => {
  // Page views go to PLAUSIBLE_API_HOST, which may be plain http: (a test stub, a private network).
  try {
    const origin = new URL(process.env.PLAUSIBLE_API_HOST || '').origin
    return /^https?:\/\/[\w.-]+(:\d+)?$/.test(origin) ? ` ${origin}` : ''
  } catch {
    return ''
  }
})()

/** Headers every response carries, except the Content-Security-Policy. */
export function securityHeaders(isDev) {
  const headers = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'],
  ]
  if (!isDev) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  return headers
}

/**
 * The policy; `scriptSources` names the inline scripts allowed: `'nonce-…'` for a page rendered
 * for this response, `'sha256-…'` hashes for a page from the cache (docs/decisions/090).
 */
export function contentSecurityPolicy(scriptSources, isDev = false) {
  const dev = isDev ? " 'unsafe-inline'" : ''
  return [
    "default-src 'self'",
    isDev ? `script-src 'self' 'unsafe-inline' 'unsafe-eval'` : `script-src 'self' ${scriptSources} 'strict-dynamic'`.replace(/ +/g, ' '),
    `style-src 'self' 'unsafe-inline'${dev}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' https:${analyticsOrigin}${isDev ? ' ws: wss:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
