import { expect, test, type Page } from '@playwright/test'
import { acceptConfirm, PDF, PNG, shoot, signInAsAdmin, toast, signInAgainInAnotherTab } from './admin-pages-helpers'

// The media library: upload an image and a PDF with a progress bar (button and drag and drop),
// refuse an oversized and a forbidden file with clear messages, open and delete files.

const fileCard = (page: Page, pattern: RegExp) =>
  page.getByRole('list', { name: 'Files' }).getByRole('listitem').filter({ hasText: pattern })

/** Throttles uploads (about 400 KB/s) so that a file takes a moment and its progress can be seen. */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 })
}

/** Every value the page's progress bar takes, recorded as it changes. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = ((window as unknown as { __progress: number[] }).__progress = [])
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-valuenow]')
      const value = Number(bar?.getAttribute('aria-valuenow'))
      if (bar && seen.at(-1) !== value) seen.push(value)
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] })
  })
  return () => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress)
}

// A real PNG followed by padding (decoders stop at its end), large enough to show progress.
const LARGE_PNG = Buffer.concat([PNG, Buffer.alloc(800 * 1024)])
// The same for the PDF (readers look for its end marker from the end): a 60-byte file was sent
// before its progress bar could be seen.
const LARGE_PDF = Buffer.concat([PDF.subarray(0, PDF.indexOf('%%EOF')), Buffer.alloc(300 * 1024, 0x20), Buffer.from('\n%%EOF\n')])

test('upload an image and a PDF with progress, open and delete them', async ({ page, context }) => {
  test.slow()
  await signInAsAdmin(page, '/admin/media')
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible()
  await slowUploads(page)
  const progressValues = await recordProgress(page)

  // Upload File (the button opens the file picker, here by the keyboard); the progress bar moves
  // as the file goes, and focus stays on the control all along (not dropped to the body).
  const chooser = page.waitForEvent('filechooser')
  const control = page.getByLabel('Upload File')
  await control.focus()
  await page.keyboard.press('Space')
  await (await chooser).setFiles({ name: 'Team Photo.png', mimeType: 'image/png', buffer: LARGE_PNG })
  const progress = page.getByRole('progressbar', { name: 'Uploading Team Photo.png' })
  await expect(progress).toBeVisible()
  await expect(control).toBeFocused()
  await expect(control).toHaveAttribute('aria-disabled', 'true')
  await shoot(page, 'media-uploading')
  await expect(toast(page, 'File uploaded successfully')).toBeVisible()
  await expect(progress).toHaveCount(0)
  await expect(control).toBeFocused()
  const values = await progressValues()
  expect(
    values.some((value) => value > 0 && value < 100),
    `progress values ${values}`,
  ).toBe(true)
  expect(values.at(-1)).toBe(100)

  // The list reloads with the new file: stored as <timestamp>-<safe name>, shown by its own name, previewed.
  const image = fileCard(page, /Team-Photo\.png/)
  await expect(image).toBeVisible()
  await expect(image.getByText('Team-Photo.png', { exact: true })).toHaveAttribute('title', /^Stored as \d{13}-Team-Photo\.png$/)
  const preview = image.locator('img')
  // Its copy (the upload made it), shown at the image's own size: 1 × 1.
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && /\/1\.(avif|webp|png)$/.test(img.currentSrc)))
    .toBe(true)
  expect(await preview.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([1, 1])
  // Stored re-encoded (decision 295): the padding after the PNG's end is not kept.
  await expect(image).toContainText(/PNG · \d+ B\b/)

  // Drag and drop a PDF onto the drop zone.
  const dataTransfer = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], 'Company Brochure.pdf', { type: 'application/pdf' }))
      return transfer
    },
    [...LARGE_PDF],
  )
  await page.getByText(/Drag and drop files here/).dispatchEvent('drop', { dataTransfer })
  await expect(page.getByRole('progressbar', { name: 'Uploading Company Brochure.pdf' })).toBeVisible()
  await expect(toast(page, 'File uploaded successfully').first()).toBeVisible()
  const doc = fileCard(page, /Company-Brochure\.pdf/)
  await expect(doc).toBeVisible()
  await expect(doc.getByText('PDF', { exact: true })).toBeVisible() // the type instead of a preview
  await shoot(page, 'media-grid')

  // Open in a new tab: served with its stored type.
  const open = doc.getByRole('link', { name: /^Open / })
  await expect(open).toHaveAttribute('target', '_blank')
  const href = (await open.getAttribute('href'))!
  const [tab] = await Promise.all([context.waitForEvent('page'), open.click()])
  await expect.poll(() => new URL(tab.url()).pathname).toBe(href)
  await tab.close()
  const served = await page.request.get(href)
  expect(served.headers()['content-type']).toBe('application/pdf')
  expect(served.headers()['x-content-type-options']).toMatch(/^nosniff/)

  // Delete both, each after the confirmation: the first by the keyboard. Delete is said as a
  // button, and Space presses it without scrolling the page.
  for (const card of [doc, image]) {
    const name = card === doc ? 'Company-Brochure.pdf' : 'Team-Photo.png'
    const asked = acceptConfirm(page, `Delete the file '${name}'?`)
    const remove = card.getByRole('button', { name: /^Delete / })
    if (card === doc) {
      await remove.focus()
      const scrolled = await page.evaluate(() => window.scrollY)
      await page.keyboard.press('Space')
      await asked
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    } else {
      await remove.click()
      await asked
    }
    await expect(toast(page, 'File deleted successfully').first()).toBeVisible()
    await expect(card).toHaveCount(0)
  }
})

test('an oversized and a forbidden file are refused with clear messages', async ({ page }) => {
  await signInAsAdmin(page, '/admin/media')
  let uploads = 0
  page.on('request', (request) => request.url().includes('/admin/media/upload') && uploads++)

  const input = page.locator('#media-file')
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) })
  await expect(page.getByRole('alert')).toContainText('“huge.png” is too large (10,485,761 bytes). The limit is 10,485,760 bytes (10 MB).')
  await expect(toast(page, 'Failed to upload file')).toBeVisible()

  await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') })
  await expect(page.getByRole('alert')).toContainText(
    '“setup.exe” is not an allowed file type. Allowed types: JPEG, PNG, GIF, WebP, AVIF, SVG, PDF, Text, CSV, MP4.',
  )
  await shoot(page, 'media-refused')
  expect(uploads).toBe(0)

  // The server refuses too, whatever the browser lets through: a renamed file is not a PNG.
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('MZ this is an executable') })
  await expect(page.getByRole('alert')).toContainText('“fake.png” is not a valid PNG file.')
  await expect(toast(page, 'Failed to upload file').first()).toBeVisible()
  expect(uploads).toBe(1)
  await expect(fileCard(page, /fake\.png/)).toHaveCount(0)
})

test('without JavaScript a file uploads through the plain form', async ({ browser }) => {
  const js = await browser.newContext()
  await signInAsAdmin(await js.newPage(), '/admin/media')
  const state = await js.storageState()
  await js.close()
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: state })
  const page = await context.newPage()
  await page.goto('/admin/media')
  await page.locator('#media-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await page.getByRole('button', { name: 'Upload File' }).click()
  await expect(page).toHaveURL(/\/admin\/media$/)
  await expect(toast(page, 'File uploaded successfully')).toBeVisible()
  const card = fileCard(page, /notes\.txt/)
  await expect(card).toBeVisible()
  await card.getByRole('link', { name: /^Delete / }).click()
  await page.getByRole('alertdialog', { name: "Delete the file 'notes.txt'?" }).getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'File deleted successfully')).toBeVisible()
  await expect(card).toHaveCount(0)
  await context.close()
})

test('after a sign-in in another tab, a refused upload is followed by one that goes through', async ({ page, context }) => {
  await signInAsAdmin(page, '/admin/media')
  await signInAgainInAnotherTab(context)

  const input = page.locator('#media-file')
  const token = page.locator('form', { has: input }).locator('input[name="csrf"]')
  const stale = await token.inputValue()
  await input.setInputFiles({ name: 'stale-token.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('alert')).toContainText('Invalid security token')
  // The refusal makes the page's data load again: the next upload carries the new session's token.
  await expect(token).not.toHaveValue(stale)
  await input.setInputFiles({ name: 'fresh-token.png', mimeType: 'image/png', buffer: PNG })
  await expect(toast(page, 'File uploaded successfully')).toBeVisible()
  const card = fileCard(page, /fresh-token\.png/)
  await expect(card).toHaveCount(1)
  const asked = acceptConfirm(page, /fresh-token\.png/)
  await card.getByRole('button', { name: /^Delete/ }).click()
  await asked
  await expect(card).toHaveCount(0)
})
