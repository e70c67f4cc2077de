import { expect, test, type Browser, type Page } from '@playwright/test'
import { phonePhoto } from '../fixtures/images'
import { measureImages } from '../../bench/media-weight.js'
import { hydrated } from './hydration'
import { signInAsAdmin, toast } from './admin-pages-helpers'

// A 12-megapixel phone photo as a new admin uses it (issue 53): uploaded in /admin/media, made a
// published post's image and put in its text. A phone (390 px, DPR 3) and a desktop are given
// copies of the size they show: at most 250 KB of images for the post page, 150 KB for /blog,
// never decoded at more than twice the pixels shown; the media grid decodes thumbnails only.

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 }
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }
const TITLE = 'A photo from the phone'
const SLUG = 'a-photo-from-the-phone'

type Shown = { src: string; decoded: number; shown: number }

/** The page's image bytes and uploaded images, measured at a device (signed in as `signedIn` when given). */
async function measure(browser: Browser, device: typeof PHONE, path: string, shots?: string, signedIn?: Page) {
  const storageState = signedIn ? await signedIn.context().storageState() : undefined
  const context = await browser.newContext({ ...device, storageState })
  const { page, bytes, images } = await measureImages(context, path)
  if (shots)
    await page.screenshot({ path: `/tmp/shots-admin/${shots}-${device.viewport.width}.png`, fullPage: true }).catch(() => undefined)
  await context.close()
  return { bytes, images: images as Shown[] }
}

function expectSized(images: Shown[], count: number) {
  expect(images.length).toBeGreaterThanOrEqual(count)
  // A copy already loaded for one box serves the others that show it (Chrome takes a cached larger
  // candidate from a srcset rather than fetch a smaller one): it is decoded once, for the largest.
  const largestBox = new Map<string, number>()
  for (const image of images) largestBox.set(image.src, Math.max(largestBox.get(image.src) ?? 0, image.shown))
  for (const image of images) {
    expect(image.src).toMatch(/\/media\/[^/]+\/\d+\.(avif|webp|jpg)$/) // a copy, never the original
    const shown = largestBox.get(image.src)!
    expect(image.decoded, `${image.src} decodes ${image.decoded} pixels for ${Math.round(shown)} shown`).toBeLessThanOrEqual(2 * shown)
  }
}

test('a 12-megapixel photo is served at the size each page shows', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const photo = await phonePhoto()
  await signInAsAdmin(page, '/admin/media')
  const chooser = page.waitForEvent('filechooser')
  await page.getByLabel('Upload File').focus()
  await page.keyboard.press('Space')
  const started = Date.now()
  await (await chooser).setFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(toast(page, 'File uploaded successfully')).toBeVisible({ timeout: 30_000 })
  console.log(`upload of a ${(photo.length / 1024 / 1024).toFixed(1)} MB 12 MP photo with its variants: ${Date.now() - started} ms`)
  const card = page.getByRole('list', { name: 'Files' }).getByRole('listitem').filter({ hasText: 'IMG_4032.jpg' })
  const url = (await card.first().getByRole('link', { name: /^Open/ }).getAttribute('href'))! // newest first
  expect(url).toMatch(/^\/media\/\d+-IMG_4032\.jpg$/)

  // The grid shows a thumbnail's copy, at both widths.
  for (const device of [DESKTOP, PHONE]) {
    const grid = await measure(browser, device, '/admin/media', 'media-photo', page)
    expectSized(
      grid.images.filter((image) => image.src.includes(`${url}/`)), // other specs' uploads share the grid (an SVG logo, say)
      1,
    )
  }

  await page.goto('/admin/blog/new')
  await hydrated(page)
  await page.getByLabel('Title').fill(TITLE)
  await page.getByLabel('Slug').fill(SLUG)
  await page.getByLabel('Image URL').fill(url)
  await page.getByLabel('Content', { exact: true }).fill(`Taken on a walk.\n\n![The view from the hill](${url})\n\nMore words.`)
  await page.getByLabel('Excerpt').fill('What a phone photo costs, done right.')
  await page.getByLabel('Status').selectOption('published')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, /saved|created/i)).toBeVisible()

  const phonePost = await measure(browser, PHONE, `/blog/${SLUG}`, 'post-photo')
  console.log(`post page at 390 px, DPR 3: ${(phonePost.bytes / 1024).toFixed(0)} KB of images`)
  expect(phonePost.bytes).toBeLessThanOrEqual(250 * 1024)
  expectSized(phonePost.images, 2) // the header and the image in the text

  const phoneBlog = await measure(browser, PHONE, '/blog', 'blog-photo')
  const cardImage = phoneBlog.images.filter((image) => image.src.includes(url))
  console.log(`/blog at 390 px, DPR 3: ${(phoneBlog.bytes / 1024).toFixed(0)} KB of images in all`)
  expectSized(cardImage, 1)
  const cardBytes = await copyBytes(page, cardImage[0].src)
  expect(cardBytes).toBeLessThanOrEqual(150 * 1024)

  for (const path of [`/blog/${SLUG}`, '/blog'])
    expectSized((await measure(browser, DESKTOP, path, path === '/blog' ? 'blog-photo' : 'post-photo')).images, 1)

  // The social card is the 1200 × 630 crop.
  await page.goto(`/blog/${SLUG}`)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`${url.replace(/\./g, '\\.')}/social\\.jpg$`),
  )
})

/** The bytes of one copy as the phone's Accept would get it. */
async function copyBytes(page: Page, src: string) {
  const response = await page.request.get(src)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  return (await response.body()).length
}
