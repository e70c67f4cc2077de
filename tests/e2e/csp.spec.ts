import { expect, test, type Page } from '@playwright/test'
import { signInAsAdmin } from './admin-pages-helpers'
import { hydrated } from './hydration'
import { CASE_STUDIES, SECOND_READING } from '../fixtures/services'

// The Content-Security-Policy is enforced (per-request nonce, 'strict-dynamic'): no page may
// trip it, or a script, style, image, font or connection the page needs is silently blocked.
// Every public page and every admin page, hydrated, with the chat widget opened.

const PUBLIC = [
  '/',
  '/services',
  ...SECOND_READING.map((slug) => `/services/${slug}`),
  ...CASE_STUDIES.map((slug) => `/case-studies/${slug}`),
  '/success-stories',
  '/company',
  '/about',
  '/team',
  '/blog',
  '/blog/ai-in-business-from-pilot-to-production',
  '/get-started',
  '/privacy-policy',
  '/terms',
  '/cookies-policy',
  '/login',
  '/no-such-page',
]
const ADMIN = ['/admin/blog', '/admin/blog/new', '/admin/clients', '/admin/enquiries', '/admin/media']

async function watchViolations(page: Page) {
  const violations: string[] = []
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} in ${event.documentURI}`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test('no public page trips the Content-Security-Policy', async ({ page }) => {
  test.setTimeout(120_000)
  const violations = await watchViolations(page)
  for (const path of PUBLIC) {
    await page.goto(path)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
  }
  // The chat widget loads its own chunk on demand.
  await page.goto('/')
  await hydrated(page)
  const chat = page.getByRole('button', { name: /chat/i }).first()
  if (await chat.isVisible()) {
    await chat.click()
    await page.waitForLoadState('networkidle')
  }
  expect(violations).toEqual([])
})

test('no admin page trips the Content-Security-Policy', async ({ page }) => {
  test.setTimeout(90_000)
  const violations = await watchViolations(page)
  await signInAsAdmin(page)
  for (const path of ADMIN) {
    await page.goto(path)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
  }
  expect(violations).toEqual([])
})
