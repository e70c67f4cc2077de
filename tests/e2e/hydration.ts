import type { Page } from '@playwright/test'

/** Resolves once Remix has hydrated the page (so clicks run the app's handlers). */
export const hydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
  )

/**
 * Holds the page's scripts back (the visitor acts before hydration), or only those `pattern`
 * matches (one lazy chunk), until the returned function is called. Call it before `page.goto`.
 */
export async function holdScripts(page: Page, pattern = '**/assets/*.js') {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}
