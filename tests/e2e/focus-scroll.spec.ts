import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './admin-pages-helpers'
import { hydrated } from './hydration'
import { expectInSight, focusBefore, recordScrolls, scrolls } from './scrolling'

// Focus moving to a control scrolls there at once; only a jump to an anchor within the page glides
// (app.css). A Tab's smooth scroll still running when Enter moved focus to the first invalid field
// carried the page away from it: the admin's post form at phone width showed no field at all.

test.use({ viewport: { width: 390, height: 844 } })

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
    await expectInSight(title)
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
