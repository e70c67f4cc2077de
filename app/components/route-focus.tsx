import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * After a client-side navigation to another page, focus moves to the new page's h1, as after a
 * full page load a screen reader starts at the top: the page change is announced (its heading)
 * and Tab goes on from there, not from the link that was clicked. Same-page changes (a filter in
 * the query, an anchor) keep focus where it is; so does a page that put focus somewhere itself
 * (a dialog, a field).
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation()
  const previous = useRef(pathname)

  useEffect(() => {
    if (pathname === previous.current) return
    previous.current = pathname
    if (hash) return
    // After the closing phone menu has handed focus back to its button.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement
      if (active?.matches('input, textarea, select, [role="dialog"] *, [role="alertdialog"] *')) return
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
      if (!heading) return
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname, hash])

  return null
}
