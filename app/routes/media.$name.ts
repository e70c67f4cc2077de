import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { getBackend } from '~/backend/index.server'
import { isValidMediaName } from '~/backend/media-name'

// Public URLs of the media bucket in the embedded mode (/media/<stored name>), like Supabase's
// public bucket URLs. Uploaded files are untrusted: the stored type is served with nosniff, and
// only types that cannot run script are shown inline. SVG is inline (logos) but sandboxed.
const INLINE = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'application/pdf',
  'text/plain',
  'video/mp4',
  'video/webm',
  'audio/mpeg',
])

export async function loader({ params, request }: LoaderFunctionArgs) {
  const name = params.name ?? ''
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  // Only names this app could have stored, in both modes: hosted, a redirect built from anything
  // else would point our origin's URL at another path of the Storage API (`../`, `?`, `#`).
  if (!isValidMediaName(name)) return notFound()
  const backend = getBackend()
  if (backend.kind !== 'embedded') return redirect(backend.forRequest(request).media.publicUrl(name), 301)
  const file = await backend.readMedia(name)
  if (!file) return notFound()

  const mimetype = /^[\w.+-]+\/[\w.+-]+$/.test(file.mimetype) ? file.mimetype.toLowerCase() : 'application/octet-stream'
  const inline = INLINE.has(mimetype)
  return new Response(file.body, {
    headers: {
      'Content-Type': mimetype === 'text/plain' ? 'text/plain; charset=utf-8' : mimetype,
      'Content-Length': String(file.size),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${file.name}"`,
      'X-Content-Type-Options': 'nosniff',
      // Even opened directly, a file gets no script, no plugins and a unique origin.
      'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      // Stored names carry an upload timestamp, so a name never changes content; a deleted file
      // may linger in caches for up to a day.
      'Cache-Control': 'public, max-age=86400',
      // Public addresses, as Supabase Storage's are: a feed reader or another site may show them.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  })
}
