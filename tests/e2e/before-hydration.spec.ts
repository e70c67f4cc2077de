import { expect, test, type Page } from '@playwright/test'
import { hydrated } from './hydration'

// What a page does before it has hydrated, it does after (docs/decisions/291-hydration-as-remix-does-it.md),
// on a phone as Lighthouse's mobile run sees one: slow 4G and a CPU four times slower, through
// Chromium's own emulation (Lighthouse's values: 150 ms RTT × 3.75, 1.6 Mbps × 0.9, 750 kbps × 0.9).
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
    uploadThroughput: ((750 * 1024) / 8) * 0.9,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

test.describe('on a slow phone, before the app has hydrated', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })
  test.setTimeout(90_000)

  test('a key pressed on the Not Found page 50 ms after DOMContentLoaded keeps the page', async ({ page }) => {
    await slowPhone(page)
    await page.goto('/no-such-page', { waitUntil: 'domcontentloaded' })
    await page.waitForTimeout(50)
    await page.keyboard.press('Tab')
    await page.waitForTimeout(4000)
    await expect(page).toHaveURL(/\/no-such-page$/)
    // And the app, once it has hydrated, says so and keeps it.
    await hydrated(page)
    await expect(page.getByText('You are staying on this page.')).toBeVisible({ timeout: 30_000 })
    await page.waitForTimeout(3500)
    await expect(page).toHaveURL(/\/no-such-page$/)
  })

  test('without a key, the Not Found page goes home 3 s after it was parsed, hydrated or not', async ({ page }) => {
    await slowPhone(page)
    await page.goto('/no-such-page', { waitUntil: 'domcontentloaded' })
    const parsed = Date.now()
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000, waitUntil: 'commit' })
    expect(Date.now() - parsed).toBeGreaterThan(2500)
  })

  test('the phone menu opened at once after a navigation locks the page’s scroll', async ({ page }) => {
    await slowPhone(page)
    await page.goto('/company', { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }))
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    const scroller = () => page.evaluate(() => ({ y: window.scrollY, overflow: getComputedStyle(document.documentElement).overflowY }))
    expect(await scroller()).toEqual({ y: 600, overflow: 'hidden' })
    // A swipe or wheel over the backdrop moves nothing.
    await page.mouse.move(20, 400)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(300)
    expect((await scroller()).y).toBe(600)
    // Once the app has hydrated the lock still holds, and closing the menu ends it.
    await hydrated(page)
    expect(await scroller()).toEqual({ y: 600, overflow: 'hidden' })
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    expect(await scroller()).toEqual({ y: 600, overflow: 'visible' })
  })
})
