import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/** Focuses the page's h1 (made focusable by script only), without scrolling to it. */
export function focusPageHeading() {
  const heading = document.querySelector('h1')
  if (!heading) return
  heading.tabIndex = -1
  heading.focus({ preventScroll: true })
}

/**
 * After a client-side navigation to another page, focus moves to the new page's h1, as after a
 * full page load a screen reader starts at the top: the page change is announced (its heading)
 * and Tab goes on from there, not from the link that was clicked. Same-page changes (a filter in
 * the query, an anchor) keep focus where it is; so does a page that put focus in a field or a
 * dialog itself.
 */
export function useRouteFocus() {
  const { pathname, hash } = useLocation()
  const previous = useRef(pathname)

  useEffect(() => {
    if (pathname === previous.current) return
    previous.current = pathname
    // A frame later: after the closing phone menu has handed focus back to its button.
    if (!hash)
      requestAnimationFrame(() => {
        if (document.activeElement?.matches('input,textarea,select,[role$=dialog] *')) return
        focusPageHeading()
      })
  }, [pathname, hash])
}
