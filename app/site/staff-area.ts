// The staff area, defined once: the admin pages, which only staff may use, and signing in and
// out. No analytics or chat widget anywhere in it (app/analytics, components/chat), robots.txt
// asks crawlers to keep out (app/seo/sitemap.server.ts), the page cache never answers it
// (server/page-cache/keys.ts), and a POST to an admin page is checked for a staff session before
// its body is read (server/request-guard.ts), which imports this file.
// The admin layout drops the public header and footer by its route's handle (`usesPublicShell`),
// so that an unknown address under /admin still gets the public Not Found page.

/** The admin pages (and what is below them): staff only. */
const ADMIN_AREA = '/admin'

/** The staff area's paths; each covers what is below it. */
export const STAFF_AREA = [ADMIN_AREA, '/login', '/logout']

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

/** Whether a path is an admin page (`/admin`, `/admin/blog`; not `/administration`). */
export const isAdminPath = (pathname: string) => isUnder(pathname, ADMIN_AREA)

/** Whether a path is in the staff area: an admin page, or signing in or out. */
export const isStaffPath = (pathname: string) => STAFF_AREA.some((prefix) => isUnder(pathname, prefix))

/** A route's opt-out of the public header and footer (the admin layout). */
export type RouteHandle = { publicShell?: boolean }

/** Whether a page with these route matches (root first) has the public header and footer. */
export const usesPublicShell = (matches: Array<{ handle?: unknown }>) =>
  !matches.some((match) => (match.handle as RouteHandle | undefined)?.publicShell === false)
