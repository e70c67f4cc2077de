import { expect, test, type Locator, type Page } from '@playwright/test'
import { signInAsAdmin } from './admin-pages-helpers'
import { hydrated } from './hydration'

// Focus moving to a control scrolls there at once; only a jump to an anchor within the page glides
// (app.css). A Tab's smooth scroll still running when Enter moved focus to the first invalid field
// carried the page away from it: the admin's post form at phone width showed no field at all.

test.use({ viewport: { width: 390, height: 844 } })

/** Records every scroll position from now on; `scrolls(page)` reads them. */
async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = ((window as unknown as { positions: number[] }).positions = [])
    addEventListener('scroll', () => positions.push(scrollY))
  })
}
const scrolls = (page: Page) => page.evaluate(() => (window as unknown as { positions: number[] }).positions)

/** At the top of the page with focus on the control before `control`, which a Tab then reaches. */
async function focusBefore(page: Page, control: Locator) {
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
  await control.evaluate((button: HTMLElement) => {
    const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
      (el) => el.tabIndex >= 0 && el.offsetParent,
    )
    tabbable[tabbable.indexOf(button) - 1].focus({ preventScroll: true })
  })
}

test('a Tab to a control far down the page scrolls there in one jump, not a glide', async ({ page }) => {
  await page.goto('/get-started')
  await hydrated(page)
  const send = page.getByRole('form', { name: 'Project enquiry' }).getByRole('button', { name: 'Send Message' })
  await focusBefore(page, send)
  await recordScrolls(page)
  await page.keyboard.press('Tab')
  await expect(send).toBeFocused()
  await expect(send).toBeInViewport()
  await page.waitForTimeout(500) // a glide would still be under way
  expect((await scrolls(page)).length).toBeLessThanOrEqual(2)
})

test('Enter right after the Tab to Save leaves the post form’s first invalid field in view (admin, 390 px)', async ({ page }) => {
  await signInAsAdmin(page, '/admin/blog/new')
  const save = page.getByRole('button', { name: 'Save', exact: true })
  const title = page.getByLabel('Title')
  for (let go = 0; go < 3; go++) {
    await focusBefore(page, save)
    await page.keyboard.press('Tab')
    await expect(save).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(title).toBeFocused()
    await page.waitForTimeout(800)
    // The box against the window (the admin area has no fixed bar over it).
    const box = await title.evaluate((field) => field.getBoundingClientRect().toJSON())
    expect(box.top).toBeGreaterThanOrEqual(0)
    expect(box.bottom).toBeLessThanOrEqual(844)
  }
})

test('a link to an anchor within the page still glides there', async ({ page }) => {
  await page.goto('/services/cyber-security')
  await hydrated(page)
  const link = page.locator('main a[href$="#contact"]').first()
  await link.focus()
  // Read from the style, not counted in frames: on a busy machine a glide may take only a few.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
  await link.press('Enter')
  await expect(page.locator('#contact')).toBeInViewport()
  await page.locator('main a[href="/get-started"]').first().focus() // any other control: at once
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
})
