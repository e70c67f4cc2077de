import type { LoaderFunctionArgs } from '@remix-run/node'
import { getBackend } from '~/backend/index.server'
import { isValidMediaName } from '~/backend/media-name'
import { isVariantFileName } from '~/media/variant-set'

// The files made from an uploaded image in the embedded mode (/media/<name>/640.avif; decision
// 295): made at upload, so this serves and never makes one: a width or format outside the fixed
// set is a 404 that costs a name check. Immutable: a stored name never changes content. Hosted,
// pages link the bucket's public URLs instead, and this redirects there.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const name = params.name ?? ''
  const file = params.file ?? ''
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  if (!isValidMediaName(name) || !isVariantFileName(file)) return notFound()
  const backend = getBackend()
  if (backend.kind !== 'embedded') {
    return new Response(null, { status: 301, headers: { Location: backend.forRequest(request).media.variantUrl(name, file) } })
  }
  const variant = await backend.readMediaVariant(name, file)
  if (!variant) return notFound()
  return new Response(variant.body, {
    headers: {
      'Content-Type': variant.mimetype,
      'Content-Length': String(variant.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  })
}
