import { useLocation, useNavigationType } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/** Focuses the page's h1 (made focusable by script only), without scrolling to it. */
export function focusPageHeading() {
  const heading = document.querySelector('h1')
  if (!heading) return
  heading.tabIndex = -1
  heading.focus({ preventScroll: true })
}

function inView(element: Element) {
  const { top, bottom, width } = element.getBoundingClientRect()
  return width > 0 && bottom > 0 && top < window.innerHeight
}

/**
 * Back or Forward brings a page back at the scroll position it was left at, so focus goes where a
 * browser's own back/forward cache leaves it: on the link that led away (to the page just left),
 * which is in view. Without such a link, the heading if it is in view; otherwise focus stays put,
 * as a heading far above would send the next Tab back to the top of the page.
 */
function focusAfterHistoryMove(left: string) {
  // The page's own links first: the header's and footer's lead everywhere.
  const leadsBack = (link: HTMLAnchorElement) => link.pathname === left && link.origin === location.origin && inView(link)
  const find = (selector: string) => [...document.querySelectorAll<HTMLAnchorElement>(selector)].find(leadsBack)
  const link = find('main a[href]') ?? find('a[href]')
  if (link) return link.focus({ preventScroll: true })
  const heading = document.querySelector('h1')
  if (heading && inView(heading)) focusPageHeading()
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
  const navigationType = useNavigationType()
  const previous = useRef(pathname)

  useEffect(() => {
    const left = previous.current
    if (pathname === left) return
    previous.current = pathname
    // A frame later: after the closing phone menu has handed focus back to its button, and after
    // scroll restoration has put a page reached by Back where it was.
    if (!hash)
      requestAnimationFrame(() => {
        if (document.activeElement?.matches('input,textarea,select,[role$=dialog] *')) return
        if (navigationType === 'POP') focusAfterHistoryMove(left)
        else focusPageHeading()
      })
  }, [pathname, hash, navigationType])
}
