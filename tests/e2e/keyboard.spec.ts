import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signInAsAdmin } from './admin-pages-helpers'
import { hydrated } from './hydration'
import { checkFocus, walk } from './keyboard-walk'
import { STATIC_ROUTES } from './pages-data'

const TEMPLATES = ['/services/cyber-security', '/case-studies/finance-digital-transformation']
const LEGAL_TWINS = ['/terms', '/cookies-policy'] // the same template as /privacy-policy
const AXE_HERE = ['/blog', '/404', '/login']

// Every public page and every admin page, with the keyboard alone, forwards from the top and
// backwards from the end, at 1280 and 390 px: every stop is visible, uncovered and ringed
// (keyboard-walk.ts). To keep the suite to a few minutes on a busy machine: pages built from one
// template with other words (the other service pages, case studies and legal pages) are walked
// once per template, and stops are capped per page (FORWARD_STOPS, BACKWARD_STOPS): forwards
// covers the skip link, the header, the hero and the first content; backwards the chat button,
// the footer and the end of the content, where the fixed header hid controls. The long middle of
// a page repeats the same components. axe runs here on the pages no other spec gives it (the
// blog, the 404 page, sign-in); pages.spec.ts and admin-a11y.spec.ts run it on the rest.
const FORWARD_STOPS = 16
const BACKWARD_STOPS = 10
const WIDTHS = [1280, 390]

// Reduced motion: focus scrolling is then instant and nothing fades, so every screenshot shows
// the page at rest.
test.use({ reducedMotion: 'reduce' })
// Two widths, two directions and axe per page: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 })

async function walkPage(page: Page, path: string, { chat = true, axe = AXE_HERE.includes(path) } = {}) {
  const problems: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.goto(path)
    await hydrated(page)
    // Webfonts swapped in: text that changes width between a check and its capture moves the ring.
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    if (chat) await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible()
    // The 404 page would go home after 3 s: "Stay on this page" stops it, as a visitor would (a
    // resting pointer no longer holds it once the walk scrolls the controls from under it).
    if (path === '/404') {
      await page.getByRole('button', { name: 'Stay on this page' }).click()
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    }
    if (axe) {
      const results = await new AxeBuilder({ page }).exclude('[data-rht-toaster]').analyze()
      problems.push(...results.violations.map((v) => `${width}px axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))
    }
    problems.push(...(await walk(page, 'forward', FORWARD_STOPS)).map((p) => `${width}px ${p}`))
    // From the end: a mark after everything takes focus, so Shift+Tab starts at the page's last control.
    await page.evaluate(() => {
      const mark = Object.assign(document.createElement('span'), { tabIndex: -1 })
      document.body.append(mark)
      mark.focus()
      mark.addEventListener('blur', () => mark.remove())
    })
    problems.push(...(await walk(page, 'backward', BACKWARD_STOPS)).map((p) => `${width}px ${p}`))
  }
  expect(problems, path).toEqual([])
}

test.describe('public pages', () => {
  const paths = [...STATIC_ROUTES.filter((path) => !LEGAL_TWINS.includes(path)), ...TEMPLATES, ...AXE_HERE]
  for (const path of paths) {
    test(`keyboard walk: ${path}`, async ({ page }) => {
      await walkPage(page, path, { chat: path !== '/login' })
    })
  }

  test('keyboard walk: a blog post', async ({ page }) => {
    await page.goto('/blog')
    const href = await page.getByTestId('post-card').first().getByRole('link').getAttribute('href')
    await walkPage(page, href!, { axe: true })
  })
})

test.describe('admin pages', () => {
  for (const path of ['/admin', '/admin/blog', '/admin/blog/new', '/admin/clients', '/admin/media', '/admin/enquiries']) {
    test(`keyboard walk: ${path}`, async ({ page }) => {
      await signInAsAdmin(page, path)
      await walkPage(page, path, { chat: false })
    })
  }
})

// The skip link floats over whatever is at the top of the window: on a phone, an admin page
// scrolled past its navy bar puts it over the light page (a ring for dark surfaces was 1.98:1 there).
test('the skip link’s ring stands out over an admin page scrolled past its dark bar (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsAdmin(page, '/admin/blog')
  await page.goto('/admin/blog') // a fresh load: focus at the start of the page, not on the heading
  await hydrated(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await page.keyboard.press('Tab')
  const stop = await checkFocus(page)
  expect(stop?.label).toBe('a "Skip to content"')
  expect(stop?.problems).toEqual([])
})
