import { expect, type Page } from '@playwright/test'

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

/**
 * Marks the elements `selector` matches as the HTML parser makes them, before any script runs.
 * `serverNodes` then tells whether each is still the one the server sent: React hydrated the
 * server's HTML there rather than dropping it and rendering its own (what its error 421 means).
 * Call it before `page.goto`.
 */
export async function markServerNodes(page: Page, selector: string) {
  await page.addInitScript((selector) => {
    // A set beside the page, not an attribute: the markup React hydrates stays the server's.
    const fromServer = ((window as unknown as { __serverNodes: WeakSet<Element> }).__serverNodes = new WeakSet())
    const mark = (element: Element) => {
      if (element.matches(selector)) fromServer.add(element)
      element.querySelectorAll(selector).forEach((inner) => fromServer.add(inner))
    }
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) mark(node)
    }).observe(document, { childList: true, subtree: true })
  }, selector)
}

/** How many elements `selector` matches now, and how many of them the server sent (see markServerNodes). */
export const serverNodes = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const fromServer = (window as unknown as { __serverNodes: WeakSet<Element> }).__serverNodes
    const now = [...document.querySelectorAll(selector)]
    return { now: now.length, fromServer: now.filter((element) => fromServer.has(element)).length }
  }, selector)

/**
 * React 18.3's report of its error 421 with nothing dropped: after hydration, Remix's route
 * discovery updates the router in a transition while a lazy part's boundary still waits for its
 * chunk; React starts that render, leaves it, and now and then reports the 421 it had queued there
 * in a later commit, although it threw nothing away (docs/decisions/270). Tests that watch the
 * console leave this one message to `serverNodes`, which sees whether React really dropped HTML.
 */
export const isReact421 = (message: string) => message.includes('Minified React error #421')

/**
 * Watches a page load for what a visitor would lose: console errors (but React's 421 report, see
 * isReact421) and server HTML React threw away (the elements `selector` matches, see
 * markServerNodes). Call it before `page.goto`; `check()` expects neither.
 */
export async function watchHydration(page: Page, selector: string) {
  const errors: string[] = []
  page.on('pageerror', (error) => isReact421(error.message) || errors.push(error.message))
  page.on('console', (message) => message.type() === 'error' && !isReact421(message.text()) && errors.push(message.text()))
  await markServerNodes(page, selector)
  return {
    errors,
    async check() {
      expect(errors).toEqual([])
      const nodes = await serverNodes(page, selector)
      expect(nodes.now).toBeGreaterThan(0)
      expect(nodes.fromServer, 'elements React rendered in place of the server’s').toBe(nodes.now)
    },
  }
}
