import { lazy, Suspense, useSyncExternalStore } from 'react'
import { PreviewBar, type PreviewInfo } from './preview-bar'
import { useRefreshOnReturn } from './use-refresh-on-return'

// Everything a preview page shows beyond the page itself, one lazy chunk (root.tsx): public pages
// never load it (the JavaScript budget, docs/decisions/100).
// - The bar: server-rendered, so it shows before (and without) JavaScript.
// - Click-to-edit and live updates: @sanity/visual-editing's <VisualEditing> draws an overlay over
//   every text that carries stega (app/content/preview-read.server.ts), linking to its field in the
//   Studio, and — inside the Presentation tool — revalidates the page's loaders when a document
//   changes, so an edit shows without a reload. Its code is another lazy import, in the browser only.
// - In a plain tab (no Presentation), the page catches up when the editor comes back to it.
const VisualEditing = lazy(() => import('@sanity/visual-editing/remix').then((module) => ({ default: module.VisualEditing })))

const subscribe = () => () => {}

export default function PreviewUi({ preview }: { preview: NonNullable<PreviewInfo> }) {
  useRefreshOnReturn()
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  return (
    <>
      <PreviewBar preview={preview} />
      {hydrated ? (
        <Suspense fallback={null}>
          <VisualEditing />
        </Suspense>
      ) : null}
    </>
  )
}
