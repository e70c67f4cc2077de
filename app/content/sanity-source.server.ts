import { createClient, type SanityClient } from '@sanity/client'
import { cacheKey } from './bundled-source.server'
import type { ContentSource, QueryParams } from './source'

// The hosted adapter: @sanity/client against the Content Lake, published perspective, through
// the API CDN by default. The read token (if any) stays in this server-only module.
// Every good result is remembered per query and parameters: a failing request logs and serves
// the last good result, so an outage of the Content Lake does not take the pages down.

export interface SanityConfig {
  projectId: string
  dataset: string
  apiVersion: string
  token?: string
  useCdn: boolean
  /** Seconds a result is reused before asking again (0: ask every time). */
  cacheSeconds: number
  /** Retries of a failed request before falling back to the last good result. */
  maxRetries: number
  /** Milliseconds before a request counts as failed, so a slow Content Lake cannot hang pages. */
  timeoutMs: number
}

export const DEFAULT_API_VERSION = '2025-02-19'

export function sanityConfigFromEnv(env: Record<string, string | undefined>): SanityConfig | null {
  if (!env.SANITY_PROJECT_ID) return null
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET || 'production',
    apiVersion: env.SANITY_API_VERSION || DEFAULT_API_VERSION,
    token: env.SANITY_READ_TOKEN || undefined,
    useCdn: env.SANITY_USE_CDN !== 'false',
    cacheSeconds: Number(env.SANITY_CACHE_SECONDS ?? 10),
    maxRetries: 2,
    timeoutMs: 8000,
  }
}

/** Thrown when a query has failed and no earlier result exists to fall back on. */
export class ContentUnavailableError extends Error {
  name = 'ContentUnavailableError'
}

export function createSanitySource(config: SanityConfig, client?: SanityClient): ContentSource {
  const sanity =
    client ??
    createClient({
      projectId: config.projectId,
      dataset: config.dataset,
      apiVersion: config.apiVersion,
      token: config.token,
      useCdn: config.useCdn,
      perspective: 'published',
      maxRetries: config.maxRetries,
      timeout: config.timeoutMs,
    })
  const lastGood = new Map<string, { value: unknown; at: number }>()
  const inFlight = new Map<string, Promise<unknown>>()

  async function query(query: string, params: QueryParams, key: string) {
    try {
      const value = await sanity.fetch(query, params)
      lastGood.set(key, { value, at: Date.now() })
      return value
    } catch (error) {
      const previous = lastGood.get(key)
      console.error(
        `[content] Sanity query failed (${(error as Error).message}); ${previous ? 'serving the last good result' : 'no earlier result to serve'}`,
      )
      if (previous) return previous.value
      throw new ContentUnavailableError('Content is temporarily unavailable', { cause: error })
    }
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
      if (previous && Date.now() - previous.at < config.cacheSeconds * 1000) return previous.value
      let pending = inFlight.get(key)
      if (!pending) {
        pending = query(q, params, key).finally(() => inFlight.delete(key))
        inFlight.set(key, pending)
      }
      return pending
    },
    async check() {
      try {
        await sanity.fetch('count(*[_id == "siteSettings"])')
        return true
      } catch {
        return false
      }
    },
  }
}
