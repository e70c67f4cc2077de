import { expect, test } from '@playwright/test'
import { SERVICE_FEATURE_COUNT } from '~/services/service-rules'
import { CONTACT } from './pages-data'
import { GROUPS, PUBLIC_PAGES, SERVICE_ADDRESSES, TEAM } from './public-content'

// Issue 14, the public half: credible content that tells one story.

test('/services shows the six main services with their specialisms grouped under them', async ({ page }) => {
  await page.goto('/services')
  const cards = page.locator('main article')
  await expect(cards).toHaveCount(6)
  expect(GROUPS).toHaveLength(6)
  for (const [index, group] of GROUPS.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(group.title)
    const specialisms = card.getByRole('list', { name: `${group.title} specialisms` }).getByRole('link')
    if (group.specialisms.length === 0) await expect(specialisms).toHaveCount(0)
    else await expect(specialisms).toHaveText(group.specialisms)
  }
  const security = cards.filter({ has: page.getByRole('heading', { name: 'Cyber Security' }) })
  await security.getByRole('link', { name: 'Penetration Testing' }).click()
  await expect(page).toHaveURL(/\/services\/penetration-testing$/)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cyber Security' })).toHaveAttribute(
    'href',
    '/services/cyber-security',
  )
})

test('every service address answers as before: 200, or 301 to its canonical address', async ({ request }) => {
  expect(SERVICE_ADDRESSES.length).toBeGreaterThanOrEqual(20)
  for (const address of SERVICE_ADDRESSES) {
    const response = await request.get(address.path, { maxRedirects: 0 })
    expect(response.status(), address.path).toBe(address.status)
    if (address.location) expect(new URL(response.headers().location, 'http://x').pathname).toBe(address.location)
  }
})

test('/team: the team from the content, with initials avatars, roles, bios and labelled links', async ({ page }) => {
  await page.goto('/team')
  const cards = page.getByRole('list', { name: 'Team members' }).getByRole('article')
  await expect(cards).toHaveCount(TEAM.length)
  for (const [index, member] of TEAM.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name)
    await expect(card).toContainText(member.role)
    const initials = member.name
      .split(' ')
      .filter((_, i, all) => i === 0 || i === all.length - 1)
      .map((w) => w[0])
      .join('')
    await expect(card.locator('span[aria-hidden="true"]').first()).toHaveText(initials)
    await expect(card.getByRole('link', { name: `${member.name} on LinkedIn` })).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//)
  }
  await expect(page.locator('main')).not.toContainText(/placeholder|will appear here/i)
})

test('feature cards have their own icons', async ({ page }) => {
  await page.goto('/services/cyber-security')
  const icons = await page
    .locator('section[aria-labelledby="features-heading"] li svg use')
    // Content icons are symbols of one sprite: each card names its own.
    .evaluateAll((uses) => uses.map((use) => use.getAttribute('href')))
  expect(icons).toHaveLength(SERVICE_FEATURE_COUNT)
  expect(new Set(icons).size).toBe(SERVICE_FEATURE_COUNT)
})

test('legal pages read as finished, with the review notice kept apart', async ({ page }) => {
  for (const path of ['/privacy-policy', '/terms', '/cookies-policy']) {
    await page.goto(path)
    await expect(page.locator('main')).not.toContainText(/placeholder|\{email\}/i)
    await expect(page.getByRole('complementary', { name: 'Legal review' })).toContainText('reviewed by legal counsel')
  }
  await page.goto('/privacy-policy')
  await expect(page.locator('main')).toContainText('privacy@arclight.example')
})

test('chat: the fallback keeps its words and leads to Get Started', async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('button', { name: 'Chat with us' }).click()
  const chat = page.getByRole('dialog', { name: /Chat$/ })
  await chat.getByPlaceholder('Type your message...').fill('Can I speak to someone about pricing?')
  await chat.getByPlaceholder('Type your message...').press('Enter')
  const reply = chat.locator('[data-sender="bot"]').nth(1)
  await expect(reply).toContainText('I can tell you about our web development, cybersecurity or AI agents services.')
  await reply.getByRole('link', { name: 'Get Started' }).click()
  await expect(page).toHaveURL(/\/get-started$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Started')
})

test('every public page: no literal placeholder, real contact links, no heading that repeats the H1', async ({ page }) => {
  test.setTimeout(120_000)
  for (const path of PUBLIC_PAGES) {
    await page.goto(path)
    const body =
      (await page.locator('body').innerText()) +
      (await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')).join(' ')))
    expect(body, path).not.toMatch(/\{(email|phone)\}|_placeholder|Placeholder/)
    await expect(page.locator(`footer a[href="mailto:${CONTACT.email}"]`), path).toHaveCount(1)
    await expect(page.locator(`footer a[href="${CONTACT.tel}"]`), path).toHaveCount(1)
    const h1 = (await page.getByRole('heading', { level: 1 }).innerText()).trim().toLowerCase()
    const others = await page.locator('main :is(h2, h3)').allInnerTexts()
    expect(
      others.filter((text) => text.trim().toLowerCase() === h1),
      `${path}: a heading repeats the H1 "${h1}"`,
    ).toEqual([])
  }
})
