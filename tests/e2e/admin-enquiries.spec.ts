import { expect, test } from '@playwright/test'
import { acceptConfirm, ADMIN, shoot, signInAsAdmin, toast } from './admin-pages-helpers'
import { hydrated } from './hydration'
import { useOwnClientAddress } from './client-address'

test.beforeEach(({ page }, info) => useOwnClientAddress(page, info))

// The enquiries inbox: an enquiry sent through the public form is read in full, marked as
// handled (and new again), exported as CSV, and deleted. One enquiry only: the site stores at
// most 5 per client address every 10 minutes, and the whole browser suite shares 127.0.0.1.

const ENQUIRY = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 555 0100',
  company: '=Compilers Inc',
  message: 'We would like an assessment of our cloud estate and a plan for zero trust.\nSecond line.',
}

test('read, mark, export and delete an enquiry', async ({ page }) => {
  test.slow()
  // A visitor sends the enquiry.
  await page.goto('/get-started')
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Project enquiry' })
  await form.getByLabel('Name', { exact: true }).fill(ENQUIRY.name)
  await form.getByLabel('Email').fill(ENQUIRY.email)
  await form.getByLabel('Phone').fill(ENQUIRY.phone)
  await form.getByLabel('Company').fill(ENQUIRY.company)
  await form.getByLabel('Project type').selectOption('consulting')
  await form.getByLabel('Budget').selectOption('50k-100k')
  await form.getByLabel('Timeline').selectOption('3-6-months')
  await form.getByLabel('Project details').fill(ENQUIRY.message)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText("Thank you for your interest! We'll be in touch soon.").first()).toBeVisible()
  const reference = (await page
    .getByText(/^ENQ-[0-9A-F]{4}-[0-9A-F]{4}$/)
    .first()
    .textContent())!

  // Staff read it with every field.
  await signInAsAdmin(page, '/admin/enquiries')
  const card = page.getByRole('article', { name: /Grace Hopper/ })
  await expect(card).toBeVisible()
  await expect(card.getByText('New', { exact: true })).toBeVisible()
  await expect(card.getByRole('link', { name: ENQUIRY.email })).toHaveAttribute('href', `mailto:${ENQUIRY.email}`)
  await expect(card.getByRole('link', { name: ENQUIRY.phone })).toHaveAttribute('href', 'tel:+15550100')
  // The reference the visitor was given, so that staff find the enquiry a visitor quotes.
  for (const text of ['Consulting', '$50,000 – $100,000', '3–6 months', '/get-started', reference])
    await expect(card.getByText(text, { exact: true })).toBeVisible()
  await expect(card.getByText(/zero trust\.\s+Second line\./)).toBeVisible()
  await expect(card.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', /^mailto:grace@example\.com\?subject=/)
  await shoot(page, 'enquiries')

  // Mark as handled, then as new again.
  await card.getByRole('button', { name: 'Mark as handled' }).click()
  await expect(toast(page, 'Enquiry marked as handled')).toBeVisible()
  await expect(card.getByText('Handled', { exact: true })).toBeVisible()
  await expect(card.getByText(/handled .* UTC/)).toBeVisible()
  // From the keyboard, at phone width: focus stays on the button while it works and after (never
  // on the body), and the page stays where it was (the answer's redirect back does not scroll up).
  await page.setViewportSize({ width: 390, height: 600 })
  await card.getByRole('button', { name: 'Mark as new' }).evaluate((button) => button.scrollIntoView({ block: 'end' }))
  await card.getByRole('button', { name: 'Mark as new' }).focus()
  const scrolled = await page.evaluate(() => scrollY)
  expect(scrolled).toBeGreaterThan(0)
  await page.keyboard.press('Enter')
  await expect(toast(page, 'Enquiry marked as new')).toBeVisible()
  await expect(card.getByText('New', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Mark as handled' })).toBeFocused()
  await expect(card.getByRole('button', { name: 'Mark as handled' })).toBeInViewport()
  // Within the few pixels the card's own change of height may move it (the "handled …" line goes).
  expect(Math.abs((await page.evaluate(() => scrollY)) - scrolled)).toBeLessThan(50)
  // Marked handled with the button at the foot of the screen, in the corner where admin toasts come
  // (more of the inbox above it): this toast comes at the top instead. A toast never hides focus.
  await expect(toast(page, 'Enquiry marked as new')).toHaveCount(0, { timeout: 10_000 })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addStyleTag({ content: '#admin-main { padding-top: 600px }' })
  const handled = card.getByRole('button', { name: 'Mark as handled' })
  await handled.evaluate((button) => scrollBy({ top: button.getBoundingClientRect().bottom - innerHeight + 4, behavior: 'instant' }))
  await page.keyboard.press('Enter')
  const marked = toast(page, 'Enquiry marked as handled')
  await expect(marked).toBeVisible()
  const again = card.getByRole('button', { name: 'Mark as new' })
  await expect(again).toBeFocused()
  await page.waitForTimeout(500) // the toast's slide-in (0.35 s)
  const [b, m] = [(await again.boundingBox())!, (await marked.boundingBox())!]
  const apart = b.y + b.height <= m.y || m.y + m.height <= b.y || b.x + b.width <= m.x || m.x + m.width <= b.x
  expect(apart, JSON.stringify({ button: b, toast: m })).toBe(true)
  await again.click()
  await expect(card.getByText('New', { exact: true })).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 800 })

  // Export as CSV: every field, the formula-like company neutralised.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (
    await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = []
      for await (const chunk of stream) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks)
    })
  ).toString('utf8')
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'id,received_at,name,email,phone,company,project_type,budget,timeline,message,source_page,handled_at,reference',
  )
  expect(csv).toContain(
    `Grace Hopper,grace@example.com,'+1 555 0100,'=Compilers Inc,consulting,50k-100k,3-6-months,"${ENQUIRY.message}",/get-started,`,
  )
  expect(csv).toMatch(new RegExp(`,${reference}\\r\\n`))

  // Delete, after the confirmation.
  const asked = acceptConfirm(page, "Delete the enquiry from 'Grace Hopper'?")
  await card.getByRole('button', { name: 'Delete the enquiry from Grace Hopper' }).click()
  await asked
  await expect(toast(page, 'Enquiry deleted successfully')).toBeVisible()
  await expect(card).toHaveCount(0)
  await expect(page.getByText('No enquiries yet.')).toBeVisible()
  // The deleted card took the focused link with it: focus is on the page's heading, not the body.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test('Export CSV after the session ended: the sign-in page, then back to the inbox (no login page saved as the CSV)', async ({
  page,
  context,
}) => {
  await signInAsAdmin(page, '/admin/enquiries')
  await context.clearCookies()
  await page.getByRole('link', { name: 'Export CSV' }).click()
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fenquiries$/)
  await hydrated(page)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/enquiries$/)
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible()
})
