// The rendered-page cache: an LRU of public pages, bounded by bytes, with purges by tag. Anonymous
// GET/HEAD requests for public pages are answered from memory, compressed once, before Remix does
// any work. A miss renders the page once (concurrent misses wait for that render) with a marker in
// place of the CSP nonce: the kept page allows its inline scripts by hash instead
// (docs/decisions/090-origin-page-cache.md). It is what a single server without a CDN needs.
import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import { documentEtag, matchesEtag } from '~/http-cache/etag.server'
import { cacheKey } from './keys'

/** What Remix answered a render made for the cache. `keep: false`: send it, do not keep it. */
export type Rendered = { status: number; headers: Headers; body: string; keep?: boolean }
/** The placeholder the page was rendered with in place of the CSP nonce. */
export type Markers = { readonly nonce: string }
export type Outcome = 'HIT' | 'MISS'

/** A page kept (or an unknown address's 404, sent once from its render and never kept). */
export type PageEntry = {
  status: 200 | 404
  /** The route's own headers, as rendered (lower-case names). */
  headers: Array<[string, string]>
  /** The cache tags it shows (app/http-cache/page-tags.ts); `site` at least. */
  tags: string[]
  /** The CSP sources of its inline scripts, space-separated. */
  scriptHashes: string
  /** Its Content-Security-Policy, made on first use. */
  csp?: string
  etag: string
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

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

export type PageCache = ReturnType<typeof createPageCache>

/** What the cache holds under a key: a page, or the fact that the address is not shared. */
type Kept = { entry: PageEntry | 'pass'; at: number; size: number }

const CACHEABLE_TYPES = /^(text\/html|text\/plain|application\/xml|application\/rss\+xml|text\/xml)\b/
const DROPPED_HEADERS = new Set(['set-cookie', 'content-length', 'etag', 'content-encoding', 'date', 'transfer-encoding', 'connection'])
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

export function createPageCache({ maxBytes, ttlMs = Infinity, render, baseHeaders, csp, contentVersion }: PageCacheOptions) {
  // A Map keeps insertion order: the least recently used page comes first.
  const lru = new Map<string, Kept>()
  const inflight = new Map<string, Promise<PageEntry | null>>()
  const markers: Markers = { nonce: `pc${crypto.randomBytes(12).toString('hex')}n` }
  const stats = { hits: 0, misses: 0, renders: 0, purges: 0, bytes: 0 }
  let generation = 0
  let lastVersion = contentVersion?.()

  function keep(key: string, entry: PageEntry | 'pass') {
    forget(key)
    const size = key.length + 512 + (entry === 'pass' ? 0 : entry.identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0))
    if (size > maxBytes) return
    lru.set(key, { entry, at: Date.now(), size })
    stats.bytes += size
    for (const [oldest, kept] of lru) {
      if (stats.bytes <= maxBytes) break
      forget(oldest, kept)
    }
  }
  function forget(key: string, kept = lru.get(key)) {
    if (kept && lru.delete(key)) stats.bytes -= kept.size
  }

  /** Forgets the pages that carry any of `tags` (and every remembered "not shared"), or every page. */
  function purge(tags?: readonly string[]): void {
    generation++
    stats.purges++
    inflight.clear()
    const wanted = new Set(tags)
    for (const [key, kept] of lru) {
      // A remembered "pass" (an unknown address's 404) may be a page now: asked again.
      if (!tags || kept.entry === 'pass' || kept.entry.tags.some((tag) => wanted.has(tag))) forget(key, kept)
    }
  }

  function fill(key: string): Promise<PageEntry | null> {
    const pending = inflight.get(key)
    if (pending) return pending
    const started = generation
    stats.renders++
    const filled = render(key, markers)
      .then(async (rendered) => {
        const entry = await buildEntry(rendered, markers)
        // Kept unless a purge came during the render (it may show data from before the change),
        // the render is marked degraded (`keep: false`), or it failed (the next request tries again).
        const kept = entry?.status === 200 ? entry : rendered.status < 500 ? 'pass' : null
        if (kept && rendered.keep !== false && started === generation) keep(key, kept)
        return entry
      })
      .catch((error: unknown) => {
        console.error('[page-cache] render failed:', error)
        return null
      })
      .finally(() => {
        if (inflight.get(key) === filled) inflight.delete(key)
      })
    inflight.set(key, filled)
    return filled
  }

  function send(req: Request, res: Response, entry: PageEntry, outcome: Outcome): void {
    const own = new Set(entry.headers.map(([name]) => name))
    for (const [name, value] of baseHeaders) if (!own.has(name.toLowerCase())) res.setHeader(name, value)
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('X-Page-Cache', outcome)
    res.setHeader('Vary', 'Accept-Encoding')
    if (entry.status === 200) res.setHeader('ETag', entry.etag)
    if (entry.status === 200 && matchesEtag(req.headers['if-none-match'], entry.etag)) {
      res.statusCode = 304
      return void res.end()
    }
    // Brotli whenever the client takes it, as the compression middleware prefers it.
    const encoding = entry.br && req.acceptsEncodings('br') ? 'br' : entry.gzip && req.acceptsEncodings('gzip') ? 'gzip' : null
    const body = encoding ? entry[encoding]! : entry.identity
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Security-Policy', (entry.csp ??= csp(entry.scriptHashes)))
    res.setHeader('Content-Length', body.length)
    res.statusCode = entry.status
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** Express middleware: answers from the cache (HIT, or MISS once rendered), or calls `next`. */
  function handle(req: Request, res: Response, next: NextFunction): void {
    // Purges come from the app (server/index.ts), after a write has been made: never from a request's path.
    const key = maxBytes > 0 ? cacheKey(req.method, req.url, req.headers.cookie) : null
    if (key === null) return next()
    if (contentVersion && contentVersion() !== lastVersion) {
      lastVersion = contentVersion()
      purge()
    }
    const cached = lru.get(key)
    if (cached && Date.now() - cached.at < ttlMs) {
      if (cached.entry === 'pass') return next()
      // Moved to the end: the most recently used.
      lru.delete(key)
      lru.set(key, cached)
      stats.hits++
      return send(req, res, cached.entry, 'HIT')
    }
    stats.misses++
    // Said at once, so that a client who leaves during the render is logged as a miss too.
    res.setHeader('X-Page-Cache', 'MISS')
    const passOn = () => {
      res.removeHeader('X-Page-Cache')
      next()
    }
    fill(key).then((entry) => (entry ? send(req, res, entry, 'MISS') : passOn()), passOn)
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
      return stats.bytes
    },
  }
}

