/** Routes opt out of the public header and footer with `handle = { publicShell: false }` (the admin area). */
export type RouteHandle = { publicShell?: boolean }

/** Whether a page with these route matches (root first) has the public header and footer. */
export const usesPublicShell = (matches: Array<{ handle?: unknown }>) =>
  !matches.some((match) => (match.handle as RouteHandle | undefined)?.publicShell === false)
