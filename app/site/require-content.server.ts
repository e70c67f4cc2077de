import { contentUnavailable } from '~/content/content.server'

// A page's own document missing from the content source is an editing mistake, not a visitor's:
// answer 503 (try again) rather than 404 (gone), and say which document in the log.
export function requireContent<T>(doc: T | null | undefined, what: string): T {
  if (doc) return doc
  console.error(`[content] ${what} is missing from the content source`)
  throw contentUnavailable('This page’s content is temporarily unavailable. Please try again in a minute.')
}

/** Throws the 404 that the root error boundary renders as the Not Found page. */
export function notFound(): never {
  throw new Response(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } })
}
