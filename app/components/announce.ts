// Part of the toaster's lazy chunk (toaster-props.ts): the region itself is in root.tsx.
let pending: ReturnType<typeof setTimeout> | undefined

/**
 * Says `message` through the page's live region and leaves it there (the toast that showed it
 * may be gone). Emptied first, so the same message twice is announced twice. Browser only.
 */
export function announce(message: string) {
  const region = document.getElementById('live-announcer')
  if (!region) return
  region.textContent = ''
  clearTimeout(pending)
  pending = setTimeout(() => (region.textContent = message), 100)
}
