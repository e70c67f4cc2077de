import type { KeyboardEvent } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'

const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => event.key === ' ' && event.preventDefault()
const onKeyUp = (event: KeyboardEvent<HTMLAnchorElement>) => event.key === ' ' && event.currentTarget.click()

/**
 * Props for a link that, once the page runs, acts instead of going somewhere (Delete asks and
 * posts, Close shuts a dialog): said as a button, and pressed by Space (on release, as a button
 * is) as well as Enter, without Space scrolling the page. Until then, and without JavaScript, it
 * is the plain link to the page that does the same.
 */
export function useButtonLink() {
  return useHydrated() ? { role: 'button', onKeyDown, onKeyUp } : {}
}
