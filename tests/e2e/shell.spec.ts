import { expect, test, type Page } from '@playwright/test'
import { holdScripts, hydrated, watchHydration } from './hydration'

const navLabels = ['About', 'Services', 'Company', 'Success Stories', 'Blog']

async function makeScrollable(page: Page) {
  await page.evaluate(() => (document.body.style.minHeight = '4000px'))
}

test.describe('desktop shell', () => {
  test('navigation and footer', async ({ page }) => {
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const label of navLabels) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started')
    const footer = page.locator('footer')
    for (const label of ['Services', 'Blog', 'Our Team', 'Company']) {
      await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: label })).toBeVisible()
    }
    for (const label of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
      await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: label })).toBeVisible()
    }
    await expect(footer.getByRole('list', { name: 'Social links' }).getByRole('link')).toHaveCount(3)
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  })

  test('the bar is transparent on the home page until scrolled past 20 px, dark elsewhere', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header').first()
    await makeScrollable(page)
    await expect(header).toHaveAttribute('data-transparent', 'true')
    await page.evaluate(() => window.scrollTo(0, 20))
    await expect(header).toHaveAttribute('data-transparent', 'true')
    await page.evaluate(() => window.scrollTo(0, 21))
    await expect(header).toHaveAttribute('data-transparent', 'false')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-transparent', 'true')
    await page.goto('/company')
    await expect(page.locator('header').first()).toHaveAttribute('data-transparent', 'false')
  })

  test('meta tags and canonical URL', async ({ page }) => {
    await page.goto('/about')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.example.com/about')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /index/)
    for (const name of ['description', 'keywords', 'author', 'twitter:card']) {
      await expect(page.locator(`meta[name="${name}"]`)).toHaveCount(1)
    }
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1)
  })
})

