import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { CASE_STUDIES, SECOND_READING, SPEC_FEATURES } from '../fixtures/services'
import { SERVICE_FEATURE_COUNT } from '~/services/service-rules'
import { ALL_ROUTES, CONTACT, HERO_CLAIMS, SITE, STATISTICS, VALUES } from './pages-data'

// Every public page at desktop and phone widths: the texts the specification gives,
// no accessibility violations (axe), no horizontal scrolling, sized images.

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}

async function statsOf(page: Page, scope: ReturnType<Page['locator']>) {
  return scope
    .locator('dl > div')
    .evaluateAll((divs) => divs.map((d) => [d.querySelector('dd')?.textContent?.trim(), d.querySelector('dt')?.textContent?.trim()]))
}

for (const width of [1280, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } })

    for (const route of ALL_ROUTES) {
      test(`${route} renders, is accessible and fits the screen`, async ({ page }) => {
        const response = await page.goto(route)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        // Every image has its size (no layout shift); only the hero's loads eagerly.
        const images = await page.locator('main img').evaluateAll((imgs) =>
          imgs.map((img) => ({
            w: img.getAttribute('width'),
            h: img.getAttribute('height'),
            loading: img.getAttribute('loading'),
            hero: !!img.closest('section[aria-labelledby="page-title"]'),
          })),
        )
        for (const img of images) {
          expect(Number(img.w)).toBeGreaterThan(0)
          expect(Number(img.h)).toBeGreaterThan(0)
          expect(img.loading).toBe(img.hero ? 'eager' : 'lazy')
        }
        // Organization structured data on every page.
        const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
        expect(ld.map((t) => JSON.parse(t)['@type'])).toContain('Organization')
        await expectAccessible(page)
      })
    }

    test('home: hero claims, statistics, services, success stories and contact', async ({ page }) => {
      await page.goto('/')
      const hero = page.locator('section[aria-labelledby="page-title"]')
      await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started')
      expect(await statsOf(page, hero)).toEqual(HERO_CLAIMS)
      expect(await statsOf(page, page.locator('section[aria-labelledby="statistics-heading"]'))).toEqual(STATISTICS)
      await expect(page.locator('#services').getByRole('article')).toHaveCount(6)
      await expect(page.locator('#case-studies').getByRole('article')).toHaveCount(3)
      const contact = page.locator('#contact')
      await expect(contact.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`)
      await expect(contact.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', CONTACT.tel)
      await expect(contact).toContainText('Bengaluru')
      await expect(contact.locator('form')).toHaveCount(1)
      // The bundled home document's sections, in today's order, with their links (decision 240).
      const headings = (await page.locator('main h2').allTextContents()).filter((text) => text !== 'Trusted by')
      expect(headings).toEqual(['A track record you can check', 'Our Services', 'Success Stories', 'Let’s Talk About Your Project'])
      await expect(page.locator('#services').getByRole('link', { name: 'See all services' })).toHaveAttribute('href', '/services')
      await expect(page.locator('#case-studies').getByRole('link', { name: 'All success stories' })).toHaveAttribute(
        'href',
        '/success-stories',
      )
    })

    test('company: the four statistics and the four values', async ({ page }) => {
      await page.goto('/company')
      expect(await statsOf(page, page.locator('main'))).toEqual(STATISTICS)
      for (const value of VALUES) await expect(page.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible()
    })

    test('the six dedicated service pages show their five features word for word', async ({ page }) => {
      for (const [slug, features] of Object.entries(SPEC_FEATURES)) {
        await page.goto(`/services/${slug}`)
        const titles = await page.locator('section[aria-labelledby="features-heading"] li h3').allTextContents()
        expect(titles).toEqual(features)
        await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/get-started')
        await expect(page.locator('section[aria-labelledby="page-title"] img')).toHaveCount(1)
        await expect(page.locator('section[aria-labelledby="page-title"]').getByRole('paragraph').first()).not.toBeEmpty()
      }
    })

    test('the cyber security page closes with the paragraph, Get Started and #contact; canonical /services/cyber-security', async ({
      page,
    }) => {
      await page.goto('/services/cybersecurity')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cyber Security')
      const closing = page.getByText("Ready to transform your business with our Cyber Security? Let's discuss your project.", {
        exact: true,
      })
      await expect(closing).toBeVisible()
      await expect(page.getByRole('region', { name: 'Get started' }).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        '/get-started',
      )
      await expect(page.locator('#contact')).toBeVisible()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/services/cyber-security`)
      await page.goto('/services/cyber-security')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/services/cyber-security`)
      // Other services close with a Contact Us call to action instead.
      await page.goto('/services/cloud-solutions')
      await expect(page.locator('#contact')).toHaveCount(0)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/services/cloud-solutions`)
    })

    test('every service of the second reading has its page with five features', async ({ page }) => {
      for (const slug of SECOND_READING) {
        await page.goto(`/services/${slug}`)
        await expect(page.locator('section[aria-labelledby="features-heading"] li h3')).toHaveCount(SERVICE_FEATURE_COUNT)
      }
    })

    test('services overview: hero, the six main services with their specialisms, and a call to action', async ({ page }) => {
      await page.goto('/services')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('main article')).toHaveCount(6)
      await expect(page.getByRole('link', { name: 'Cyber Security', exact: true })).toHaveAttribute('href', '/services/cyber-security')
      await expect(
        page.getByRole('region', { name: /not sure where to start/i }).getByRole('link', { name: 'Get Started' }),
      ).toHaveAttribute('href', '/get-started')
    })

    test('success stories: three case studies with their key results', async ({ page }) => {
      await page.goto('/success-stories')
      const studies = page.locator('main article')
      await expect(studies).toHaveCount(3)
      for (const study of await studies.all()) {
        await expect(study.getByRole('heading', { name: 'Key results' })).toBeVisible()
        expect(await study.locator('dl > div').count()).toBeGreaterThanOrEqual(3)
      }
      await page.getByRole('link', { name: /Read the case study.*Cloud Migration/ }).click()
      await expect(page).toHaveURL(/\/case-studies\/healthcare-cloud-migration$/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Cloud Migration')
    })

    test('case studies: the three sample slugs with results and breadcrumbs', async ({ page }) => {
      for (const slug of CASE_STUDIES) {
        await page.goto(`/case-studies/${slug}`)
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Success Stories' })).toBeVisible()
        expect(await page.locator('section[aria-labelledby="page-title"] dl > div').count()).toBeGreaterThanOrEqual(3)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/case-studies/${slug}`)
      }
    })

    test('get started: the page holding the enquiry form with the contact details', async ({ page }) => {
      await page.goto('/get-started')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Started')
      await expect(page.locator('#contact')).toContainText(CONTACT.email)
      await expect(page.locator('#contact')).toContainText(CONTACT.phone)
    })

    test('legal pages and the team page', async ({ page }) => {
      for (const [path, title] of [
        ['/privacy-policy', 'Privacy Policy'],
        ['/terms', 'Terms of Service'],
        ['/cookies-policy', 'Cookie Policy'],
      ]) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        expect(await page.locator('main h2').count()).toBeGreaterThan(2)
      }
      await page.goto('/team')
      expect(await page.locator('main li h3').count()).toBeGreaterThanOrEqual(6)
    })
  })
}
