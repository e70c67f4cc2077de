// One purge, every cache: the origin's page cache forgets the pages that carry any of the tags at
// once, and the purge hook (CDN_PURGE_URL) is told the same tags, so a CDN or Varnish in front drops
// them too (docs/decisions/221-cache-tags-and-exact-purges.md). Called after a write has been made:
// an admin write, the Sanity webhook, a Realtime event from another server, the bundled dataset.
import { NOT_FOUND_TAG } from '~/http-cache/page-tags'
import type { PageCache } from './page-cache'

/** Everything: every page carries `site` (its layout shows the site settings). */
const ALL = ['site']

/** Tells a CDN or Varnish in front which tags to drop; never rejects (a failure is logged). */
export type PurgeHook = (tags: string[]) => Promise<void>

/** Purges the origin's cache and the hook's with one call: `tags` omitted, everything. */
export type Purger = (reason: string | undefined, tags?: string[]) => Promise<void>

type Log = (line: string) => void

/**
 * The purge hook's request, one format that Fastly, Cloudflare and our Varnish VCL all take: a
 * POST with the tags in `Surrogate-Key` (space-separated) and in a JSON body `{ "tags": [...] }`,
 * plus one header of the operator's (`CDN_PURGE_HEADER`, e.g. `Fastly-Key: …` or
 * `Authorization: Bearer …`).
 */
export function cdnPurgeHook({
  url,
  header,
  fetch = globalThis.fetch,
  log = console.error,
}: {
  url: string
  header?: string
  fetch?: typeof globalThis.fetch
  log?: Log
}): PurgeHook {
  const extra = header ? [header.slice(0, header.indexOf(':')).trim(), header.slice(header.indexOf(':') + 1).trim()] : null
  return async (tags) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Surrogate-Key': tags.join(' ') }
    if (extra?.[0]) headers[extra[0]] = extra[1]
    try {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ tags }), signal: AbortSignal.timeout(5_000) })
      if (!response.ok) log(`[page-cache] CDN purge of ${tags.join(' ')} answered ${response.status}`)
      await response.body?.cancel()
    } catch (error) {
      log(`[page-cache] CDN purge of ${tags.join(' ')} failed: ${error instanceof Error ? error.message : error}`)
    }
  }
}

/** The one purge of server/index.ts: the page cache's, then the hook's (when a CDN is configured). */
export function createPurger({
  pageCache,
  hook,
  log = console.log,
}: {
  pageCache: Pick<PageCache, 'purge'>
  hook?: PurgeHook | null
  log?: Log
}): Purger {
  return async (reason, tags) => {
    // An address that was no page may be one now: the shared cache's 404s go with any change, as
    // the origin cache's remembered ones do.
    const purged = tags?.length ? [...new Set([...tags, NOT_FOUND_TAG])] : ALL
    pageCache.purge(tags?.length ? tags : undefined)
    if (reason) log(`[page-cache] purged ${purged.join(' ')}: ${reason}`)
    await hook?.(purged)
  }
}
