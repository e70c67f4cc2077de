import { type RefObject, useLayoutEffect } from 'react'
import { focusPageHeading } from '~/components/route-focus'

/**
 * When what `ref` holds leaves the page with focus inside it (a list row deleted, an enquiry
 * marked handled out of the filtered list), focus goes to the page's h1 rather than falling to
 * the body, where a keyboard or screen-reader user would lose their place.
 */
export function useFocusHeadingOnRemoval(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current
    return () => {
      // Layout cleanups run before React removes the nodes: focus is still inside.
      if (!element?.contains(document.activeElement)) return
      requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body) focusPageHeading()
      })
    }
  }, [ref])
}
