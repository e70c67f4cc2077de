// Content negotiation for cached bodies: which precompressed variant a client accepts. Whether
// its If-None-Match names the page's ETag is the app's rule (app/page-cache/etag.server.ts).

/** The variant sent: brotli, gzip, or null for the identity body. */
export type Encoding = 'br' | 'gzip' | null

type Accepted = { br: boolean; gzip: boolean }

const memo = new Map<string, Accepted>()

/** 'br', 'gzip' or null (identity) for an Accept-Encoding header. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const { br, gzip } = accepted(acceptEncoding)
  return br ? 'br' : gzip ? 'gzip' : null
}

function accepted(acceptEncoding: string | undefined): Accepted {
  if (!acceptEncoding) return { br: false, gzip: false }
  let result = memo.get(acceptEncoding)
  if (result !== undefined) return result
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1)
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  result = { br: ok('br'), gzip: ok('gzip') }
  if (memo.size < 200) memo.set(acceptEncoding, result)
  return result
}
