// Content negotiation for cached bodies: which precompressed variant a client accepts, and
// whether its If-None-Match names the page's ETag.

const memo = new Map()

/** 'br', 'gzip' or null (identity) for an Accept-Encoding header. */
export function preferredEncoding(acceptEncoding) {
  const { br, gzip } = accepted(acceptEncoding)
  return br ? 'br' : gzip ? 'gzip' : null
}

function accepted(acceptEncoding) {
  if (!acceptEncoding) return { br: false, gzip: false }
  let result = memo.get(acceptEncoding)
  if (result !== undefined) return result
  const accepted = new Map()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1)
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  result = { br: ok('br'), gzip: ok('gzip') }
  if (memo.size < 200) memo.set(acceptEncoding, result)
  return result
}

export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t === `W/${etag}`
  })
}
