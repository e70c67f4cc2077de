// Brings the field a failed check focuses into view, and keeps it there while a scroll already
// under way finishes. Enter right after the Tab to Send is the case: the Tab's smooth scroll to the
// button (html's scroll-behavior) may still be running, or not yet started, when the field is
// focused, and neither focus's own scroll nor an instant one always stops it (Chromium).

/** How long a scroll under way is waited for; the Tab's own takes well under a second. */
const WATCH_MS = 1_500
/** The visitor taking over: the field is left where they put it. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

export function showField(field: HTMLElement) {
  field.focus({ preventScroll: true })
  const show = () => field.scrollIntoView({ block: 'center', behavior: 'instant' })
  show()
  if (!('onscrollend' in window)) return
  const watching = new AbortController()
  const { signal } = watching
  window.addEventListener('scrollend', () => document.activeElement === field && !inView(field) && show(), { signal })
  for (const type of VISITOR_INPUT) window.addEventListener(type, () => watching.abort(), { signal, capture: true, passive: true })
  setTimeout(() => watching.abort(), WATCH_MS)
}

/** In the window and clear of what the page keeps over its edges (the fixed header, the chat button). */
function inView(element: HTMLElement) {
  const box = element.getBoundingClientRect()
  const { scrollPaddingTop, scrollPaddingBottom } = getComputedStyle(document.documentElement)
  return box.top >= (parseFloat(scrollPaddingTop) || 0) && box.bottom <= window.innerHeight - (parseFloat(scrollPaddingBottom) || 0)
}
