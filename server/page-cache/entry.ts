// Turns a page rendered for the cache into what is kept in memory: the body (precompressed with
// brotli and gzip), its headers, an ETag, and the 'sha256-…' hashes of its inline scripts for the
// CSP (docs/decisions/090-origin-page-cache.md). Every page is the same for every visitor
// (docs/decisions/220): nothing is filled in per response.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import { documentEtag } from '~/page-cache/etag.server'
import { brotliOptions } from '../compress'

/** What Remix answered a render made for the cache. `keep: false`: send it, do not keep it. */
export type Rendered = { status: number; headers: Headers; body: string; keep?: boolean }

/** The placeholder the page was rendered with in place of the CSP nonce. */
export type Markers = { readonly nonce: string }

type EntryBase = {
  /** The route's own headers, as rendered (lower-case names). */
  headers: Array<[string, string]>
  /** The cache tags it shows (app/page-cache/page-tags.ts); `site` at least. */
  tags: string[]
  /** The CSP sources of its inline scripts, space-separated. */
  scriptHashes: string
  isHtml: boolean
  identity: Buffer
  /** Filled in by the handler on first use: the headers every answer carries, flat for writeHead. */
  fixed?: string[]
}

/** A page kept in memory, answered 200 or 304. */
export type PageEntry = EntryBase & {
  status?: undefined
  etag: string
  /** Brotli answers so far: the 20th recompresses it at the best quality (upgradeBrotli). */
  brHits: number
  br: Buffer
  gzip: Buffer
  upgrading?: boolean
  /** Filled in by the handler: its Content-Security-Policy, and each answer's headers by encoding and outcome. */
  csp?: string
  answers?: Map<string, { body: Buffer; headers: string[] }>
}

/** An unknown address's 404 page: sent once from the render that found it, never kept. */
export type NotFoundEntry = EntryBase & { status: 404 }

const CACHEABLE_TYPES = /^(text\/html|text\/plain|application\/xml|application\/rss\+xml|text\/xml)\b/
const DROPPED_HEADERS = new Set(['set-cookie', 'content-length', 'etag', 'content-encoding', 'date', 'transfer-encoding', 'connection'])
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * The entry, or null when the response must not be shared. `notFound`: build a 404 page too, to
 * be sent once and not kept (so an unknown address is rendered once per request, not twice), uncompressed.
 */
export function buildEntry(rendered: Rendered, markers: Markers): PageEntry | null
export function buildEntry(rendered: Rendered, markers: Markers, options: { notFound: true }): NotFoundEntry | null
export function buildEntry(rendered: Rendered, markers: Markers, { notFound = false } = {}): PageEntry | NotFoundEntry | null {
  const { status, headers } = rendered
  if (status !== (notFound ? 404 : 200) || headers.has('set-cookie')) return null
  const type = headers.get('content-type') ?? ''
  if (!CACHEABLE_TYPES.test(type)) return null
  const html = rendered.body.replaceAll(` nonce="${markers.nonce}"`, '')
  if (html.includes(markers.nonce)) return null
  if (!notFound && !/^\s*public\b/.test(headers.get('cache-control') ?? '')) return null

  const kept: Array<[string, string]> = []
  headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) kept.push([name, value])
  })
  const hashes: string[] = []
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
    hashes.push(sha256Source(text))
  }
  // What the page shows (app/page-cache/page-tags.ts), for purges by tag; `site` at least.
  const tags = (headers.get('surrogate-key') ?? '').split(/\s+/).filter(Boolean)
  if (!tags.includes('site')) tags.push('site')
  const base = { headers: kept, tags, scriptHashes: [...new Set(hashes)].join(' '), isHtml: type.startsWith('text/html') }
  const body = Buffer.from(html)
  if (notFound) return { ...base, status: 404, identity: body }
  return {
    ...base,
    brHits: 0,
    // The app's rule (the entry's streamed pages get the same one); the entry left it to us (decision 260).
    etag: documentEtag(html),
    identity: body,
    // Quality 6 takes ~3 ms for a 50 KB page, 11 takes ~130 ms for 11% less: a page asked for often is
    // recompressed at 11 in the background (upgradeBrotli).
    br: brotli(body, 6),
    gzip: zlib.gzipSync(body, { level: 9 }),
  }
}

const brotli = (body: Buffer, quality: number) => zlib.brotliCompressSync(body, brotliOptions(quality, body.length))

/** Recompresses a popular page at brotli's best quality off the event loop (zlib's thread pool). */
export function upgradeBrotli(entry: PageEntry): void {
  if (entry.upgrading) return
  entry.upgrading = true
  zlib.brotliCompress(entry.identity, brotliOptions(11, entry.identity.length), (error, better) => {
    if (!error && better.length < entry.br.length) entry.br = better
  })
}

/** Bytes an entry holds, for the cache's memory bound (null: the marker of a page not shared). */
export function entrySize(key: string, entry: PageEntry | null): number {
  if (!entry) return key.length + 64
  return key.length + entry.identity.length + entry.br.length + entry.gzip.length + entry.scriptHashes.length + 512
}
