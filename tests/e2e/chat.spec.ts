import { expect, test, type Page } from '@playwright/test'

const GREETING = 'Hello! How can I assist you with our services today?'

async function openChat(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Chat with us' }).click()
  return page.getByRole('dialog', { name: 'Arclight Technologies Chat' })
}

const messages = (page: Page) => page.getByRole('log', { name: 'Conversation' }).locator('[data-sender]')

test('the chat button opens a panel with the title, subtitle, greeting and input', async ({ page }) => {
  const panel = await openChat(page)
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Arclight Technologies Chat' })).toBeVisible()
  await expect(panel.getByText('Ask us anything about our services')).toBeVisible()
  await expect(messages(page)).toContainText([GREETING])
  await expect(panel.getByPlaceholder('Type your message...')).toBeFocused()
  await expect(page.getByRole('log')).toHaveAttribute('aria-live', 'polite')

  // The button toggles it closed again.
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await expect(panel).toBeHidden()
})

test('a message gets the bot’s reply 500 ms later, without any network call', async ({ page }) => {
  const panel = await openChat(page)
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  // The page's clock, under the test's control: the delay is checked exactly, not raced.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)

  await panel.getByPlaceholder('Type your message...').fill('Can you help with Web Development?')
  await page.keyboard.press('Enter')
  await expect(messages(page)).toHaveCount(2)
  await expect(messages(page).nth(1)).toHaveAttribute('data-sender', 'user')
  await expect(panel.getByPlaceholder('Type your message...')).toHaveValue('')
  await page.clock.runFor(499)
  await expect(messages(page)).toHaveCount(2)
  await page.clock.runFor(1)
  await expect(messages(page)).toHaveCount(3)
  await expect(messages(page).nth(2)).toHaveAttribute('data-sender', 'bot')
  await expect(messages(page).nth(2)).toContainText('full-stack web development')
  await page.clock.resume()

  await panel.getByPlaceholder('Type your message...').fill('cybersecurity')
  await panel.getByRole('button', { name: 'Send message' }).click()
  await expect(messages(page).nth(4)).toContainText('protects your business')

  await panel.getByPlaceholder('Type your message...').fill('what do you charge?')
  await page.keyboard.press('Enter')
  await expect(messages(page).nth(6)).toContainText('web development, cybersecurity or AI agents')
  expect(requests).toEqual([])
})

test('empty and whitespace-only input is ignored', async ({ page }) => {
  const panel = await openChat(page)
  const input = panel.getByPlaceholder('Type your message...')
  await page.keyboard.press('Enter')
  await input.fill('    ')
  await page.keyboard.press('Enter')
  await panel.getByRole('button', { name: 'Send message' }).click()
  await page.waitForTimeout(800) // longer than a reply would take
  await expect(messages(page)).toContainText([GREETING])
})

test('keyboard: open with Enter, focus moves in, Escape closes and focus returns', async ({ page }) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Chat with us' })
  await button.focus()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const input = page.getByPlaceholder('Type your message...')
  await expect(input).toBeFocused()
  await page.keyboard.type('AI agents')
  await page.keyboard.press('Enter')
  await expect(messages(page).nth(2)).toContainText('intelligent AI agents')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(button).toBeFocused()
  // Reopening keeps the conversation.
  await page.keyboard.press('Space')
  await expect(messages(page)).toHaveCount(3)
  await page.getByRole('button', { name: 'Close chat' }).click()
  await expect(button).toBeFocused()
})

test('the widget’s code loads after the page is interactive, as its own chunk', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible()
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const chunk = performance.getEntriesByType('resource').find((entry) => /chat-widget(?!-loader)[^/]*\.(tsx|js)/.test(entry.name))
    return { domContentLoaded: nav.domContentLoadedEventEnd, chunkStart: chunk?.startTime ?? null }
  })
  expect(timing.chunkStart).not.toBeNull()
  expect(timing.chunkStart!).toBeGreaterThan(timing.domContentLoaded)
  // Not announced in the server-rendered page either (Vite adds a modulepreload link at run time,
  // when the chunk is imported, so the live DOM would show one).
  const html = await (await page.request.get('/')).text()
  expect(html).not.toMatch(/chat-widget(?!-loader)[\w-]*\.js/)
})

test('the widget is on public pages only, not on /login or /admin', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible()
  await page.evaluate(() => (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate('/login'))
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0)
  await page.goto('/admin')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0)
})

test('the panel fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const panel = await openChat(page)
  const box = (await panel.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  expect(box.y).toBeGreaterThanOrEqual(72) // below the fixed header
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('at the end of a page on a phone, the chat button covers none of the footer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/get-started')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  // The text's own box, not its paragraph's (whose padding makes the room).
  const textBottom = await page.getByText(/All rights reserved\./).evaluate((p) => {
    const range = document.createRange()
    range.selectNodeContents(p)
    return range.getBoundingClientRect().bottom
  })
  const button = (await page.getByRole('button', { name: 'Chat with us' }).boundingBox())!
  expect(textBottom).toBeLessThanOrEqual(button.y)
})

test('on a phone, the chat button steps aside while a field of the page has focus, and stays a Tab stop', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const launcher = page.getByRole('button', { name: 'Chat with us' })
  await expect(launcher).toBeVisible()
  await page.locator('#enquiry-message').focus()
  await expect(launcher).toHaveCSS('opacity', '0')
  await launcher.focus()
  await expect(launcher).toHaveCSS('opacity', '1')
  // At desktop width it has room beside the form, and stays.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.locator('#enquiry-message').focus()
  await expect(launcher).toHaveCSS('opacity', '1')
})

test('a long unbroken message wraps inside its bubble, and the open panel adds no second banner', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const panel = await openChat(page)
  const address = 'https://portal.example.com/projects/arclight-migration-2025/requirements-and-constraints-v3.pdf'
  await panel.getByPlaceholder('Type your message...').fill(address)
  await page.keyboard.press('Enter')
  const bubble = messages(page).filter({ hasText: address })
  await expect(bubble).toBeVisible()
  const overflow = (locator: typeof bubble) => locator.evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(await overflow(bubble)).toBeLessThanOrEqual(0)
  expect(await overflow(page.getByRole('log', { name: 'Conversation' }))).toBeLessThanOrEqual(0)
  await expect(page.getByRole('banner')).toHaveCount(1)
})

test('Get Started in the bot’s reply opens the page within the site: the panel closes, the new heading takes focus, the conversation stays', async ({
  page,
}) => {
  const panel = await openChat(page)
  await panel.getByPlaceholder('Type your message...').fill('What do you charge?')
  await page.keyboard.press('Enter')
  const link = messages(page).getByRole('link', { name: 'Get Started' })
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/get-started$/)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  await expect(panel).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await expect(messages(page)).toHaveCount(3)
})

test('a Tab past the last stop and back into the page closes the open panel: it never covers what has focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openChat(page)
  // The chat button is the page's last stop: the next Tab leaves the page for the browser's own controls.
  await page.getByRole('button', { name: 'Chat with us' }).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await expect(page.getByRole('dialog')).toBeHidden()
})
