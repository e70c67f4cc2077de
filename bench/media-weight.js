// What a page's images cost a browser: every image byte it loads (scrolled through, so lazy images
// load too), and for each uploaded image shown (a copy, /media/<name>/<width>.<format>) the pixels
// decoded against the device pixels of its box. Shared by the media bench and its browser test
// (tests/e2e/media-photos.spec.ts).

/** @param {import('@playwright/test').BrowserContext} context */
export async function measureImages(context, url) {
  const page = await context.newPage()
  const sizes = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') sizes.push(request.sizes().then((size) => size.responseBodySize))
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  await page.waitForLoadState('networkidle')
  const images = await page.locator('img').evaluateAll(async (imgs) => {
    const shown = imgs.filter((img) => /\/media\//.test(img.currentSrc))
    await Promise.all(shown.map((img) => img.decode().catch(() => undefined)))
    return shown.map((img) => {
      const box = img.getBoundingClientRect()
      const dpr = window.devicePixelRatio
      // naturalWidth is the copy's width over its srcset density: the file's own width is in its name.
      const width = Number(/\/(\d+)\.\w+$/.exec(img.currentSrc)?.[1] ?? img.naturalWidth)
      const decoded = width * width * (img.naturalHeight / img.naturalWidth)
      return { src: img.currentSrc, decoded, shown: box.width * dpr * box.height * dpr }
    })
  })
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
  return { page, bytes, images }
}

/** The largest decoded-to-shown ratio of a page's uploaded images. */
export const worstRatio = (images) => Math.max(0, ...images.map((image) => image.decoded / image.shown))
