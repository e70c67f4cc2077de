/**
 * The one way a page answers "not here": a loader throws this 404, and the root's error boundary
 * renders the Not Found page with its meta (app/root.tsx). Cached a minute, so that a page made
 * later at the address shows soon.
 */
export function notFound(): never {
  throw new Response(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } })
}
