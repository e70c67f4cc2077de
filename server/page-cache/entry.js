// Turns a page rendered for the cache into what is kept in memory: the body (precompressed with
// brotli and gzip), its headers, an ETag, and the 'sha256-…' hashes of its inline scripts for the
// CSP (docs/decisions/090-origin-page-cache.md). Every page is the same for every visitor
// (docs/decisions/220): nothing is filled in per response.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

const CACHEABLE_TYPES = /^(text\/html|text\/plain|application\/xml|application\/rss\+xml|text\/xml)\b/
const DROPPED_HEADERS = new Set(['set-cookie', 'content-length', 'etag', 'content-encoding', 'date', 'transfer-encoding', 'connection'])
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

const sha256Source = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * @param {{ status: number, headers: Headers, body: string }} rendered what Remix answered
 * @param {{ nonce: string }} markers the placeholder it was rendered with
 * @param {{ notFound?: boolean }} [options] `notFound`: build a 404 page too, to be sent once and
 *   not kept (so an unknown address is rendered once per request, not twice), uncompressed
 * @returns the entry, or null when the response must not be shared
 */
export function buildEntry(rendered, markers, { notFound = false } = {}) {
  const { status, headers } = rendered
  if (status !== (notFound ? 404 : 200) || headers.has('set-cookie')) return null
  const type = headers.get('content-type') ?? ''
  if (!CACHEABLE_TYPES.test(type)) return null
  const html = rendered.body.replaceAll(` nonce="${markers.nonce}"`, '')
  if (html.includes(markers.nonce)) return null
  if (!notFound && !/^\s*public\b/.test(headers.get('cache-control') ?? '')) return null

  const kept = []
  headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) kept.push([name, value])
  })
  const hashes = []
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
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
    identity: body,
    // Quality 6 takes ~3 ms for a 50 KB page, 11 takes ~130 ms for 11% less: a page asked for often is
    // recompressed at 11 in the background (upgradeBrotli).
    br: brotli(body, 6),
    gzip: zlib.gzipSync(body, { level: 9 }),
  }
}

const brotli = (body, quality) =>
  zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })

/** Recompresses a popular page at brotli's best quality off the event loop (zlib's thread pool). */
export function upgradeBrotli(entry) {
  if (entry.upgrading) return
  entry.upgrading = true
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length }
  zlib.brotliCompress(entry.identity, { params }, (error, better) => {
    if (!error && better.length < entry.br.length) entry.br = better
  })
}

/** Bytes an entry holds, for the cache's memory bound. */
export function entrySize(key, entry) {
  if (!entry) return key.length + 64
  return key.length + entry.identity.length + entry.br.length + entry.gzip.length + entry.scriptHashes.length + 512
}
