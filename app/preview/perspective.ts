// The perspective a preview reads: `drafts` (drafts laid over published), `published`, or a
// release stack as the Studio sends it (`sanity-preview-perspective=rABC,rDEF,drafts`): the
// releases' versions first, then drafts, then published. Anything else is refused (null), so a
// crafted cookie or parameter can never reach a query as something the Content Lake would not accept.

export type PreviewPerspective = 'drafts' | 'published' | string[]

const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/
/** Never a preview's: `raw` would show every document, system ones (the preview secrets) included. */
const RESERVED = new Set(['raw', 'previewDrafts'])

export function parsePerspective(value: string | null | undefined): PreviewPerspective | null {
  const text = value?.trim()
  if (!text || text.length > 600) return null
  if (text === 'drafts' || text === 'previewDrafts') return 'drafts'
  if (text === 'published') return 'published'
  const stack = text.split(',').map((part) => part.trim())
  if (
    stack.length > 8 ||
    !stack.every((part) => part === 'drafts' || part === 'published' || (RELEASE_ID.test(part) && !RESERVED.has(part)))
  )
    return null
  const releases = stack.filter((part) => part !== 'drafts' && part !== 'published')
  if (releases.length === 0) return stack.includes('drafts') ? 'drafts' : 'published'
  return [...releases, 'drafts']
}

export function perspectiveText(perspective: PreviewPerspective) {
  return Array.isArray(perspective) ? perspective.join(',') : perspective
}
