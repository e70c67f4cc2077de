import type { KeyboardEvent } from 'react'

/**
 * For a link with role="button" (kept a link so that it works before hydration): Space presses
 * it, as it would a button, instead of scrolling the page (WCAG 2.1.1, 4.1.2).
 */
export function pressOnSpace(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== ' ') return
  event.preventDefault()
  event.currentTarget.click()
}
