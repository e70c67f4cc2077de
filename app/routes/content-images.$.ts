import type { LoaderFunctionArgs } from '@remix-run/node'
import { contentDir } from '~/config/env.server'
import { readImageFile } from '~/content/image-files.server'
import { notFoundHeaders } from '~/site/not-found.server'

// GET /content-images/<file>: the bundled dataset's images. URLs carry ?v=<content hash>, so a
// matching request is cached for a year (immutable); any other is revalidated by ETag.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const file = await readImageFile(params['*'] ?? '', contentDir())
  // An image the dataset may have later: kept by a shared cache until a change purges it.
  if (!file) return new Response('Not found', { status: 404, headers: notFoundHeaders() })

  const versioned = new URL(request.url).searchParams.get('v') === file.version
  const headers = new Headers({
    'Content-Type': file.mimeType,
    ETag: file.etag,
    'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600, must-revalidate',
    // An SVG opened on its own must not run scripts or load anything.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    // Content images appear in the feed and social cards, which other sites show.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  })
  if (request.headers.get('If-None-Match') === file.etag) return new Response(null, { status: 304, headers })
  headers.set('Content-Length', String(file.body.length))
  return new Response(new Uint8Array(file.body), { status: 200, headers })
}
