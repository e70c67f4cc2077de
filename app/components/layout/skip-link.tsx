import type { MouseEvent } from 'react'

/**
 * "Skip to content". The browser's own jump only moves where the next Tab starts: focus stays on
 * the body, and a screen reader may not follow. So the target takes focus, focusable for that
 * moment only: a main region that stayed focusable would take focus from every click on its text,
 * and the next Tab would start at its top instead of after the click.
 */
export function SkipLink({ target }: { target: string }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const region = document.getElementById(target)
    if (!region) return
    event.preventDefault()
    region.tabIndex = -1
    region.focus()
    region.addEventListener('blur', () => region.removeAttribute('tabindex'), { once: true })
  }
  return (
    <a
      href={`#${target}`}
      onClick={onClick}
      className="focus-ring-floating sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  )
}
