// The Content-Security-Policy of every response. Scripts: this response's nonce plus what a
// nonce'd script loads ('strict-dynamic'). Connections: our own origin and the configured
// analytics only. Images: our own origin, the hosted content and storage origins in use, and
// IMAGE_ORIGINS (default `https:`, because the post and client forms accept an image URL on any
// https site: the specification; an operator who uses only the media library can narrow it).

const GA_CONNECT = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com'

/** An http(s) origin from a URL, or null. */
function originOf(value) {
  try {
    const url = new URL(String(value ?? '').trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The parts of the policy that depend on configuration, worked out once at start-up.
 * @param {Record<string, string | undefined>} [env]
 */
export function policySources(env = process.env) {
  const connect = []
  if (env.PLAUSIBLE_DOMAIN?.trim()) connect.push(originOf(env.PLAUSIBLE_API_HOST) ?? 'https://plausible.io')
  else if (/^G-[A-Z0-9]+$/i.test(env.GA4_MEASUREMENT_ID?.trim() ?? '')) connect.push(GA_CONNECT)
  const images = []
  if (env.SANITY_PROJECT_ID) images.push('https://cdn.sanity.io')
  const supabase = env.SUPABASE_URL && originOf(env.SUPABASE_URL)
  if (supabase) images.push(supabase)
  const extra = (env.IMAGE_ORIGINS ?? 'https:').split(/[\s,]+/).filter((source) => source === 'https:' || originOf(source))
  images.push(...extra.map((source) => (source === 'https:' ? source : originOf(source))))
  if (connect.includes(GA_CONNECT)) images.push(GA_CONNECT)
  return { connect: [...new Set(connect)], images: [...new Set(images)] }
}

/**
 * The policy. Inline scripts are allowed by this response's nonce or, for a page served from the
 * page cache, by `scriptSources`: the `'sha256-…'` hashes of its inline scripts (docs/decisions/090).
 */
export function contentSecurityPolicy(nonce, { isDev = false, sources = policySources(), scriptSources } = {}) {
  const list = (items) => (items.length ? ` ${items.join(' ')}` : '')
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
