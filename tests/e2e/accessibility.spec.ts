import { expect, test, type Page } from '@playwright/test'
import { signInAsAdmin } from './admin-pages-helpers'
import { hydrated } from './hydration'

// The behaviours (decision 200) that the keyboard walk (keyboard.spec.ts) does not cover: timing
// that a visitor can stop or extend (2.2.1), the chat that never hides what has focus (2.4.11)
// and fits a 320×256 screen (1.4.10), announcements through a live region that exists before
// the message (4.1.3), focus after a client-side navigation, and reduced motion (2.3.3).

const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat with us' })
const chatPanel = (page: Page) => page.getByRole('dialog', { name: /Chat$/ })
/**
 * Opens the 404 page at `path` with the page's clock stopped, and waits (in real time, the page's
 * clock still stopped) until the app has hydrated the page and adopted its countdown, which the
 * page's inline script started at the first parse: the test then owns every millisecond of it.
 */
async function openWithClockStopped(page: Page, path: string) {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  await page.goto(path)
  await page.waitForFunction(() => {
    const controls = document.querySelector('[data-not-found-controls]')
    const running = (window as unknown as { __notFound?: unknown }).__notFound
    return running && controls && Object.keys(controls).some((key) => key.startsWith('__reactFiber'))
  })
  // The effects after hydration (React runs them in a task of its own, not on a timer).
  await new Promise((resolve) => setTimeout(resolve, 200))
}

test.describe('the 404 page', () => {
  test('goes home after 3 s by default, adding a history entry so Back returns, and there it stays', async ({ page }) => {
    await openWithClockStopped(page, '/a-mistyped-address')
    await page.clock.runFor(2000)
    await expect(page).toHaveURL(/\/a-mistyped-address$/)
    await page.clock.runFor(1500)
    await expect(page).toHaveURL(/\/$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/a-mistyped-address$/)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    // Not sent home a second time: Back again reaches the page before it.
    await expect(page.getByText('You are staying on this page.')).toBeVisible()
    await page.clock.runFor(10_000)
    await expect(page).toHaveURL(/\/a-mistyped-address$/)
  })

  test('a key pressed anywhere keeps the page: a keyboard user Tabbing through the header is not sent away', async ({ page }) => {
    await openWithClockStopped(page, '/no-such-page')
    await page.clock.runFor(1000)
    await page.keyboard.press('Tab') // the skip link: the controls are stops away
    await expect(page.getByText('You are staying on this page.')).toBeVisible()
    await page.clock.runFor(10_000)
    await expect(page).toHaveURL(/\/no-such-page$/)
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    // The controls are still there to reach.
    await expect(page.getByRole('button', { name: 'Stay on this page' })).toBeVisible()
  })

  test('"Stay on this page" stops it; focus or the pointer on the controls holds it', async ({ page }) => {
    await openWithClockStopped(page, '/no-such-page')
    // Focus on the controls: no redirect however long it stays there.
    const stay = page.getByRole('button', { name: 'Stay on this page' })
    await stay.focus()
    await page.clock.runFor(10_000)
    await expect(page).toHaveURL(/\/no-such-page$/)
    // The pointer on them holds it too, with focus elsewhere.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur())
    await page.getByRole('link', { name: 'Back to Home' }).hover()
    await page.clock.runFor(10_000)
    await expect(page).toHaveURL(/\/no-such-page$/)
    // Stay on this page ends the countdown for good.
    await stay.click()
    await expect(page.getByText('You are staying on this page.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeFocused()
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement).blur())
    await page.clock.runFor(10_000)
    await expect(page).toHaveURL(/\/no-such-page$/)
  })

  test('leaving the controls resumes the countdown where it was', async ({ page }) => {
    await openWithClockStopped(page, '/no-such-page')
    await page.clock.runFor(1000)
    await page.getByRole('link', { name: 'Back to Home' }).hover()
    await page.clock.runFor(5000)
    await page.mouse.move(0, 0)
    await page.clock.runFor(900) // about 2 s were left when the pointer came
    await expect(page).toHaveURL(/\/no-such-page$/)
    await page.clock.runFor(1200)
    await expect(page).toHaveURL(/\/$/)
  })
})

test('the admin is warned a minute before the inactivity sign-out and can stay signed in', async ({ page }) => {
  test.slow()
  await page.clock.install()
  await signInAsAdmin(page, '/admin/blog')
  const warning = page.getByRole('alertdialog', { name: 'You will be signed out soon' })
  await page.clock.runFor(28 * 60_000)
  await expect(warning).toBeHidden()
  await page.clock.runFor(60_000 + 1000) // 29 minutes idle: one minute to go
  await expect(warning).toBeVisible()
  await expect(warning).toContainText('signed out in 60 seconds')
  const stay = warning.getByRole('button', { name: 'Stay signed in' })
  await expect(stay).toBeFocused()
  // Staying extends the session on the server as well: the keep-alive request reads it.
  const keepAlive = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/admin/keepalive'))
  await page.keyboard.press('Enter')
  expect((await keepAlive).status()).toBe(200)
  await expect(warning).toBeHidden()
  await page.clock.runFor(28 * 60_000)
  await expect(page).toHaveURL(/\/admin\/blog$/)
  // Unanswered, the warning ends in the sign-out a minute later.
  await page.clock.runFor(60_000 + 1000)
  await expect(warning).toBeVisible()
  await page.clock.runFor(60_000)
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fblog$/)
})

