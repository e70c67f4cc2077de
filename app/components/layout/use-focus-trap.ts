import { useEffect, type RefObject } from 'react'
import { focusPageHeading } from '~/components/route-focus'

// Hidden inputs and controls without a box (a closed part of the page) are not focus stops.
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function focusables(root: HTMLElement) {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    // Visible ones only (a visually hidden radio button still counts: it has a box).
    (el) => el.getClientRects().length > 0 && !el.closest('[hidden]'),
  )
}

/**
 * While active: focus moves into the container (its first visible control), Tab stays inside,
 * Escape calls onEscape, and focus returns where it was afterwards. Used by the phone menu and
 * the admin dialogs.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  useEffect(() => {
    const root = container.current
    if (!active || !root) return
    const previous = document.activeElement as HTMLElement | null
    focusables(root)[0]?.focus()
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== 'Tab' || !root) return
      const list = focusables(root)
      const first = list[0]
      const last = list[list.length - 1]
      const active = document.activeElement as HTMLElement | null
      if (!active || !root.contains(active)) {
        event.preventDefault()
        first?.focus()
      } else if (event.shiftKey && active === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      // Opened with nothing to go back to (a dialog opened from its address): the page's heading.
      if (previous && previous !== document.body && document.contains(previous)) previous.focus()
      else focusPageHeading()
    }
  }, [active, container, onEscape])
}
