import { expect, test, type Frame, type Page } from '@playwright/test'
import type { ContentLake } from '../fixtures/content-lake-fake'
import { startFakeStudio, type FakeStudio } from '../fixtures/fake-studio/fake-studio'
import { startHostedPreview, type HostedPreview } from '../fixtures/hosted-preview'
import { DRAFT_TITLE } from '../fixtures/preview-content'
import { enableUrl, studioClient, studioSecret } from '../fixtures/studio-client'
import type { RunningServer } from '../reliability/server'

// The Presentation tool, end to end: a fake Studio page (tests/fixtures/fake-studio/), served from
// the Studio origin the site is configured with, frames the preview and speaks Presentation's
// protocol with the real @sanity/comlink controller. The editor changes a draft in the Content
// Lake (the loopback fake), the Studio posts `presentation/refresh` as Presentation does after a
// mutation, and the framed page shows the edit without loading again.
// Ports: E2E_PORT + 1 … + 4 (each run's own range).

test.describe.configure({ timeout: 120_000 })

const base = Number(process.env.E2E_PORT || 3100)
const LIVE_TITLE = 'Cyber Security (edited in the Studio)'
let preview: HostedPreview
let lake: ContentLake
let server: RunningServer
let studio: FakeStudio
let stranger: FakeStudio

test.beforeAll(async () => {
  test.setTimeout(180_000)
  studio = await startFakeStudio(base + 2)
  // Another origin on the same machine: the same page, but not the Studio the site trusts.
  stranger = await startFakeStudio(base + 3)
  preview = await startHostedPreview({ port: base + 1, lakePort: base + 4, env: { SANITY_STUDIO_URL: studio.url } })
  ;({ lake, server } = preview)
})
test.afterAll(async () => {
  await preview?.stop()
  await Promise.all([studio?.stop(), stranger?.stop()])
})

/** The framed site's document, once it has navigated to `path` (the enable redirect adds the perspective to the query). */
async function siteFrame(page: Page, path: string): Promise<Frame> {
  const onPath = (frame: Frame) => frame.url().startsWith(`${server.url}${path}`) && new URL(frame.url()).pathname === path
  await expect.poll(() => page.frames().some(onPath), { timeout: 60_000 }).toBe(true)
  return page.frames().find(onPath)!
}

test('an edit in the Studio shows in the framed preview without a reload', async ({ page }) => {
  const path = '/services/cyber-security'
  const secret = await studioSecret(lake.url, `${studio.url}/presentation`)
  await page.goto(studio.pageUrl(`${server.url}${enableUrl(secret, path)}`))
  const frame = await siteFrame(page, path)
  const heading = frame.getByRole('heading', { level: 1 })
  await expect(heading).toContainText(DRAFT_TITLE, { timeout: 30_000 })
  // The page's <VisualEditing> (a lazy chunk after hydration) answers the Studio's handshake.
  await expect.poll(() => page.evaluate(() => window.fakeStudio.status), { timeout: 60_000 }).toBe('connected')
  await frame.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))

  // The editor types a new title: the Studio patches the draft, then tells the preview.
  const draft = await studioClient(lake.url).patch('drafts.service-cyber-security').set({ title: LIVE_TITLE }).commit()
  await page.evaluate(
    ([id, rev]) =>
      window.fakeStudio.post('presentation/refresh', {
        source: 'mutation',
        livePreviewEnabled: false,
        document: { _id: id, _type: 'service', _rev: rev, slug: { current: 'cyber-security' } },
      }),
    [draft._id, draft._rev],
  )
  await expect(heading).toContainText(LIVE_TITLE, { timeout: 30_000 })
  expect(await frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(new URL(frame.url()).pathname).toBe(path)
  // The page reports the refresh back, as Presentation expects (its spinner stops).
  await expect
    .poll(() => page.evaluate(() => window.fakeStudio.received.map((message) => message.type)), { timeout: 30_000 })
    .toContain('visual-editing/refreshed')
  await page.screenshot({ path: 'test-results/preview-presentation.png' })
})

test('only the configured Studio origin frames a preview, and nobody frames a public page', async ({ browser }) => {
  const path = '/services/cyber-security'
  const editor = await browser.newContext()
  const page = await editor.newPage()
  const secret = await studioSecret(lake.url, `${studio.url}/presentation`)
  await page.goto(studio.pageUrl(`${server.url}${enableUrl(secret, path)}`))
  await expect((await siteFrame(page, path)).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })

  // The same editor (the preview cookie is sent) on another origin: the browser refuses the frame.
  const other = await editor.newPage()
  await expectRefused(other, stranger.pageUrl(`${server.url}${path}`), `${server.url}${path}`)
  // A visitor's page (no preview) cannot be framed even by the Studio.
  const visitor = await browser.newContext()
  await expectRefused(await visitor.newPage(), studio.pageUrl(`${server.url}${path}`), `${server.url}${path}`)
  await Promise.all([editor.close(), visitor.close()])
})

/** The site's answer reached the browser, which then refused to show it in the frame. */
async function expectRefused(page: Page, pageUrl: string, framed: string) {
  const answered = page.waitForResponse((response) => response.url() === framed, { timeout: 60_000 })
  await page.goto(pageUrl)
  const response = await answered
  expect(response.headers()['content-security-policy']).toMatch(/frame-ancestors/)
  await expect.poll(() => page.frames()[1]?.url(), { timeout: 30_000 }).toMatch(/^chrome-error:/)
  expect(await page.frames()[1].getByText('Cyber Security').count()).toBe(0)
}

test('a plain preview tab catches up when the editor comes back to it, without a reload', async ({ page }) => {
  const path = '/services/cyber-security'
  const secret = await studioSecret(lake.url, `${studio.url}/presentation`)
  await page.goto(`${server.url}${enableUrl(secret, path)}`)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  // The preview's lazy chunk has mounted (its overlays are drawn): the page listens.
  await expect(page.locator('sanity-visual-editing [data-ui="Card"]').first()).toBeAttached({ timeout: 30_000 })
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))

  const edited = 'Cyber Security (edited in another tab)'
  await studioClient(lake.url).patch('drafts.service-cyber-security').set({ title: edited }).commit()
  // What the browser fires when the editor switches back from the Studio's tab or window.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(heading).toContainText(edited, { timeout: 30_000 })
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
})
