import { type KeyboardEvent, useRef } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'

/**
 * Props for a link that, once the page runs, acts instead of going somewhere (Delete asks and
 * posts, Close shuts a dialog): said as a button, and pressed by Space as well as Enter, without
 * Space scrolling the page. As with a native button, Space presses on release, and only when this
 * control saw the keydown: a Space pressed elsewhere and released here, or held while focus left,
 * presses nothing. Until then, and without JavaScript, it is the plain link to the page that does
 * the same.
 */
export function useButtonLink() {
  const spaceDown = useRef(false)
  if (!useHydrated()) return {}
  return {
    role: 'button',
    onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
      if (event.key !== ' ') return
      event.preventDefault() // a link would scroll the page
      spaceDown.current = true
    },
    onKeyUp(event: KeyboardEvent<HTMLAnchorElement>) {
      if (event.key !== ' ' || !spaceDown.current) return
      spaceDown.current = false
      event.currentTarget.click()
    },
    onBlur() {
      spaceDown.current = false
    },
  }
}
