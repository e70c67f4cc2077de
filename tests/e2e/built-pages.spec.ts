import { expect, test } from '@playwright/test'

// A page built from sections in the bundled dataset (decision 210): "Security assessment in ten days"
// at /security-assessment, linked by reference from the home page's statistics section and from
// the footer's Quick Links (site settings).

const HEADINGS = [
  'What happens in the ten days',
  'A track record you can check',
  'Results from similar engagements',
  'Frequently asked questions',
  'Book your assessment',
]

for (const width of [1280, 390]) {
  test(`the campaign page answers at its slug with its sections in order (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const response = await page.goto('/security-assessment')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Assessment in Ten Days')
    const headings = await page.locator('main h2').allTextContents()
    expect(headings.filter((h) => HEADINGS.includes(h))).toEqual(HEADINGS)
    await expect(page.getByRole('link', { name: 'Book an assessment' })).toHaveAttribute('href', '/get-started')
    await expect(page.getByRole('link', { name: 'Penetration testing' })).toHaveAttribute('href', '/services/penetration-testing')
    await page.screenshot({ path: `test-results/built-page-${width}.png`, fullPage: true })
  })
}

test('the FAQ is valid FAQPage JSON-LD with every question', async ({ page }) => {
  await page.goto('/security-assessment')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const faq = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage')
  expect(faq['@context']).toBe('https://schema.org')
  expect(faq.mainEntity).toHaveLength(4)
  for (const entry of faq.mainEntity) {
    expect(entry['@type']).toBe('Question')
    expect(entry.name).toMatch(/\?$/)
    expect(entry.acceptedAnswer['@type']).toBe('Answer')
    expect(entry.acceptedAnswer.text.length).toBeGreaterThan(40)
  }
  await page.getByText('What does the ten-day assessment cover?').click()
  await expect(page.getByText(/Your internet-facing systems/)).toBeVisible()
})

test('it is in the sitemap with its canonical URL, and the home page footer links to it', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('<loc>https://www.example.com/security-assessment</loc>')
  await page.goto('/security-assessment')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.example.com/security-assessment')
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Security Assessment' }).click()
  await expect(page).toHaveURL(/\/security-assessment$/)
})

test('the home page’s statistics section links to it by reference', async ({ page }) => {
  await page.goto('/')
  const link = page.locator('#statistics').getByRole('link', { name: 'Security assessment in ten days' })
  await expect(link).toHaveAttribute('href', '/security-assessment')
  await link.click()
  await expect(page).toHaveURL(/\/security-assessment$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Assessment in Ten Days')
})

test('an unknown path still answers 404 with the Not Found page', async ({ page }) => {
  const response = await page.goto('/no-such-campaign')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('link', { name: /back to home/i })).toBeVisible()
})
