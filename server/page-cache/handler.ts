// The rendered-page cache, in front of everything else: anonymous GET/HEAD requests for public
// pages are answered from memory, precompressed, before the server's other steps and Remix do any
// work. A miss renders the page once (concurrent misses wait for that one render) with a marker in
// place of the CSP nonce; see docs/decisions/090-origin-page-cache.md.
import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { matchesEtag } from '~/page-cache/etag.server'
import { buildEntry, entrySize, upgradeBrotli, type Markers, type NotFoundEntry, type PageEntry, type Rendered } from './entry'
import { cacheKey } from './keys'
import { ByteLru } from './lru'
import { type Encoding, preferredEncoding } from './negotiate'

/** A page that must not be shared: requests for it go through as before. */
const PASS = Symbol('not shared')
/** What the cache holds under a key: a page, or the fact that it is not shared, and when. */
type Kept = { entry: PageEntry | typeof PASS; at: number }
export type Outcome = 'HIT' | 'MISS'

const marker = (kind: string) => `pc${crypto.randomBytes(12).toString('hex')}${kind}`

export type PageCacheOptions = {
  /** The memory bound; 0 turns the cache off (every request goes through). */
  maxBytes: number
  /** How long a page is kept (default: until a purge). */
  ttlMs?: number
  /** Renders the page for a key with `markers.nonce` in place of the CSP nonce. */
  render: (key: string, markers: Markers) => Promise<Rendered>
  /** The security headers every answer carries (a route's own value wins). */
  baseHeaders: ReadonlyArray<readonly [name: string, value: string]>
  /** The Content-Security-Policy allowing these script sources (the page's inline scripts' hashes). */
  csp: (scriptSources: string) => string
  /** Read on every request: when it changes, every page is forgotten (the watched bundled dataset). */
  contentVersion?: () => unknown
}

