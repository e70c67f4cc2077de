import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { invalidateContent } from '~/content/content.server'

// POST /api/revalidate: Sanity's webhook after a content change. A request signed with
// SANITY_WEBHOOK_SECRET empties the content source's cache and the rendered-page cache, so the
// change shows on the next request (docs/decisions/090-origin-page-cache.md).

const MAX_BODY_BYTES = 256 * 1024
/** A signature older than this is refused, so a captured request cannot be replayed for long. */
const MAX_AGE_MS = 5 * 60 * 1000

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

export async function handleSanityWebhook(
  request: Request,
  options: { secret: string | undefined; purge?: (reason: string, tags?: string[]) => void; now?: number },
) {
  if (!options.secret) return text('Not Found', 404)
  if (request.method !== 'POST') return text('Method Not Allowed', 405)
  const signature = request.headers.get(SIGNATURE_HEADER_NAME) ?? ''
  const body = await request.text()
  if (body.length > MAX_BODY_BYTES) return text('Payload Too Large', 413)
  const timestamp = Number(/^t=(\d+)/.exec(signature.trim())?.[1])
  const fresh = Math.abs((options.now ?? Date.now()) - timestamp) <= MAX_AGE_MS
  if (!fresh || !body || !(await isValidSignature(body, signature, options.secret))) return text('Invalid signature', 401)
  invalidateContent()
  // Content documents show in every page's navigation and footer: every page (tag `site`).
  options.purge?.('Sanity webhook', ['site'])
  return new Response(JSON.stringify({ revalidated: true }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
}
