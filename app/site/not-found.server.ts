import { redirect } from '@remix-run/node'

/**
 * The one way a page answers "not here": a loader throws this 404, and the root's error boundary
 * renders the Not Found page with its meta (app/root.tsx). Cached a minute, so that a page made
 * later at the address shows soon.
 */
export function notFound(): never {
  throw new Response(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } })
}

/**
 * A slug route's "not here". Slugs are lower case, yet an address typed or linked as
 * /services/Cyber-Security means that page: when `exists` finds the lower-case slug, a 301 sends
 * the visitor to its address (cached a minute, like the 404). Anything else is the 404.
 */
export async function notFoundUnlessLowerCase(
  slug: string,
  address: (slug: string) => string,
  exists: (slug: string) => Promise<boolean>,
): Promise<never> {
  const lower = slug.toLowerCase()
  if (lower !== slug && (await exists(lower))) {
    throw redirect(address(lower), { status: 301, headers: { 'Cache-Control': 'public, max-age=60' } })
  }
  notFound()
}
