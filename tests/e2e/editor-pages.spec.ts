import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import { removeDataDirs, startServer, type RunningServer } from '../reliability/server'
import {
  contentEditedByAnEditor,
  HOME_FAQ,
  HOME_HEADINGS,
  MISSING_TARGET,
  NEW_PAGE,
  RENAMED_SERVICE,
  SECTION_HEADINGS,
  SERVICES_FAQ,
  SERVICES_HEADINGS,
} from '../fixtures/editor-content'
import { hydrated, watchHydration } from './hydration'

// What an editor does without a developer (decision 210), on its own server over a copy of the
// dataset with their changes (tests/fixtures/editor-content.ts): a new page built from sections
// and put in the main menu, a service's slug renamed, a button whose target was deleted, the home
// page's sections rearranged.

type Edited = { url: string; contentDir: string }
const test = base.extend<object, { edited: Edited }>({
  edited: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const contentDir = contentEditedByAnEditor()
      const server: RunningServer = await startServer({ env: { CONTENT_DIR: contentDir, COOKIE_SECURE: 'false' } })
      await use({ url: server.url, contentDir })
      await server.stop()
      removeDataDirs()
      rmSync(contentDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ edited }, use) => use(edited.url),
})

const hero = (page: Page) => page.locator('main section').first()
// Headings of every section (the page builder's included) and the phone menu's panel: HTML the
// server sends whole, kept while lazy chunks come.
const SERVER_HTML = 'main h2, #mobile-menu'

test('the new page answers at its slug with its sections in the editor’s order, and is in the sitemap', async ({ page, request }) => {
  const response = await page.goto(`/${NEW_PAGE.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_PAGE.title)
  expect(await page.locator('main h2').allTextContents()).toEqual(SECTION_HEADINGS)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/${NEW_PAGE.slug}</loc>`)
})

for (const width of [1280, 390]) {
  test(`the editor put it in the main menu, which leads to it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/about')
    let menu = page.getByRole('navigation', { name: 'Main' })
    if (width < 1024) {
      await hydrated(page)
      await page.getByRole('button', { name: 'Open menu' }).click()
      menu = page.getByRole('dialog', { name: 'Menu' })
    }
    await menu.getByRole('link', { name: NEW_PAGE.menuLabel }).click()
    await expect(page).toHaveURL(new RegExp(`/${NEW_PAGE.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_PAGE.title)
  })
}

test('a link to a service follows its renamed slug, on the new page and on the campaign page', async ({ page }) => {
  await page.goto(`/${NEW_PAGE.slug}`)
  const link = hero(page).getByRole('link', { name: 'See penetration testing' })
  await expect(link).toHaveAttribute('href', `/services/${RENAMED_SERVICE.slug}`)
  await page.goto('/security-assessment')
  await expect(page.getByRole('link', { name: 'Penetration testing' })).toHaveAttribute('href', `/services/${RENAMED_SERVICE.slug}`)
  await page.getByRole('link', { name: 'Penetration testing' }).click()
  await expect(page).toHaveURL(new RegExp(`/services/${RENAMED_SERVICE.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Penetration Testing')
})

test('a link to a deleted document renders no anchor, and content:check names it', async ({ page, edited }) => {
  await page.goto(`/${NEW_PAGE.slug}`)
  await expect(hero(page).getByRole('link', { name: 'See penetration testing' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Retired offering' })).toHaveCount(0)
  expect(await page.locator(`a[href*="retired"], a[href=""]`).count()).toBe(0)

  const env: NodeJS.ProcessEnv = { ...process.env, CONTENT_DIR: edited.contentDir, SKIP_DOTENV: '1' }
  delete env.SANITY_PROJECT_ID
  const output = execFileSync('node_modules/.bin/tsx', ['scripts/content-check.ts', '--json'], { env, encoding: 'utf8' })
  const findings = JSON.parse(output) as { area: string; message: string }[]
  expect(findings.filter((f) => f.area === 'Links').map((f) => f.message)).toEqual([
    `${NEW_PAGE.title} links to ${MISSING_TARGET}, which is missing or not published: the page shows no link there.`,
  ])
})

for (const width of [1280, 390]) {
  test(`the home page shows its sections in the editor’s order, the FAQ with its JSON-LD (${width} px)`, async ({ page }) => {
    const watch = await watchHydration(page, SERVER_HTML)
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/')
    // The hero stays first, with its buttons; then the editor's order, without the statistics.
    await expect(hero(page).getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services')
    expect((await page.locator('main h2').allTextContents()).filter((text) => text !== 'Trusted by')).toEqual(HOME_HEADINGS)
    await expect(page.locator('#statistics')).toHaveCount(0)
    await expect(page.locator('#case-studies').getByRole('article')).toHaveCount(3)
    await expect(page.locator('#contact').getByRole('form', { name: 'Project enquiry' })).toBeVisible()

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faq = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage')
    expect(faq?.mainEntity).toEqual([
      { '@type': 'Question', name: HOME_FAQ.question, acceptedAnswer: { '@type': 'Answer', text: HOME_FAQ.answer } },
    ])

    // The FAQ comes from the page builder's lazy chunk: it loads, the section hydrates, and opens.
    await hydrated(page)
    await expect
      .poll(
        () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/page-sections-[^/]+\.js$/.test(entry.name))),
        {
          timeout: 20_000,
        },
      )
      .toBe(true)
    await page.getByText(HOME_FAQ.question).click()
    await expect(page.getByText(HOME_FAQ.answer)).toBeVisible()
    await watch.check()
  })
}

for (const width of [1280, 390]) {
  test(`the services page shows the editor’s sections around its own content, the FAQ with its JSON-LD (${width} px)`, async ({ page }) => {
    const watch = await watchHydration(page, SERVER_HTML)
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/services')
    // The hero first; the FAQ the editor added above the services grid, the feature grid below it,
    // then the page's closing call to action.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.locator('main h2').allTextContents()).toEqual(SERVICES_HEADINGS)
    const grid = page.locator('section[aria-labelledby="core-heading"]')
    await expect(grid.getByRole('link', { name: /Cloud Solutions/ }).first()).toBeVisible()
    const order = await page.evaluate(() => {
      const faq = [...document.querySelectorAll('main h2')].find((h) => h.textContent === 'Before you choose a service')!
      const own = document.getElementById('core-heading')!
      return faq.compareDocumentPosition(own) & Node.DOCUMENT_POSITION_FOLLOWING
    })
    expect(order).toBeTruthy()

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faq = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage')
    expect(faq?.mainEntity).toEqual([
      { '@type': 'Question', name: SERVICES_FAQ.question, acceptedAnswer: { '@type': 'Answer', text: SERVICES_FAQ.answer } },
    ])
    // The FAQ and the feature grid come from the page builder's lazy chunk: it loads, they hydrate.
    await hydrated(page)
    await expect
      .poll(
        () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/page-sections-[^/]+\.js$/.test(entry.name))),
        { timeout: 20_000 },
      )
      .toBe(true)
    await page.getByText(SERVICES_FAQ.question).click()
    await expect(page.getByText(SERVICES_FAQ.answer)).toBeVisible()
    await watch.check()
  })
}
