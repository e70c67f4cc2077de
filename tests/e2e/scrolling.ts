import { expect, type Locator, type Page } from '@playwright/test'

// Where the page scrolls and whether the visitor can see what has focus.

type Recorded = { positions?: number[] }

/** Records every scroll position from now on (again from empty on each call); `scrolls` reads them. */
export async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const recorded = window as unknown as Recorded
    if (!recorded.positions) addEventListener('scroll', () => recorded.positions!.push(scrollY))
    recorded.positions = []
  })
}

export const scrolls = (page: Page) => page.evaluate(() => (window as unknown as Recorded).positions ?? [])

/** At the top of the page with focus on the control before `control`, which a Tab then reaches. */
export async function focusBefore(page: Page, control: Locator) {
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
  await control.evaluate((target: HTMLElement) => {
    const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
      (el) => el.tabIndex >= 0 && el.offsetParent,
    )
    tabbable[tabbable.indexOf(target) - 1].focus({ preventScroll: true })
  })
}

/**
 * The element's box within the window and below any fixed header over it (toBeInViewport would
 * count a card's clipping too, and not the header).
 */
export async function expectInSight(element: Locator) {
  const box = await element.evaluate((el) => {
    const fixed = [...document.querySelectorAll('header')].filter((header) => getComputedStyle(header).position === 'fixed')
    const { top, bottom } = el.getBoundingClientRect()
    return { top, bottom, clearFrom: Math.max(0, ...fixed.map((header) => header.getBoundingClientRect().bottom)), height: innerHeight }
  })
  expect(box.top).toBeGreaterThanOrEqual(box.clearFrom)
  expect(box.bottom).toBeLessThanOrEqual(box.height)
}
