// Issue 53's figures on the production build: a 12-megapixel phone photo (4032 × 3024, with GPS
// and a serial number in its EXIF) uploaded in /admin/media and made a published post's image and
// an image in its text. Prints the upload's time (its variants included), the image bytes the post
// page and /blog send to a phone (390 px, DPR 3) and the worst decoded-to-shown pixel ratio there
// and at 1280 px, whether the served original still names the phone, and Lighthouse mobile on the
// post page. `npm run bench -- --no-http --media` (`--short`: one Lighthouse run, else three).
import { chromium } from '@playwright/test'
import { findChromium } from '../scripts/browser-path.js'
import { PHOTO_EXIF, phonePhoto } from '../tests/fixtures/images.ts'
import { numberOf } from './args.js'
import { runLighthouse } from './lighthouse.js'
import { measureImages, worstRatio } from './media-weight.js'
import { startServer } from './start-server.js'

const ADMIN = { email: 'bench-admin@example.com', password: 'Bench#Passw0rd' }
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true }
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }
const SLUG = 'bench-phone-photo'

async function signIn(page) {
  // The start-up admin is made in the background: tried again until it exists.
  for (let attempt = 0; attempt < 30; attempt++) {
    await page.goto('/login?redirectTo=/admin/media')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    if (
      await page.waitForURL(/\/admin\/media$/, { timeout: 3000 }).then(
        () => true,
        () => false,
      )
    )
      return
  }
  throw new Error('the bench admin could not sign in')
}

/** Uploads the photo through the page's own uploader; the time is from choosing it to the toast. */
async function uploadPhoto(page, photo) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByLabel('Upload File').focus()
  await page.keyboard.press('Space')
  const started = performance.now()
  await (await chooser).setFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo })
  await page.getByRole('status').filter({ hasText: 'File uploaded successfully' }).waitFor({ timeout: 60_000 })
  const ms = performance.now() - started
  const card = page.getByRole('list', { name: 'Files' }).getByRole('listitem').filter({ hasText: 'IMG_4032.jpg' })
  return { ms, url: await card.getByRole('link', { name: /^Open/ }).getAttribute('href') }
}

async function publishPost(page, url) {
  await page.goto('/admin/blog/new')
  await page.getByLabel('Title').fill('A phone photo')
  await page.getByLabel('Slug').fill(SLUG)
  await page.getByLabel('Image URL').fill(url)
  await page.getByLabel('Content', { exact: true }).fill(`Taken on a walk.\n\n![The view](${url})\n\nMore words.`)
  await page.getByLabel('Status').selectOption('published')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL(/\/admin\/blog(\?|$)/)
}

export async function main(argv = process.argv) {
  const short = argv.includes('--short')
  const server = await startServer({
    port: numberOf(argv, 'port', 3200) + 40,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  })
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const photo = await phonePhoto()
    const admin = await browser.newPage({ baseURL: server.base, ...DESKTOP })
    await signIn(admin)
    const upload = await uploadPhoto(admin, photo)
    await publishPost(admin, upload.url)
    const original = Buffer.from(await (await fetch(server.base + upload.url)).arrayBuffer())

    const figures = { photoBytes: photo.length, uploadMs: Math.round(upload.ms), originalBytes: original.length }
    figures.originalNamesThePhone = [PHOTO_EXIF.serial, PHOTO_EXIF.model].some((text) => original.toString('latin1').includes(text))
    for (const [device, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ]) {
      for (const path of [`/blog/${SLUG}`, '/blog']) {
        const context = await browser.newContext({ baseURL: server.base, ...device })
        const { bytes, images } = await measureImages(context, path)
        await context.close()
        const key = `${name} ${path === '/blog' ? '/blog' : 'post'}`
        figures[key] = { imageKB: Math.round(bytes / 1024), worstDecodedToShown: Number(worstRatio(images).toFixed(2)) }
      }
    }
    const runs = short ? 1 : 3
    const [{ lhr: _report, ...lighthouse }] = await runLighthouse({
      base: server.base,
      paths: [`/blog/${SLUG}`],
      formFactors: ['mobile'],
      runs,
    })
    figures.lighthouse = lighthouse

    console.log('\nA 12 MP phone photo (issue 53), on the production build:')
    console.log(`  upload of ${(photo.length / 1024 / 1024).toFixed(1)} MB with its variants: ${figures.uploadMs} ms (target 10,000)`)
    console.log(`  the served original names the phone: ${figures.originalNamesThePhone} (target false)`)
    for (const key of ['phone post', 'phone /blog', 'desktop post', 'desktop /blog']) {
      const { imageKB, worstDecodedToShown } = figures[key]
      console.log(`  ${key.padEnd(14)} images ${String(imageKB).padStart(4)} KB, decoded/shown at most ${worstDecodedToShown}×`)
    }
    console.log('  targets: phone post ≤ 250 KB, phone /blog ≤ 150 KB, decoded/shown ≤ 2×')
    console.log(
      `  Lighthouse mobile on the post page (median of ${runs}): performance ${lighthouse.performance}, LCP ${lighthouse['LCP ms']} ms, TBT ${lighthouse['TBT ms']} ms`,
    )
    if (lighthouse['below 1']) console.log(`    below 1: ${lighthouse['below 1']}`)
    return figures
  } finally {
    await browser.close()
    await server.stop()
  }
}
