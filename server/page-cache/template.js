// Turns a page rendered for the cache into what is kept in memory: the body (precompressed with
// brotli and gzip), its headers, an ETag, and the 'sha256-…' hashes of its inline scripts for the
// CSP. A page with per-response values (the enquiry form's token and key) is kept as static parts
// with slots between them instead (docs/decisions/090-origin-page-cache.md).
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import { prepareGzip } from './gzip-splice.js'

const CACHEABLE_TYPES = /^(text\/html|text\/plain|application\/xml|application\/rss\+xml|text\/xml)\b/
const DROPPED_HEADERS = new Set(['set-cookie', 'content-length', 'etag', 'content-encoding', 'date', 'transfer-encoding', 'connection'])
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

const sha256Source = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * @param {{ status: number, headers: Headers, body: string }} rendered what Remix answered
 * @param {{ nonce: string, slots: Record<string, string> }} markers the placeholders it was rendered with
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

  const slotNames = Object.keys(markers.slots).filter((name) => html.includes(markers.slots[name]))
  const cacheControl = headers.get('cache-control') ?? ''
  // A private page may be shared only as a template whose per-visitor parts are filled per response.
  if (!/^\s*public\b/.test(cacheControl) && slotNames.length === 0) return null

  const kept = []
  headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) kept.push([name, value])
  })

  const hashes = []
  const dynamicScripts = []
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
    if (slotNames.some((name) => text.includes(markers.slots[name]))) dynamicScripts.push(text)
    else hashes.push(sha256Source(text))
  }
  const base = { headers: kept, scriptHashes: [...new Set(hashes)].join(' '), isHtml: type.startsWith('text/html') }

  if (notFound) return slotNames.length === 0 ? { ...base, status: 404, identity: Buffer.from(html) } : null
  if (slotNames.length === 0) {
    const body = Buffer.from(html)
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

  // Split at every slot: parts[0] slot parts[1] slot … parts[n].
  const pattern = new RegExp(slotNames.map((name) => markers.slots[name]).join('|'), 'g')
  const byMarker = Object.fromEntries(slotNames.map((name) => [markers.slots[name], name]))
  const parts = []
  const order = []
  let last = 0
  for (const match of html.matchAll(pattern)) {
    parts.push(Buffer.from(html.slice(last, match.index)))
    order.push(byMarker[match[0]])
    last = match.index + match[0].length
  }
  parts.push(Buffer.from(html.slice(last)))
  // Per response only the part of a script from its first value on is hashed: the hash state of
  // the part before it is kept (Hash.copy()).
  const scripts = dynamicScripts.map((text) => {
    const pieces = []
    const names = []
    let at = 0
    for (const match of text.matchAll(pattern)) {
      pieces.push(text.slice(at, match.index))
      names.push(byMarker[match[0]])
      at = match.index + match[0].length
    }
    pieces.push(text.slice(at))
    return { prefix: createHash('sha256').update(pieces[0]), pieces, names }
  })
  return { ...base, template: { parts, order, gzip: prepareGzip(parts), scripts } }
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
  const t = entry.template
  const body = t
    ? t.parts.reduce((n, p) => n + p.length, 0) + t.gzip.reduce((n, p) => n + p.deflated.length + 128, 0)
    : entry.identity.length + entry.br.length + entry.gzip.length
  return key.length + body + entry.scriptHashes.length + 512
}

/** The body and inline-script hashes of a template filled with this response's values. */
export function fillTemplate(template, values) {
  const buffers = template.order.map((name) => Buffer.from(values[name]))
  const body = []
  template.parts.forEach((part, i) => {
    body.push(part)
    if (i < buffers.length) body.push(buffers[i])
  })
  const hashes = template.scripts.map(({ prefix, pieces, names }) => {
    const hash = prefix.copy()
    names.forEach((name, i) => hash.update(values[name]).update(pieces[i + 1]))
    return `'sha256-${hash.digest('base64')}'`
  })
  return { body, values: buffers, hashes: hashes.join(' ') }
}
