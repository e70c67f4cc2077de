// One polite live region, rendered with the page (server and client alike), so that it exists
// before anything is said in it: screen readers announce changes to a region they already know,
// and may miss a region inserted together with its message (how toasts used to arrive).
const LIVE_REGION_ID = 'live-announcer'

/** The region itself (in the root layout). No role=status: toasts keep that role for themselves. */
export function LiveRegion() {
  return <div id={LIVE_REGION_ID} aria-live="polite" aria-atomic="true" className="sr-only" />
}

let pending: ReturnType<typeof setTimeout> | undefined

/**
 * Says `message` through the region and leaves it there (the toast that showed it may be gone).
 * Emptied first, so the same message twice is announced twice.
 */
export function announce(message: string) {
  const region = typeof document === 'undefined' ? null : document.getElementById(LIVE_REGION_ID)
  if (!region) return
  region.textContent = ''
  clearTimeout(pending)
  pending = setTimeout(() => (region.textContent = message), 100)
}
