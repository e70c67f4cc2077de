import { redirect } from '@remix-run/node'
import { NOT_FOUND_TAGS, tagHeaders } from '~/http-cache/page-tags'
import { publicCacheControl } from '~/utils/cache-headers'

/** An answer for an address that is no page (a 404 resource, a slug's 301): shared until any change. */
export const notFoundHeaders = () => ({ 'Cache-Control': publicCacheControl(), ...tagHeaders(NOT_FOUND_TAGS) })

/**
 * The one way a page answers "not here": a loader throws this 404, and the root's error boundary
 * renders the Not Found page with its meta (app/root.tsx). Cached like a page, with the
 * `not-found` tag (entry.server.tsx) that every purge names: a page made later at the address shows
 * at once.
 */
export function notFound(): never {
  throw new Response(null, { status: 404, headers: { 'Cache-Control': publicCacheControl() } })
}

/** Where a slug is answered: its address, or null. */
type Lookup = (slug: string) => Promise<string | null | undefined>

/**
 * A slug route's "not here", called after the page's own slug missed. An editor who renamed a
 * slug keeps the old one as a former slug, and slugs are lower case, yet an address typed or
 * linked as /services/Cyber-Security means that page: when the lower-case slug is a page's slug now
 * (`current`, asked only when the case differs: the route has just asked for this one) or one of
 * its former slugs (`former`), one 301 sends the visitor there (cached and purged like the 404).
 * Anything else is the 404. An unknown slug costs no query (the slug gate, app/content/slug-gate.server.ts).
 */
export async function notFoundUnlessMoved(slug: string, { current, former }: { current: Lookup; former?: Lookup }): Promise<never> {
  const lower = slug.toLowerCase()
  const address = (lower !== slug && (await current(lower))) || (await former?.(lower))
  if (address) throw redirect(address, { status: 301, headers: notFoundHeaders() })
  notFound()
}
