// The page cache's settings from the environment (README.md lists them), as the app's schema parsed
// it (app/config/env.server.ts: PAGE_CACHE_MB's default, 64 in production and 0 in development, is there).
import type { Env } from '~/config/env.server'

/** The variables read here. */
export type PageCacheEnv = Partial<
  Pick<
    Env,
    | 'PAGE_CACHE_MB'
    | 'PAGE_CACHE_TTL_SECONDS'
    | 'SANITY_PROJECT_ID'
    | 'SANITY_WEBHOOK_SECRET'
    | 'SANITY_CACHE_SECONDS'
    | 'CONTENT_WATCH'
    | 'CDN_PURGE_URL'
    | 'CDN_PURGE_HEADER'
    | 'SUPABASE_URL'
    | 'SUPABASE_ANON_KEY'
    | 'SUPABASE_SERVICE_ROLE_KEY'
    | 'isProduction'
  >
>

/** Where the purge hook is sent (purge.ts): the CDN's or Varnish's purge URL and one header of the operator's. */
type CdnPurgeConfig = { url: string; header: string | undefined }

/** Hosted Supabase's Realtime, heard with the service-role key (realtime-purge.ts). */
export type RealtimeConfig = { url: string; serviceRoleKey: string }

export type PageCacheConfig = {
  /** The memory bound; 0 turns the cache off. */
  maxBytes: number
  /** How long a page is kept (Infinity: until a purge). */
  ttlMs: number
  /** The bundled dataset is watched for edits (no hosted Sanity). */
  watchDataset: boolean
  cdnPurge: CdnPurgeConfig | null
  realtime: RealtimeConfig | null
  /** Hosted Supabase without the service-role key: changes made through other servers are not heard. */
  realtimeNeedsKey: boolean
}

export function pageCacheConfig(env: PageCacheEnv): PageCacheConfig {
  // Hosted Sanity without a webhook: a page may be as old as the content source's own cache allows.
  const hostedWithoutWebhook = Boolean(env.SANITY_PROJECT_ID) && !env.SANITY_WEBHOOK_SECRET
  const sanityTtl = hostedWithoutWebhook ? Number(env.SANITY_CACHE_SECONDS ?? 10) * 1000 : Infinity
  // Several app servers: a write made through another server is not seen here; this bounds how long.
  const ttlMs = Math.min(sanityTtl, (env.PAGE_CACHE_TTL_SECONDS ?? Infinity) * 1000)
  const maxBytes = Math.floor((env.PAGE_CACHE_MB ?? 0) * 1024 * 1024)
  return {
    maxBytes,
    ttlMs,
    watchDataset: !env.SANITY_PROJECT_ID && (!env.isProduction || env.CONTENT_WATCH === 'true'),
    // The CDN (or Varnish) purge hook: told the tags of every change (purge.ts).
    cdnPurge: env.CDN_PURGE_URL ? { url: env.CDN_PURGE_URL, header: env.CDN_PURGE_HEADER || undefined } : null,
    ...realtimeConfig(env, maxBytes),
  }
}

/**
 * Hosted Supabase (several app servers may share it): with the service-role key, each server
 * subscribes to Realtime and hears of the writes made through the others (realtime-purge.ts).
 */
function realtimeConfig(env: PageCacheEnv, maxBytes: number): Pick<PageCacheConfig, 'realtime' | 'realtimeNeedsKey'> {
  const url = env.SUPABASE_URL
  const hosted = maxBytes > 0 && Boolean(url && env.SUPABASE_ANON_KEY)
  const key = env.SUPABASE_SERVICE_ROLE_KEY
  return {
    realtime: hosted && url && key ? { url: url.replace(/\/+$/, ''), serviceRoleKey: key } : null,
    realtimeNeedsKey: hosted && !key,
  }
}
