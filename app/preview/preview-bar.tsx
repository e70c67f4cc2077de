import { useLocation } from '@remix-run/react'

/** What the root loader tells the page about a preview (null on every public response). */
export type PreviewInfo = { perspective: string } | null

/**
 * The bar every preview page shows: what it shows (drafts, or a release stack) and the way out,
 * back to the same page as the public sees it. A plain link: the way out is a resource route.
 */
export function PreviewBar({ preview }: { preview: NonNullable<PreviewInfo> }) {
  const { pathname, search } = useLocation()
  const releases = preview.perspective.split(',').filter((part) => part !== 'drafts')
  const label = preview.perspective === 'published' ? 'published' : releases.length ? `release ${releases.join(', ')} + drafts` : 'drafts'
  const back = `/api/preview-mode/disable?${new URLSearchParams({ redirect: `${pathname}${search}` })}`
  return (
    <div
      role="status"
      className="fixed bottom-4 left-4 z-50 flex items-center gap-3 rounded-full bg-ink px-4 py-2 text-sm text-white shadow-lg"
      data-preview-bar
    >
      <span className="font-semibold">Preview: {label}</span>
      <a href={back} className="rounded-full bg-white/15 px-3 py-1 font-medium underline-offset-2 hover:underline focus-visible:outline-2">
        Exit preview
      </a>
    </div>
  )
}
