import { useRevalidator } from '@remix-run/react'
import { useOnReturn } from '~/utils/use-on-return'

// A preview in a plain tab (not framed by the Studio's Presentation tool, which tells the page when
// a document changed): the editor edits in the Studio's tab or window, then comes back here. The
// page's loaders run again (drafts, uncached) when the tab is shown or the window focused again, so
// the edit is there without a reload. Not a push from the Content Lake: docs/decisions/183.

export function useRefreshOnReturn() {
  const { revalidate } = useRevalidator()
  useOnReturn(() => {
    if (window.self !== window.top || window.opener) return
    revalidate()
  })
}