export type PageCache = {
  /** Answers the request from the cache (HIT, or MISS once rendered), or calls `next` (undefined): then the rest of the server answers it. */
  handle: (req: IncomingMessage, res: ServerResponse, next: () => void, requestId?: string) => Outcome | undefined
  /** Forgets the pages that carry any of `tags`, or every page. */
  purge: (tags?: readonly string[]) => void
  stats: { hits: number; misses: number; renders: number; purges: number }
  markers: Markers
  readonly entries: number
  readonly bytes: number
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { maxBytes, ttlMs = Infinity, render, baseHeaders, csp, contentVersion } = options
  const lru = new ByteLru<Kept>(maxBytes)
  const inflight = new Map<string, Promise<PageEntry | NotFoundEntry | null>>()
  const markers: Markers = { nonce: marker('n') }
  const stats = { hits: 0, misses: 0, renders: 0, purges: 0 }
  let generation = 0
  let lastVersion = contentVersion?.()

  /** Forgets the pages that carry any of `tags` (and what is known not to be shared), or every page. */
  function purge(tags?: readonly string[]): void {
    generation++
    stats.purges++
    inflight.clear()
    if (!tags) return lru.clear()
    const wanted = new Set(tags)
    for (const [key, { value }] of lru.map) {
      // A remembered "pass" (an unknown address's 404) may be a page now: asked again.
      if (value.entry === PASS || value.entry.tags.some((tag) => wanted.has(tag))) lru.delete(key)
    }
  }

  function fill(key: string): Promise<PageEntry | NotFoundEntry | null> {
    let pending = inflight.get(key)
    if (pending) return pending
    const started = generation
    stats.renders++
    pending = render(key, markers)
      .then((rendered): PageEntry | NotFoundEntry | null => {
        const entry = buildEntry(rendered, markers)
        // An unknown address: its 404 page is sent from this render (not rendered again by Remix),
        // and only the fact that it is not shared is kept.
        if (!entry && rendered.status === 404) {
          if (started === generation) lru.set(key, { entry: PASS, at: Date.now() }, entrySize(key, null))
          return buildEntry(rendered, markers, { notFound: true })
        }
        // A server error (content source down) is not remembered: the next request tries again.
        const keep = entry ?? (rendered.status < 500 ? PASS : null)
        // A purge during the render means it may show data from before the change: do not keep it.
        // Nor a render its caller marks as degraded (`keep: false`): the next request renders again.
        if (keep && rendered.keep !== false && started === generation) lru.set(key, { entry: keep, at: Date.now() }, entrySize(key, entry))
        return entry
      })
      .catch((error: unknown) => {
        console.error('[page-cache] render failed:', error)
        return null
      })
      .finally(() => {
        if (inflight.get(key) === pending) inflight.delete(key)
      })
    inflight.set(key, pending)
    return pending
  }

  /**
   * Answers the request from the cache (HIT now, MISS once its render is done) or lets `next` run
   * (undefined). `requestId` is echoed in X-Request-Id: written into the answer's own header list, so
   * a hit's headers go to Node in one array, with no per-request header object.
   */
  function handle(req: IncomingMessage, res: ServerResponse, next: () => void, requestId = ''): Outcome | undefined {
    const method = req.method
    // Purges come from the app (server/index.ts), after a write has been made: never from a request's path.
    if ((method !== 'GET' && method !== 'HEAD') || maxBytes === 0) return void next()
    const key = cacheKey(method, req.url, req.headers.cookie)
    if (key === null) return void next()
    if (contentVersion) {
      const version = contentVersion()
      if (version !== lastVersion) {
        lastVersion = version
        purge()
      }
    }
    const cached = lru.get(key)
    if (cached && Date.now() - cached.at < ttlMs) {
      if (cached.entry === PASS) return void next()
      stats.hits++
      send(req, res, cached.entry, 'HIT', requestId)
      return 'HIT'
    }
    stats.misses++
    fill(key).then(
      (entry) => (entry ? send(req, res, entry, 'MISS', requestId) : next()),
      () => next(),
    )
    return 'MISS'
  }

  /** The headers every response for this entry carries, flat for writeHead; a route's own value wins. */
  function fixedHeaders(entry: PageEntry | NotFoundEntry): string[] {
    if (entry.fixed) return entry.fixed
    const own = new Set(entry.headers.map(([name]) => name.toLowerCase()))
    const pairs = [...baseHeaders.filter(([name]) => !own.has(name.toLowerCase())), ...entry.headers, ['Vary', 'Accept-Encoding']]
    if (entry.status !== 404) pairs.push(['ETag', entry.etag])
    return (entry.fixed = pairs.flat())
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: PageEntry | NotFoundEntry, state: Outcome, requestId: string): void {
    if (entry.status === 404) return sendOnce(req, res, entry, requestId)
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, [...fixedHeaders(entry), 'X-Page-Cache', state, 'X-Request-Id', requestId])
      res.end()
      return
    }
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    if (encoding === 'br' && ++entry.brHits === 20) upgradeBrotli(entry)
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity
    const headers = answerHeaders(entry, encoding, state, body)
    // The list's last value is this request's id: set just before Node copies the list out.
    headers[headers.length - 1] = requestId
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /**
   * A 200's headers, built once per entry, encoding and outcome (a hit copies no array); kept
   * with the body they describe, so a recompressed body gets its own.
   */
  function answerHeaders(entry: PageEntry, encoding: Encoding, state: Outcome, body: Buffer): string[] {
    const memo = (entry.answers ??= new Map())
    const key = `${encoding}:${state}`
    const known = memo.get(key)
    if (known?.body === body) return known.headers
    const headers = [...fixedHeaders(entry), 'X-Page-Cache', state]
    if (encoding) headers.push('Content-Encoding', encoding)
    // Every answer carries the policy (as rendered ones do); one without inline scripts allows none.
    headers.push('Content-Security-Policy', (entry.csp ??= csp(entry.scriptHashes)))
    headers.push('Content-Length', String(body.length), 'X-Request-Id', '')
    memo.set(key, { body, headers })
    return headers
  }

  function sendOnce(req: IncomingMessage, res: ServerResponse, entry: NotFoundEntry, requestId: string): void {
    const headers = [...fixedHeaders(entry), 'X-Page-Cache', 'MISS', 'X-Request-Id', requestId]
    headers.push('Content-Security-Policy', csp(entry.scriptHashes), 'Content-Length', String(entry.identity.length))
    res.writeHead(entry.status, headers)
    res.end(req.method === 'HEAD' ? undefined : entry.identity)
  }

  return {
    handle,
    purge,
    stats,
    markers,
    get entries() {
      return lru.size
    },
    get bytes() {
      return lru.bytes
    },
  }
}
