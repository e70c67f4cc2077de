import { perspectiveText } from './perspective'
import type { PreviewInfo } from './preview-bar'
import { perspectiveCookieHeader } from './preview-cookie.server'
import { currentPreview } from './preview-scope.server'

/** For the root loader: what the page shows of this request's preview, and the perspective cookie when Presentation named a new one. */
export function previewInfo(): { preview: PreviewInfo; previewHeaders: Headers | null } {
  const state = currentPreview()
  if (!state) return { preview: null, previewHeaders: null }
  const previewHeaders = state.perspectiveChanged ? new Headers({ 'Set-Cookie': perspectiveCookieHeader(state.perspective) }) : null
  return { preview: { perspective: perspectiveText(state.perspective) }, previewHeaders }
}
