import { expect, test, type Page } from '@playwright/test'
import { signInAsAdmin } from './admin-pages-helpers'
import { hydrated } from './hydration'
import { recordScrolls, scrolls } from './scrolling'

// Where focus lands when the page changes under it: Back to a page read halfway down, and a skip
// link. axe cannot see either; a keyboard or screen-reader user loses their place without them.

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const { top, bottom } = el.getBoundingClientRect()
    return { tag: el.tagName, href: el.getAttribute('href'), id: el.id, inView: bottom > 0 && top < innerHeight }
  })

test('Back to a page scrolled down puts focus on the link that led away, where the page was left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/blog')
  await hydrated(page)
  const last = page.locator('main a[href^="/blog/"]').last()
  const href = await last.getAttribute('href')
  await last.scrollIntoViewIfNeeded()
  await last.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.locator('main h1')).toBeFocused()

  await page.goBack()
  await expect(page).toHaveURL(/\/blog$/)
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'A', href, inView: true })
  const scrolled = await page.evaluate(() => scrollY)
  expect(scrolled).toBeGreaterThan(200) // the page came back where it was left
  // Tab goes on from there, not from a heading far above.
  await page.keyboard.press('Tab')
  expect(await focused(page)).toMatchObject({ inView: true })
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(scrolled - 200)
})

test('Forward after Back gives focus to the page again, not to the body', async ({ page }) => {
  await page.goto('/about')
  await hydrated(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Company' }).click()
  await expect(page.locator('main h1')).toBeFocused()
  await page.goBack()
  await expect(page).toHaveURL(/\/about$/)
  // The footer's Company link, in view where the page was left.
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'A', href: '/company', inView: true })
  await page.goForward()
  await expect(page).toHaveURL(/\/company$/)
  // Scrolled to the top again: no link here leads to /about in view but the header's.
  await expect.poll(() => focused(page)).not.toMatchObject({ tag: 'BODY' })
})

test('a new page starts at its top at once, not gliding up from where the last page was scrolled', async ({ page }) => {
  await page.goto('/about')
  await hydrated(page)
  await page.evaluate(() => scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
  await recordScrolls(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Company' }).click()
  await expect(page.locator('main h1')).toBeFocused()
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  // One jump (two if the shorter page first clamped the old position), not a frame-by-frame glide.
  expect((await scrolls(page)).length).toBeLessThanOrEqual(2)
  // Another page of a list (a new query on the same path) starts at its top at once too.
  await page.evaluate(() => scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
  await recordScrolls(page)
  await page.evaluate(() =>
    (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate('/company?page=2'),
  )
  await expect(page).toHaveURL(/\/company\?page=2$/)
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  expect((await scrolls(page)).length).toBeLessThanOrEqual(2)
  // The stylesheet's own scroll-behavior is back from the next frame (anchors glide: focus-scroll.spec.ts).
  await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollBehavior)).toBe('')
})

for (const { area, path, region } of [
  { area: 'a public page', path: '/company', region: 'main' },
  { area: 'an admin page', path: '/admin/blog', region: 'admin-main' },
])
  test(`the skip link moves focus into the content on ${area}`, async ({ page }) => {
    if (path.startsWith('/admin')) await signInAsAdmin(page, path)
    await page.goto(path) // a full load: Tab starts from the top
    await hydrated(page)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator(`#${region}`)).toBeFocused()
    // No ring around the whole content: it is where reading starts, not a control.
    expect(await page.locator(`#${region}`).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none')
    await page.keyboard.press('Tab')
    expect(await page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), region)).toBe(true)
    // Focusable for that moment only: a click on its text afterwards does not focus the region.
    await expect(page.locator(`#${region}`)).not.toHaveAttribute('tabindex')
    await page.locator(`#${region} h1`).click()
    await expect(page.locator(`#${region}`)).not.toBeFocused()
  })
