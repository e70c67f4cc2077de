import { expect, test, type Page } from '@playwright/test'
import { PUBLIC_PAGES } from './public-content'

// Every image on every public page decodes in a real browser (an SVG that is not well-formed
// XML loads with naturalWidth 0 and draws nothing). Lazy images are scrolled into view first.

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
    }
    window.scrollTo(0, document.documentElement.scrollHeight)
  })
}

for (const width of [1280, 390]) {
  test(`every image on every public page has decoded at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 })
    let checked = 0
    for (const path of PUBLIC_PAGES) {
      await page.goto(path)
      await scrollThrough(page)
      // Every <img> in the document (lazy ones are now in view or past it), once its load settles.
      const results = await page.locator('img').evaluateAll((imgs) =>
        Promise.all(
          (imgs as HTMLImageElement[]).map(async (img) => {
            await img.decode().catch(() => undefined)
            return { src: img.currentSrc || img.src, complete: img.complete, naturalWidth: img.naturalWidth }
          }),
        ),
      )
      for (const result of results) {
        expect(result.complete, `${path}: ${result.src}`).toBe(true)
        expect(result.naturalWidth, `${path}: ${result.src} did not decode`).toBeGreaterThan(0)
      }
      checked += results.length
    }
    expect(checked).toBeGreaterThan(PUBLIC_PAGES.length)
  })
}
