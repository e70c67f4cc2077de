// Compression of a rendered answer (Remix's), decided as its headers are final, the way the
// `compression` middleware decided it (text types, over 1 KB, not already encoded, no
// `no-transform`), without patching the response (docs/decisions/275-no-express.md). Cached pages
// and static files are compressed once and kept (server/page-cache, server/static-files.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Transform } from 'node:stream'
import zlib from 'node:zlib'
import { preferredEncoding } from './page-cache/negotiate'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|x-www-form-urlencoded|[\w.-]+\+(json|xml))|image\/svg\+xml)/i
/** Bodies smaller than this are sent as they are: a compressed copy saves less than its headers cost. */
export const COMPRESS_THRESHOLD = 1024

/** Whether a body of this Content-Type is worth compressing (text; images and fonts are compressed already). */
export const compressibleType = (contentType: string) => COMPRESSIBLE.test(contentType)

/** Brotli at `quality` for a body of `size` bytes, for the bodies made once and kept (cached pages, static files). */
export const brotliOptions = (quality: number, size: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
})

/**
 * The compressing stream for this answer, with its headers set (Content-Encoding, Vary, no
 * Content-Length), or null to send it as it is.
 */
export function compressorFor(req: IncomingMessage, res: ServerResponse): Transform | null {
  if (!compressibleType(String(res.getHeader('Content-Type') ?? ''))) return null
  if (/\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))) return null
  addVary(res, 'Accept-Encoding')
  const length = res.getHeader('Content-Length')
  if (length !== undefined && Number(length) < COMPRESS_THRESHOLD) return null
  if (String(res.getHeader('Content-Encoding') ?? 'identity') !== 'identity' || req.method === 'HEAD') return null
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  if (!encoding) return null
  res.setHeader('Content-Encoding', encoding)
  res.removeHeader('Content-Length')
  // A 256 KB brotli window (the default is 4 MB) holds any page whole: about a third less CPU per
  // answer than the default window, for the same bytes. Quality 4, as `compression` had it.
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip()
}

function addVary(res: ServerResponse, field: string): void {
  const vary = res.getHeader('Vary')
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '')
  if (current.split(',').some((name) => ['*', field.toLowerCase()].includes(name.trim().toLowerCase()))) return
  res.setHeader('Vary', current ? `${current}, ${field}` : field)
}