test('activity in another admin tab keeps an idle one from signing the browser out', async ({ context }) => {
  test.slow()
  // Two tabs of one browser share one session: the one being written in counts for both.
  const start = Date.now()
  const idle = await context.newPage()
  const writing = await context.newPage()
  for (const page of [idle, writing]) await page.clock.install({ time: start })
  await signInAsAdmin(writing, '/admin/blog/new')
  await idle.goto('/admin/enquiries')
  await hydrated(idle)
  const title = writing.getByLabel('Title')
  await title.fill('Written while another tab sits idle')
  for (let minutes = 0; minutes < 40; minutes += 4) {
    await idle.clock.runFor(4 * 60_000)
    await writing.clock.runFor(4 * 60_000)
    await title.press('End') // a key press in the tab being written in
  }
  await expect(idle.getByRole('alertdialog', { name: 'You will be signed out soon' })).toBeHidden()
  await expect(idle).toHaveURL(/\/admin\/enquiries$/)
  await expect(writing).toHaveURL(/\/admin\/blog\/new$/)
  await expect(title).toHaveValue('Written while another tab sits idle')
})

test.describe('the chat', () => {
  test('closes when focus moves on into the page, and Escape closes it from anywhere', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await hydrated(page)
    await chatButton(page).click()
    await expect(chatPanel(page)).toBeVisible()
    // Shift+Tab from the close button (first in the panel) leaves it for the page: it closes.
    await chatPanel(page).getByRole('button', { name: 'Close chat' }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(chatPanel(page)).toBeHidden()
    const focused = page.locator(':focus')
    await expect(focused).toBeInViewport()

    // Open again, put focus on the page with a click, then Escape from there.
    await chatButton(page).click()
    await expect(chatPanel(page)).toBeVisible()
    await page.evaluate(() => document.querySelector<HTMLElement>('footer a')?.focus())
    await expect(chatPanel(page)).toBeHidden() // focus left it
    await chatButton(page).click()
    await page.evaluate(() => (document.activeElement as HTMLElement).blur()) // focus nowhere: it stays open
    await expect(chatPanel(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(chatPanel(page)).toBeHidden()
  })

  for (const [width, height] of [
    [320, 256],
    [640, 360],
  ]) {
    test(`is usable at ${width}×${height}: title, close, messages and input all on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto('/')
      await hydrated(page)
      await chatButton(page).click()
      const panel = chatPanel(page)
      for (const part of [
        panel.getByRole('heading', { name: /Chat$/ }),
        panel.getByRole('button', { name: 'Close chat' }),
        panel.getByRole('textbox', { name: 'Your message' }),
        panel.getByRole('button', { name: 'Send message' }),
      ])
        await expect(part).toBeInViewport({ ratio: 1 })
      const log = panel.getByRole('log')
      expect((await log.boundingBox())!.height).toBeGreaterThanOrEqual(60) // room for two lines or more
      await panel.getByRole('textbox', { name: 'Your message' }).fill('cybersecurity')
      await page.keyboard.press('Enter')
      await expect(log.locator('[data-sender]').last()).toContainText('protects your business')
      await page.screenshot({ path: test.info().outputPath(`chat-${width}x${height}.png`) })
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(chatButton(page)).toBeFocused()
    })
  }
})

test('toasts are announced through a live region that was in the page before them', async ({ page }) => {
  // The region is in the server's HTML, empty.
  const html = await (await page.request.get('/login')).text()
  expect(html).toMatch(/<div id="live-announcer" aria-live="polite" aria-atomic="true" class="sr-only"><\/div>/)
  await page.goto('/login')
  await hydrated(page)
  await page.evaluate(() => ((document.getElementById('live-announcer') as HTMLElement & { mark?: boolean }).mark = true))
  await page.getByLabel('Email').fill('admin@example.com')
  await page.getByLabel('Password').fill('Admin#Passw0rd')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/blog$/)
  // Same element (marked before), now saying the message; the toast itself stays quiet.
  const region = page.locator('#live-announcer')
  await expect(region).toHaveText('Logged in successfully')
  expect(await region.evaluate((el) => (el as HTMLElement & { mark?: boolean }).mark)).toBe(true)
  await expect(page.getByRole('status').filter({ hasText: 'Logged in successfully' })).toHaveAttribute('aria-live', 'off')
  // The success toast goes after its 2 s; the message stays in the region.
  await expect(page.getByRole('status').filter({ hasText: 'Logged in successfully' })).toHaveCount(0, { timeout: 5000 })
  await expect(region).toHaveText('Logged in successfully')
})

test('after a client-side navigation focus is on the new page’s heading', async ({ page }) => {
  await page.goto('/about')
  await hydrated(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Company' }).click()
  await expect(page).toHaveURL(/\/company$/)
  await expect(page.locator('main h1')).toBeFocused()
  // Tab goes on from the heading, into the page.
  await page.keyboard.press('Tab')
  const y = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top + window.scrollY)
  const h1 = await page.evaluate(() => document.querySelector('main h1')!.getBoundingClientRect().top + window.scrollY)
  expect(y).toBeGreaterThan(h1)
})

test('Open menu and Close menu are buttons that Space presses', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/company')
  await hydrated(page)
  await page.getByRole('button', { name: 'Open menu' }).focus()
  await page.keyboard.press('Space')
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(menu).toBeHidden()
  expect(await page.evaluate(() => window.scrollY)).toBe(0) // Space did not scroll the page
})

test('the post form’s Write and Preview tabs follow the arrow-key pattern', async ({ page }) => {
  await signInAsAdmin(page, '/admin/blog/new')
  await page.getByRole('textbox', { name: 'Content' }).fill('# Hello')
  const write = page.getByRole('tab', { name: 'Write' })
  const preview = page.getByRole('tab', { name: 'Preview' })
  await expect(preview).toHaveAttribute('tabindex', '-1') // one tab stop
  await write.focus()
  await page.keyboard.press('ArrowRight')
  await expect(preview).toBeFocused()
  await expect(preview).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Preview' }).getByRole('heading', { name: 'Hello' })).toBeVisible()
  // Tab goes from the tab into its panel, which may hold nothing focusable, then back.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tabpanel', { name: 'Preview' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(preview).toBeFocused()
  await page.keyboard.press('Home')
  await expect(write).toBeFocused()
  await expect(write).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(preview).toBeFocused()
})

test('an enquiries page past the end (its last enquiry deleted) leads to the last page, as the posts list does', async ({ page }) => {
  await signInAsAdmin(page, '/admin/enquiries')
  // However many enquiries the other tests sent, page 999 is past the end.
  await page.goto('/admin/enquiries?page=999')
  await expect(page).toHaveURL(/\/admin\/enquiries\?page=\d{1,2}$/)
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible()
})

test.describe('reduced motion', () => {
  const looping = (page: Page) =>
    page.evaluate(
      () =>
        document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity).length,
    )

  for (const motion of ['no-preference', 'reduce'] as const) {
    test(`spinners and typing dots ${motion === 'reduce' ? 'stand still' : 'move'} (${motion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: motion })
      const expected = motion === 'reduce' ? 0 : 1
      // The sign-in spinner, held busy.
      await page.goto('/login')
      await hydrated(page)
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/login.data*', async (route) => {
        await held
        await route.continue()
      })
      await page.getByLabel('Email').fill('admin@example.com')
      await page.getByLabel('Password').fill('Admin#Passw0rd')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible()
      await expect.poll(() => looping(page)).toBe(expected)
      release()
      await expect(page).toHaveURL(/\/admin\/blog$/)
      // The chat's typing dots, with the reply held back by the page's clock.
      await page.goto('/')
      await hydrated(page)
      await page.clock.install()
      await chatButton(page).click()
      await page.clock.pauseAt(Date.now() + 1000)
      await chatPanel(page).getByRole('textbox', { name: 'Your message' }).fill('hello')
      await page.keyboard.press('Enter')
      await expect.poll(() => looping(page)).toBe(motion === 'reduce' ? 0 : 3)
    })
  }

  test('nothing transitions (reduce): the skip link has its whole box the moment it has focus', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/company')
    await hydrated(page)
    await page.keyboard.press('Tab')
    const skip = await page.evaluate(() => {
      const link = document.activeElement as HTMLElement
      const box = link.getBoundingClientRect()
      return { text: link.textContent, running: link.getAnimations().length, left: box.left, padding: getComputedStyle(link).paddingLeft }
    })
    expect(skip).toEqual({ text: 'Skip to content', running: 0, left: 16, padding: '16px' })
  })
})

test('a case study names its story once, by the region, and its own headings sit right under it; sign-in says its fields are required', async ({
  page,
}) => {
  await page.goto('/case-studies/healthcare-cloud-migration')
  const story = page.getByRole('region', { name: 'The story' })
  await expect(story.getByRole('heading', { level: 2 }).first()).toHaveText('The challenge')
  await expect(page.getByRole('heading', { name: 'The story' })).toHaveCount(0)
  await expect(page.getByRole('article', { name: 'The story' })).toHaveCount(0)

  await page.goto('/login')
  for (const label of ['Email', 'Password']) await expect(page.getByLabel(label)).toHaveAttribute('required', '')
})
