import { useEffect, useRef } from 'react'

/** `visibilitychange` and `focus` usually come together: one call for both. */
const QUIET_MS = 1000

/**
 * Calls `onReturn` when the tab is shown again or its window focused (at most once a second): the
 * user comes back from another tab or window, where something they see here may have changed.
 */
export function useOnReturn(onReturn: () => void) {
  const latest = useRef(onReturn)
  useEffect(() => {
    latest.current = onReturn
  })
  useEffect(() => {
    let last = 0
    const call = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < QUIET_MS) return
      last = Date.now()
      latest.current()
    }
    window.addEventListener('focus', call)
    document.addEventListener('visibilitychange', call)
    return () => {
      window.removeEventListener('focus', call)
      document.removeEventListener('visibilitychange', call)
    }
  }, [])
}
