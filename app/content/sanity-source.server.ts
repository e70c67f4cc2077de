import { createClient, type SanityClient } from '@sanity/client'
import { BoundedCache, DEFAULT_CACHE_LIMITS, resultBytes, type CacheLimits } from './bounded-cache'
import { cacheKey } from './bundled-source.server'
import { previewOptions } from './preview-read.server'
import type { ContentSource, QueryParams } from './source'
import { metrics } from '~/observability/metrics.server'

// The hosted adapter: @sanity/client against the Content Lake, published perspective, through
// the API CDN by default. The read token (if any) stays in this server-only module.
// Every good result is remembered per query and parameters, in a cache bounded by entries and
// bytes. A result older than cacheSeconds is served at once while one background request
// refreshes it (stale-while-revalidate), so an outage of the Content Lake costs pages nothing
// once they have been served; only a result never fetched waits, for one short attempt and at
// most one retry (it was up to 3 x 8 s per expired key; decision 123).

export interface SanityConfig {
  projectId: string
  dataset: string
  apiVersion: string
  token?: string
  /** SANITY_VIEWER_TOKEN: reads drafts for previews (server-only); none, no preview. */
  viewerToken?: string
  /** Tests only (SANITY_API_HOST): a loopback fake of the Content Lake instead of <project>.api.sanity.io. */
  apiHost?: string
  useCdn: boolean
  /** Seconds a result is reused before asking again (0: ask every time). */
  cacheSeconds: number
  /** Retries of a failed request before falling back to the last good result (at most 1). */
  maxRetries: number
  /** Milliseconds before a request counts as failed, so a slow Content Lake cannot hang pages. */
  timeoutMs: number
  /** Bounds of the result cache (default: DEFAULT_CACHE_LIMITS). */
  cache?: CacheLimits
}

/** /healthz asks with this budget, never the pages' retries. */
const HEALTH_TIMEOUT_MS = 2000

const DEFAULT_API_VERSION = '2025-02-19'

/** The variables sanityConfigFromEnv reads. */
type SanityVariable =
  | 'SANITY_PROJECT_ID'
  | 'SANITY_DATASET'
  | 'SANITY_API_VERSION'
  | 'SANITY_API_HOST'
  | 'SANITY_READ_TOKEN'
  | 'SANITY_VIEWER_TOKEN'
  | 'SANITY_USE_CDN'
  | 'SANITY_CACHE_SECONDS'

export function sanityConfigFromEnv(env: Partial<Record<SanityVariable, string>>): SanityConfig | null {
  if (!env.SANITY_PROJECT_ID) return null
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET || 'production',
    apiVersion: env.SANITY_API_VERSION || DEFAULT_API_VERSION,
    token: env.SANITY_READ_TOKEN || undefined,
    viewerToken: env.SANITY_VIEWER_TOKEN || undefined,
    apiHost: env.SANITY_API_HOST || undefined,
    useCdn: env.SANITY_USE_CDN !== 'false',
    cacheSeconds: Number(env.SANITY_CACHE_SECONDS ?? 10),
    maxRetries: 1,
    timeoutMs: 3000,
  }
}

/** The client previews read with (SANITY_VIEWER_TOKEN), also the one that checks Presentation's secret; null without the token. */
export function createViewerClient(config: SanityConfig): SanityClient | null {
  if (!config.viewerToken) return null
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.viewerToken,
    useCdn: false,
    perspective: 'drafts',
    // An editor can wait longer than a visitor: with no cached result to fall back on, a slow
    // answer is better than a 503.
    timeout: Math.max(config.timeoutMs, 10_000),
    maxRetries: 1,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  })
}

/** Thrown when a query has failed and no earlier result exists to fall back on. */
class ContentUnavailableError extends Error {
  name = 'ContentUnavailableError'
}

export function createSanitySource(config: SanityConfig, client?: SanityClient): ContentSource {
  const host = config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}
  const sanity =
    client ??
    createClient({
      projectId: config.projectId,
      dataset: config.dataset,
      apiVersion: config.apiVersion,
      token: config.token,
      useCdn: config.apiHost ? false : config.useCdn,
      perspective: 'published',
      maxRetries: Math.min(config.maxRetries, 1),
      timeout: config.timeoutMs,
      ...host,
    })
  // Previews ask the live API (no CDN) with the viewer token, each time: no result cache.
  const viewer = client && config.viewerToken ? client.withConfig({ token: config.viewerToken, useCdn: false }) : createViewerClient(config)
  const lastGood = new BoundedCache<{ value: unknown; at: number }>(config.cache ?? DEFAULT_CACHE_LIMITS)
  const inFlight = new Map<string, Promise<unknown>>()
  const maxAge = config.cacheSeconds * 1000

  /** One request per key at a time; a failure serves (and keeps serving) the last good result. */
  function refresh(query: string, params: QueryParams, key: string): Promise<unknown> {
    let pending = inFlight.get(key)
    if (pending) return pending
    pending = sanity
      .fetch(query, params)
      .then((value) => {
        lastGood.set(key, { value, at: Date.now() }, resultBytes(value))
        return value
      })
      .catch((error: Error) => {
        const previous = lastGood.get(key)
        console.error(
          `[content] Sanity query failed (${error.message}); ${previous ? 'serving the last good result' : 'no earlier result to serve'}`,
        )
        if (!previous) throw new ContentUnavailableError('Content is temporarily unavailable', { cause: error })
        metrics().contentErrors.inc({ served: 'stale' })
        // Not asked again for another cacheSeconds: an outage costs one request per key and period.
        lastGood.set(key, { value: previous.value, at: Date.now() }, resultBytes(previous.value))
        return previous.value
      })
      .finally(() => inFlight.delete(key))
    inFlight.set(key, pending)
    return pending
  }

  return {
    kind: 'sanity',
    describe: () => ({
      kind: 'sanity',
      projectId: config.projectId,
      dataset: config.dataset,
      apiVersion: config.apiVersion,
      useCdn: config.useCdn,
      authenticated: Boolean(config.token),
    }),
    async fetch(q, params = {}) {
      const key = cacheKey(q, params)
      const previous = lastGood.get(key)
      // Never fetched, or invalidated by a content change: wait (an outage still serves the previous).
      if (!previous || previous.at === 0) return refresh(q, params, key)
      if (Date.now() - previous.at >= maxAge) void refresh(q, params, key).catch(() => undefined)
      return previous.value
    },
    preview: viewer ? (query, params, read) => viewer.fetch(query, params, previewOptions(read)) : undefined,
    cacheStats: () => ({ entries: lastGood.size, bytes: lastGood.bytes }),
    invalidate() {
      // The last good results stay as the fallback for an outage; marked as changed (at 0), the
      // next use waits for a fresh result instead of serving this one while revalidating.
      for (const entry of lastGood.values()) entry.at = 0
      inFlight.clear()
    },
    async check() {
      try {
        await sanity.fetch('count(*[_id == "siteSettings"])', {}, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) })
        return true
      } catch {
        return false
      }
    },
  }
}
