// The page cache's settings from the environment (README.md lists them).

/** @param {Record<string, string | undefined>} env @param {boolean} isDev */
export function pageCacheConfig(env, isDev) {
  const mb = env.PAGE_CACHE_MB === undefined || env.PAGE_CACHE_MB === '' ? (isDev ? 0 : 64) : Number(env.PAGE_CACHE_MB)
  if (!Number.isFinite(mb) || mb < 0)
    throw new Error(`PAGE_CACHE_MB must be a number of megabytes (0 turns the cache off), not "${env.PAGE_CACHE_MB}"`)
  // Hosted Sanity without a webhook: a page may be as old as the content source's own cache allows.
  const hostedWithoutWebhook = Boolean(env.SANITY_PROJECT_ID) && !env.SANITY_WEBHOOK_SECRET
  const sanityTtl = hostedWithoutWebhook ? Number(env.SANITY_CACHE_SECONDS ?? 10) * 1000 : Infinity
  // Several app servers: a write made through another server is not seen here; this bounds how long.
  const ttlSeconds = env.PAGE_CACHE_TTL_SECONDS ? Number(env.PAGE_CACHE_TTL_SECONDS) : Infinity
  if (!(ttlSeconds > 0)) throw new Error(`PAGE_CACHE_TTL_SECONDS must be a positive number of seconds, not "${env.PAGE_CACHE_TTL_SECONDS}"`)
  const ttlMs = Math.min(sanityTtl, ttlSeconds * 1000)
  const maxBytes = Math.floor(mb * 1024 * 1024)
  return {
    maxBytes,
    ttlMs,
    watchDataset: !env.SANITY_PROJECT_ID && (isDev || env.CONTENT_WATCH === 'true'),
    // The CDN (or Varnish) purge hook: told the tags of every change (purge.js).
    cdnPurge: env.CDN_PURGE_URL ? { url: env.CDN_PURGE_URL, header: env.CDN_PURGE_HEADER || undefined } : null,
    ...realtimeConfig(env, maxBytes),
  }
}

/**
 * Hosted Supabase (several app servers may share it): with the service-role key, each server
 * subscribes to Realtime and hears of the writes made through the others (realtime-purge.js).
 */
function realtimeConfig(env, maxBytes) {
  const hosted = maxBytes > 0 && Boolean(env.SUPABASE_URL && env.SUPABASE_ANON_KEY)
  const key = env.SUPABASE_SERVICE_ROLE_KEY
  return {
    realtime: hosted && key ? { url: env.SUPABASE_URL.replace(/\/+$/, ''), serviceRoleKey: key } : null,
    realtimeNeedsKey: hosted && !key,
  }
}
