// The cookies that make a request one visitor's own: a session (embedded or Supabase), a flash
// toast, a preview state. Named here once: the app's cookie code writes and reads them by these
// names, and the page cache (server/page-cache/keys.ts) never answers a request that carries one,
// so a renamed cookie cannot slip past the cache. Varnish's copy (varnish/site.vcl) is checked
// against these names by tests/unit/page-cache/personal-cookies.test.ts. In app/backend, the
// lowest layer that names a cookie (its session), so that every layer above may import it; no
// imports: the server bundles this file.

/** The embedded backend's session (app/backend/embedded/auth.server.ts). */
export const SESSION_COOKIE = 'admin_session'

/** A toast carried over a redirect (app/utils/toast.server.ts). */
export const FLASH_TOAST_COOKIE = 'flash_toast'

/** Preview mode's signed grant (app/preview/preview-cookie.server.ts). */
export const PREVIEW_COOKIE = 'preview'

/** The perspective Sanity's Presentation tool last asked for (app/preview/preview-cookie.server.ts). */
export const PREVIEW_PERSPECTIVE_COOKIE = 'sanity-preview-perspective'

/**
 * Hosted Supabase's session cookie (and supabase-js's storage key), `sb-<project ref>-auth-token`
 * (app/backend/supabase/request-backend.server.ts); @supabase/ssr splits a large one into `.0`, `.1`…
 */
export const supabaseAuthCookie = (projectRef: string) => `sb-${projectRef}-auth-token`
const SUPABASE_AUTH = /^sb-[^=]+-auth-token(\.\d+)?$/

const NAMED = new Set([SESSION_COOKIE, FLASH_TOAST_COOKIE, PREVIEW_COOKIE, PREVIEW_PERSPECTIVE_COOKIE])

/** Whether a cookie, by its name without a `__Host-` / `__Secure-` prefix, makes a request one visitor's own. */
export function isPersonalCookie(name: string): boolean {
  return NAMED.has(name) || SUPABASE_AUTH.test(name)
}
