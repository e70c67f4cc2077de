// The security headers of every response and its Content-Security-Policy, in one place: set by the
// server (server/index.ts) on every answer, and by the page cache (server/page-cache) on the pages
// it serves from memory, with their inline scripts' hashes instead of a nonce.
import type { ServerResponse } from 'node:http'
import type { Env } from '~/config/env.server'

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

// The policy. Scripts: this response's nonce plus what a nonce'd script loads ('strict-dynamic').
// Connections: our own origin, the configured analytics and error reports only. Images: our own origin, the hosted
// content and storage origins in use, and IMAGE_ORIGINS (default `https:`, because the post and
// client forms accept an image URL on any https site: the specification; an operator who uses only
// the media library can narrow it).

/** The configured sources, worked out once at start-up (policySources). */
export type PolicySources = { connect: string[]; images: string[] }

/** The environment variables the policy reads, as app/config/env.server.ts checked them. */
type PolicyEnv = Partial<
  Pick<
    Env,
    'PLAUSIBLE_DOMAIN' | 'PLAUSIBLE_API_HOST' | 'GA4_MEASUREMENT_ID' | 'SANITY_PROJECT_ID' | 'SUPABASE_URL' | 'IMAGE_ORIGINS' | 'SENTRY_DSN'
  >
>

const GA_CONNECT = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com'

/** An http(s) origin from a URL, or null. */
function originOf(value: string | undefined): string | null {
  try {
    const url = new URL(String(value ?? '').trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The parts of the policy that depend on configuration, worked out once at start-up. An empty
 * IMAGE_ORIGINS means this site's images only; unset, any https image (`https:`).
 */
export function policySources(env: PolicyEnv): PolicySources {
  const connect: string[] = []
  if (env.PLAUSIBLE_DOMAIN) connect.push(originOf(env.PLAUSIBLE_API_HOST) ?? 'https://plausible.io')
  else if (/^G-[A-Z0-9]+$/i.test(env.GA4_MEASUREMENT_ID ?? '')) connect.push(GA_CONNECT)
  // Browsers post error reports there, only when SENTRY_DSN is set (docs/decisions/292).
  const reports = originOf(env.SENTRY_DSN)
  if (reports) connect.push(reports)
  const images: string[] = []
  if (env.SANITY_PROJECT_ID) images.push('https://cdn.sanity.io')
  const supabase = env.SUPABASE_URL && originOf(env.SUPABASE_URL)
  if (supabase) images.push(supabase)
  const extra = (env.IMAGE_ORIGINS ?? 'https:').split(/[\s,]+/).filter((source) => source === 'https:' || originOf(source))
  images.push(...extra.map((source) => (source === 'https:' ? source : originOf(source)!)))
  if (connect.includes(GA_CONNECT)) images.push(GA_CONNECT)
  return { connect: [...new Set(connect)], images: [...new Set(images)] }
}

/**
 * The policy. Inline scripts are allowed by this response's nonce or, for a page served from the
 * page cache, by `scriptSources`: the `'sha256-…'` hashes of its inline scripts (docs/decisions/090).
 */
export function contentSecurityPolicy(
  nonce: string | null,
  { isDev = false, sources, scriptSources }: { isDev?: boolean; sources: PolicySources; scriptSources?: string },
): string {
  const list = (items: string[]) => (items.length ? ` ${items.join(' ')}` : '')
  const scripts = scriptSources ?? `'nonce-${nonce}'`
  return [
    "default-src 'self'",
    isDev ? `script-src 'self' 'unsafe-inline' 'unsafe-eval'` : `script-src 'self' ${scripts} 'strict-dynamic'`.replace(/ +/g, ' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${list(sources.images)}`,
    "font-src 'self' data:",
    `connect-src 'self'${list(sources.connect)}${isDev ? ' ws: wss:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
