import { useLocation } from '@remix-run/react'
import { useLayoutEffect, useRef } from 'react'

/**
 * The site scrolls smoothly to an anchor within a page (app.css). A new page (or a list's next
 * page), though, starts at its top, and a page reached by Back where it was left, at once, as
 * after a full load. Smoothly, the new page would first show where the old one was scrolled to
 * and glide from there, and focus (route-focus.ts) could not tell what the visitor will see.
 * Rendered just before <ScrollRestoration>: its layout effect runs first, so the restoring
 * scrollTo is instant.
 */
export function InstantPageScroll() {
  const { pathname, search } = useLocation()
  const page = pathname + search // another page of a list too; an anchor in this page is not
  const previous = useRef(page)
  useLayoutEffect(() => {
    if (page === previous.current) return
    previous.current = page
    const root = document.documentElement
    root.style.scrollBehavior = 'auto'
    // Read back: Chrome takes scroll-behavior from the last style it computed, which without this
    // read is still the smooth one when the restoring scrollTo runs.
    void getComputedStyle(root).scrollBehavior
    requestAnimationFrame(() => root.style.removeProperty('scroll-behavior'))
  }, [page])
  return null
}