/**
 * What is kept of a render: the page without the nonce marker, its headers, ETag, tags, inline
 * scripts' hashes and compressed bodies; an unknown address's 404 uncompressed (sent once). Null
 * when the page must not be shared: every kept page is the same for every visitor (decision 220).
 */
export async function buildEntry(rendered: Rendered, markers: Markers): Promise<PageEntry | null> {
  const { status, headers } = rendered
  const type = headers.get('content-type') ?? ''
  if ((status !== 200 && status !== 404) || headers.has('set-cookie') || !CACHEABLE_TYPES.test(type)) return null
  const html = rendered.body.replaceAll(` nonce="${markers.nonce}"`, '')
  if (html.includes(markers.nonce)) return null
  if (status === 200 && !/^\s*public\b/.test(headers.get('cache-control') ?? '')) return null

  const kept: Array<[string, string]> = []
  headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) kept.push([name, value])
  })
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`)
  }
  // What the page shows (app/http-cache/page-tags.ts), for purges by tag; `site` at least.
  const tags = (headers.get('surrogate-key') ?? '').split(/\s+/).filter(Boolean)
  if (!tags.includes('site')) tags.push('site')
  const identity = Buffer.from(html)
  // The app's rule (the entry's own pages get the same one); the entry left it to us (decision 260).
  const entry: PageEntry = { status, headers: kept, tags, scriptHashes: [...hashes].join(' '), etag: documentEtag(html), identity }
  if (status !== 200) return entry
  // Compressed once, off the event loop (zlib's thread pool), at a quality worth keeping.
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip(identity, { level: 9 }),
  ])
  return { ...entry, br, gzip: gz }
}
