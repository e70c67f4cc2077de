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

/** Pages a test: one test for all of them outgrew its time on a loaded machine at phone width. */
const GROUP = 8
const groups = Array.from({ length: Math.ceil(PUBLIC_PAGES.length / GROUP) }, (_, i) => PUBLIC_PAGES.slice(i * GROUP, (i + 1) * GROUP))

for (const width of [1280, 390]) {
  for (const [index, paths] of groups.entries()) {
    test(`every image on every public page has decoded at ${width} px (pages ${index * GROUP + 1} to ${index * GROUP + paths.length})`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 })
      let checked = 0
      for (const path of paths) {
        await page.goto(path)
        await scrollThrough(page)
        // Every <img> in the document, once its load settles. A lazy image the quick scroll left
        // unloaded (one made again by hydration while the page scrolled, far above by then) is
        // brought into view on its own; its decode() would otherwise wait for ever (a CI timeout).
        const results = await page.locator('img').evaluateAll(async (imgs) => {
          const settled = (img: HTMLImageElement) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true })
              img.addEventListener('error', resolve, { once: true })
              setTimeout(resolve, 10_000)
            })
          for (const img of imgs as HTMLImageElement[]) {
            if (img.complete) continue
            img.scrollIntoView({ block: 'center' })
            await settled(img)
          }
          return Promise.all(
            (imgs as HTMLImageElement[]).map(async (img) => {
              if (img.complete) await img.decode().catch(() => undefined)
              return { src: img.currentSrc || img.src, complete: img.complete, naturalWidth: img.naturalWidth }
            }),
          )
        })
        for (const result of results) {
          expect(result.complete, `${path}: ${result.src}`).toBe(true)
          expect(result.naturalWidth, `${path}: ${result.src} did not decode`).toBeGreaterThan(0)
        }
        checked += results.length
      }
      expect(checked, 'images on these pages').toBeGreaterThan(0)
    })
  }
}