test.describe('not found', () => {
  test('an unknown path answers 404 and goes home after 3 seconds', async ({ page, request }) => {
    expect((await request.get('/no-such-page')).status()).toBe(404)
    expect((await request.get('/404')).status()).toBe(404)
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 })
  })

  test('the Back to Home button goes home', async ({ page }) => {
    await page.goto('/404')
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

for (const width of [1280, 390]) {
  test(`an address to a section (/#contact) shows it just below the fixed header (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/#contact')
    const header = (await page.locator('header').first().boundingBox())!
    // Smooth scrolling: wait until the section stops moving.
    await expect
      .poll(async () => {
        const first = (await page.locator('#contact').boundingBox())!.y
        await page.waitForTimeout(150)
        return first === (await page.locator('#contact').boundingBox())!.y
      })
      .toBe(true)
    const top = (await page.locator('#contact').boundingBox())!.y
    expect(top).toBeGreaterThanOrEqual(header.y + header.height)
    expect(top).toBeLessThanOrEqual(header.y + header.height + 24)
  })
}

test('a service page’s Contact details goes to the contact section every time, not only the first', async ({ page }) => {
  await page.goto('/services/cyber-security')
  await hydrated(page)
  const contactTop = () => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top))
  for (let time = 0; time < 2; time++) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.getByRole('link', { name: 'Contact details' }).click()
    await expect.poll(contactTop).toBeLessThan(100)
  }
})

// Whether the page under the menu scrolls: the lock is a CSS rule on <html> (mobile-menu.tsx).
const pageOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflowY)

test.describe('phone shell', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
  // The phone menu's panel and its links: server HTML that waits for the panel's lazy chunk.
  const PANEL = '#mobile-menu, #mobile-menu a'
  async function openMenu(page: Page) {
    await hydrated(page) // before it, the menu opens through :target (the no-JavaScript menu)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu(page)).toBeVisible()
  }

  test('the slide-in menu has the links, phone, e-mail and Get Started, and locks scrolling', async ({ page }) => {
    await page.goto('/company')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeHidden()
    await openMenu(page)
    for (const label of navLabels) await expect(menu(page).getByRole('link', { name: label, exact: true })).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'Get Started' })).toBeVisible()
    await expect(menu(page).locator('a[href^="tel:"]')).toBeVisible()
    await expect(menu(page).locator('a[href^="mailto:"]')).toBeVisible()
    // The panel slides in from the right: measure it once it has arrived.
    await expect
      .poll(async () =>
        Math.round(
          await menu(page)
            .boundingBox()
            .then((b) => (b ? b.x + b.width : 0)),
        ),
      )
      .toBe(390)
    const box = await menu(page).boundingBox()
    expect(box?.width).toBeCloseTo(390 * 0.85, 0)
    expect(box?.height).toBeCloseTo(844, 0)
    expect(await pageOverflow(page)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()
    expect(await pageOverflow(page)).toBe('visible')
  })

  test('a menu opened before the page hydrated (through :target) locks scrolling, and still closes once it has', async ({ page }) => {
    const release = await holdScripts(page)
    // The held module scripts hold the load event too.
    await page.goto('/company', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu(page)).toBeVisible()
    expect(await pageOverflow(page)).toBe('hidden')
    release()
    await hydrated(page)
    expect(await pageOverflow(page)).toBe('hidden')
    await menu(page).getByRole('button', { name: 'Close menu' }).click()
    await expect(menu(page)).toBeHidden()
    expect(await pageOverflow(page)).toBe('visible')
  })

  test('a tap after hydration but before the panel’s chunk has come opens the menu when it comes', async ({ page }) => {
    const watch = await watchHydration(page, PANEL)
    const release = await holdScripts(page, '**/assets/mobile-menu-*.js')
    await page.goto('/company')
    await hydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    release()
    await expect(menu(page)).toBeVisible()
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused()
    await watch.check() // the panel hydrated before the tap's update
  })

  test('a scroll before the panel’s chunk has come changes the bar and leaves the panel alone', async ({ page }) => {
    const watch = await watchHydration(page, PANEL)
    const release = await holdScripts(page, '**/assets/mobile-menu-*.js')
    await page.goto('/')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(page.locator('header').first()).toHaveAttribute('data-transparent', 'false')
    release()
    await openMenu(page)
    // The bar's re-render never reaches the panel's boundary (memo in site-header.tsx).
    await watch.check()
  })

  test('the menu closes on a backdrop tap, a link tap and a swipe right', async ({ page }) => {
    await page.goto('/company')
    await openMenu(page)
    await page.mouse.click(20, 400)
    await expect(menu(page)).toBeHidden()

    await openMenu(page)
    await menu(page).getByRole('link', { name: 'About', exact: true }).click()
    await expect(menu(page)).toBeHidden()
    await expect(page).toHaveURL(/\/about$/)

    await openMenu(page)
    const swipe = (type: string, x: number) =>
      menu(page).dispatchEvent(type, {
        touches: type === 'touchend' ? [] : [{ identifier: 1, clientX: x, clientY: 300 }],
        changedTouches: [{ identifier: 1, clientX: x, clientY: 300 }],
      })
    await swipe('touchstart', 100)
    await swipe('touchend', 130)
    await expect(menu(page)).toBeVisible()
    await swipe('touchstart', 100)
    await swipe('touchend', 150)
    await expect(menu(page)).toBeHidden()
  })

  test('focus stays inside the open menu', async ({ page }) => {
    await page.goto('/company')
    await openMenu(page)
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(menu(page).getByRole('link', { name: 'Get Started' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused()
    // The page's own link is marked, as in the bar.
    await expect(menu(page).getByRole('link', { name: 'Company', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(menu(page).getByRole('link', { name: 'About', exact: true })).not.toHaveAttribute('aria-current')
  })

  test('a window widened past the menu’s widths (a tablet turned) closes it: the page scrolls and Tab moves again', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 })
    await page.goto('/services')
    await openMenu(page)
    await expect.poll(() => pageOverflow(page)).toBe('hidden')
    await page.setViewportSize({ width: 1180, height: 820 })
    await expect(page.locator('#mobile-menu')).toHaveAttribute('data-open', 'false')
    expect(await pageOverflow(page)).toBe('visible')
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  test('the menu opens through its link and closes where the reader was', async ({ page }) => {
    await page.goto('/company')
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }))
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(1500)
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    expect(await page.evaluate(() => window.scrollY)).toBe(1500)
  })

  test("the home page's see-through bar turns dark once the page scrolls", async ({ page }) => {
    const bar = page.locator('header[data-transparent]')
    const background = () => bar.evaluate((header) => getComputedStyle(header).backgroundColor)
    await page.goto('/company')
    const otherPages = await background()
    await page.goto('/')
    expect(await background()).toBe('rgba(0, 0, 0, 0)')
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
    // The other pages' navy bar: its white links and menu button stay readable over white sections.
    await expect.poll(background).toBe(otherPages)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  })
})
