import { useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'

// A preview in a plain tab (not framed by the Studio's Presentation tool, which tells the page when
// a document changed): the editor edits in the Studio's tab or window, then comes back here. The
// page's loaders run again (drafts, uncached) when the tab is shown or the window focused again, so
// the edit is there without a reload. Not a push from the Content Lake: docs/decisions/183.

/** Two events (visibilitychange and focus) usually come together: one refresh for both. */
const QUIET_MS = 1000

export function useRefreshOnReturn() {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    if (window.self !== window.top || window.opener) return
    let last = 0
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < QUIET_MS) return
      last = Date.now()
      revalidate()
    }
    window.addEventListener('focus', refresh)
    document.addEventListener('visibilitychange', refresh)
    return () => {
      window.removeEventListener('focus', refresh)
      document.removeEventListener('visibilitychange', refresh)
    }
  }, [revalidate])
}
