import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { getBackend } from '~/backend/index.server'
import { safeRedirect } from '~/auth/guard.server'
import { env, sanityStudioUrl } from '~/config/env.server'
import { canPreview } from '~/content/content.server'
import { createViewerClient, sanityConfigFromEnv } from '~/content/sanity-source.server'
import { PRIVATE_CACHE_CONTROL } from '~/utils/cache-headers'
import { parsePerspective } from './perspective'
import { clearPreviewCookieHeaders, perspectiveCookieHeader, previewCookieHeader } from './preview-cookie.server'

// GET /api/preview-mode/enable. Two ways in (docs/decisions/181-preview-mode.md):
// - Sanity's Presentation tool opens `?sanity-preview-secret=…&sanity-preview-pathname=…`: the
//   secret is checked against the `sanity.previewUrlSecret` document the Studio has just written
//   (validatePreviewUrl, with the server-only SANITY_VIEWER_TOKEN; secrets expire after an hour).
// - Without a secret, a signed-in admin of /admin may enter preview (the only way with the
//   bundled dataset, which needs no Sanity account).
// Either way the answer is a redirect to a same-site path with the signed preview cookie.

const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE_CACHE_CONTROL } })

const signInFirst = (url: URL) =>
  new Response(null, {
    status: 303,
    headers: { Location: `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, 'Cache-Control': PRIVATE_CACHE_CONTROL },
  })

export async function enablePreview(request: Request): Promise<Response> {
  if (!canPreview()) {
    return refuse(404, 'Preview is not available: the content source cannot read drafts (set SANITY_VIEWER_TOKEN).')
  }
  const url = new URL(request.url)
  let target = url.searchParams.get('sanity-preview-pathname')
  let perspective = parsePerspective(url.searchParams.get('sanity-preview-perspective'))
  let studioOrigin: string | null = null
  if (url.searchParams.has('sanity-preview-secret')) {
    const config = sanityConfigFromEnv(env())
    const client = config && createViewerClient(config)
    if (!client) return refuse(401, 'This preview link is not valid here.')
    const checked = await validatePreviewUrl(client, request.url).catch((error: Error) => {
      console.error(`[preview] could not check the preview secret: ${error.message}`)
      return null
    })
    if (!checked) return refuse(503, 'The preview could not be checked. Please try again in a minute.')
    if (!checked.isValid) return refuse(401, 'This preview link is invalid or has expired. Open the preview from the Studio again.')
    target = checked.redirectTo ?? target
    perspective = parsePerspective(checked.studioPreviewPerspective) ?? perspective
    studioOrigin = checked.studioOrigin ?? null
  } else {
    const backend = getBackend().forRequest(request)
    // Signed out: the sign-in form, which brings the editor back here and so into the preview.
    if (!(await backend.getUser())) return signInFirst(url)
    if (!(await backend.isAdmin().catch(() => false)))
      return refuse(401, 'Only an admin of /admin, or an editor opening the preview from the Studio, sees drafts.')
    studioOrigin = originOf(sanityStudioUrl())
  }
  // Clear-Site-Data: pages the browser kept from before (public, max-age=60) must not stand in for drafts.
  const headers = new Headers({ Location: safeRedirect(target, '/'), 'Cache-Control': PRIVATE_CACHE_CONTROL, 'Clear-Site-Data': '"cache"' })
  headers.append('Set-Cookie', previewCookieHeader(studioOrigin))
  headers.append('Set-Cookie', perspectiveCookieHeader(perspective ?? 'drafts'))
  return new Response(null, { status: 307, headers })
}

/** GET /api/preview-mode/disable: both cookies expired, back to the same page published. */
export function disablePreview(request: Request): Response {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'), '/')
  const headers = new Headers({ Location: target, 'Cache-Control': PRIVATE_CACHE_CONTROL })
  for (const cookie of clearPreviewCookieHeaders()) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

function originOf(url: string | null) {
  try {
    return url ? new URL(url).origin : null
  } catch {
    return null
  }
}
