import { AsyncLocalStorage } from 'node:async_hooks'
import { sanityStudioUrl } from '~/config/env.server'
import type { PreviewRead } from '~/content/source'
import { PRIVATE_CACHE_CONTROL } from '~/utils/cache-headers'
import { parsePerspective, type PreviewPerspective } from './perspective'
import { readPerspectiveCookie, readPreviewGrant } from './preview-cookie.server'

// Whether this request is a preview, for every content query it makes. server/index.ts runs each Remix
// request inside `runInRequestScope`; `fetchContent` asks `currentPreview()`, so no loader has to
// pass the request along and none can forget to. Outside a scope (the page cache's own renders,
// tests, scripts) there is no preview: published content.

export interface PreviewState {
  perspective: PreviewPerspective
  /** The Studio's origin from the grant (frame-ancestors, overlay links), or null. */
  studioOrigin: string | null
  /** Set when the request named a new perspective: the root loader stores it in its cookie. */
  perspectiveChanged: boolean
}

/** The internal header naming the Studio's origin; must match server/security-headers.ts. */
const PREVIEW_FRAME_HEADER = 'X-Preview-Frame-Ancestor'

const scope = new AsyncLocalStorage<PreviewState | null>()

/** Paths that never read drafts even in preview: files (sitemaps, the feed, robots.txt), APIs, the staff area. */
const PUBLISHED_ONLY = /^\/(api|admin|login|logout|healthz|content-images|media)(\/|$)|\.[^/]*$/

/** Remix's data requests (single fetch: `/services/x.data`, `/_root.data`) read what their page reads: revalidation and client-side navigation in preview. */
const DATA_REQUEST = /\.data$/

export function previewFor(request: Request, now = Date.now()): PreviewState | null {
  const url = new URL(request.url)
  if (PUBLISHED_ONLY.test(url.pathname.replace(DATA_REQUEST, ''))) return null
  const cookies = request.headers.get('Cookie')
  const grant = readPreviewGrant(cookies, now)
  if (!grant) return null
  const asked = parsePerspective(url.searchParams.get('sanity-preview-perspective'))
  return { perspective: asked ?? readPerspectiveCookie(cookies), studioOrigin: grant.studioOrigin, perspectiveChanged: asked !== null }
}

/**
 * Runs a request's loaders and render with its preview state (server/index.ts, server/remix-handler.ts).
 * A preview's response, whatever route or error boundary answered, is the editor's own: never
 * stored (by the browser, a CDN or the page cache), never indexed; the Studio's origin, named in
 * an internal header, may frame it (server/security-headers.ts turns that into frame-ancestors).
 */
export async function runInRequestScope(request: Request, run: () => Promise<Response>): Promise<Response> {
  const preview = previewFor(request)
  if (!preview) return scope.run(null, run)
  const response = await scope.run(preview, run)
  const marked = new Response(response.body, response)
  marked.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
  marked.headers.set('X-Robots-Tag', 'noindex, nofollow')
  marked.headers.delete('ETag')
  if (preview.studioOrigin) marked.headers.set(PREVIEW_FRAME_HEADER, preview.studioOrigin)
  return marked
}

/** This request's preview state, or null: published content. */
export function currentPreview(): PreviewState | null {
  return scope.getStore() ?? null
}

/** How this request's content queries read (content.server.ts asks, as configured by app/config/ports.server.ts). */
export function currentPreviewRead(): PreviewRead | null {
  const preview = currentPreview()
  return preview && { perspective: preview.perspective, studioUrl: sanityStudioUrl() ?? preview.studioOrigin }
}

/** For tests: runs `run` as a preview request with this state. */
export function runAsPreview<T>(state: PreviewState | null, run: () => T): T {
  return scope.run(state, run)
}
