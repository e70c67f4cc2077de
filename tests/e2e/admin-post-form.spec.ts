import { expect, test, type Page } from '@playwright/test'
import { acceptConfirm, PNG, shoot, signInAsAdmin, toast } from './admin-pages-helpers'
import { hydrated } from './hydration'

// The post form: the image is picked from the media library in place, and leaving with
// unsaved changes asks first. Deletes name the post.

const IMAGE = 'cloud-diagram.png'
const fileCard = (page: Page, pattern: RegExp) =>
  page.getByRole('list', { name: 'Files' }).getByRole('listitem').filter({ hasText: pattern })

async function uploadImage(page: Page) {
  await page.goto('/admin/media')
  await hydrated(page)
  await page.locator('#media-file').setInputFiles({ name: IMAGE, mimeType: 'image/png', buffer: PNG })
  await expect(toast(page, 'File uploaded successfully')).toBeVisible()
  await expect(fileCard(page, /^cloud-diagram\.png/)).toBeVisible()
}

async function deleteImage(page: Page) {
  await page.goto('/admin/media')
  await hydrated(page)
  const asked = acceptConfirm(page, `Delete the file '${IMAGE}'?`)
  await fileCard(page, /^cloud-diagram\.png/)
    .getByRole('button', { name: /^Delete / })
    .click()
  await asked
  await expect(toast(page, 'File deleted successfully')).toBeVisible()
}

test('pick the image from the media library in place; leaving unsaved changes asks first', async ({ page }) => {
  test.slow()
  await signInAsAdmin(page, '/admin/media')
  await uploadImage(page)

  await page.goto('/admin/blog/new')
  await hydrated(page)
  const title = page.getByLabel('Title')
  await title.fill('Planning a cloud migration')

  // Leaving by a link: the guard asks; staying keeps the draft.
  await page.getByRole('link', { name: 'Blog Posts' }).first().click()
  const guard = page.getByRole('dialog', { name: 'Leave without saving?' })
  await expect(guard).toBeVisible()
  await shoot(page, 'post-form-unsaved-guard')
  await guard.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(guard).toHaveCount(0)
  await expect(page).toHaveURL(/\/admin\/blog\/new$/)
  await expect(title).toHaveValue('Planning a cloud migration')

  // The picker: previews with names in a dialog; a click fills Image URL and shows the image.
  await page.getByRole('button', { name: 'Choose from library' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose an image' })
  await expect(picker).toBeVisible()
  await shoot(page, 'post-form-image-picker')
  // Close is a button that Space presses (a link to the page without the dialog, without JavaScript).
  await picker.getByRole('button', { name: 'Close' }).focus()
  await page.keyboard.press('Space')
  await expect(picker).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Choose from library' })).toBeFocused()
  await page.getByRole('button', { name: 'Choose from library' }).click()
  await picker.getByRole('button', { name: `Use ${IMAGE}` }).click()
  await expect(picker).toHaveCount(0)
  await expect(page.getByLabel('Image URL')).toHaveValue(/^\/media\/\d{13}-cloud-diagram\.png$/)
  const preview = page.getByRole('img', { name: 'The post’s image' })
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)
  await expect(page).toHaveURL(/\/admin\/blog\/new$/)
  await expect(title).toHaveValue('Planning a cloud migration')

  // Cancel also asks; leaving drops the draft.
  await page.getByRole('link', { name: 'Cancel' }).click()
  await guard.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page).toHaveURL(/\/admin\/blog$/)
  await expect(page.getByRole('row').filter({ hasText: 'Planning a cloud migration' })).toHaveCount(0)

  // Saving is never blocked.
  // (A full load: typing at once after a client-side navigation to this page can be lost.)
  await page.goto('/admin/blog/new')
  await hydrated(page)
  await title.fill('Planning a cloud migration')
  await expect(title).toHaveValue('Planning a cloud migration')
  await page.getByRole('button', { name: 'Choose from library' }).click()
  await picker.getByRole('button', { name: `Use ${IMAGE}` }).click()
  await expect(title).toHaveValue('Planning a cloud migration')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Post created successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/blog$/)
  const row = page.getByRole('row').filter({ hasText: 'Planning a cloud migration' })

  // An unchanged form leaves without a question; a changed one also asks the browser on close.
  await row.getByRole('link', { name: /^Edit/ }).click()
  await hydrated(page)
  await expect(page.getByLabel('Image URL')).toHaveValue(/^\/media\/\d{13}-cloud-diagram\.png$/)
  await page.getByRole('link', { name: 'Blog Posts' }).first().click()
  await expect(page).toHaveURL(/\/admin\/blog$/)

  // The image is now in use: deleting it from the library would ask again (covered in admin-connect).
  // Delete the post, named in the question.
  const asked = acceptConfirm(page, "Delete the post 'Planning a cloud migration'?")
  await row.getByRole('button', { name: /^Delete/ }).click()
  await asked
  await expect(toast(page, 'Post deleted successfully')).toBeVisible()
  await deleteImage(page)
})

test('closing the tab with unsaved changes asks the browser first', async ({ page }) => {
  await signInAsAdmin(page, '/admin/blog/new')
  await page.getByLabel('Title').fill('A draft not yet saved')
  const dialog = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const asked = await dialog
  expect(asked.type()).toBe('beforeunload')
  await asked.dismiss()
  // Dismissed, the tab stays: closed here without asking, so the context's own close at the end
  // of the test does not race a page still closing (it failed one run in four that way).
  await page.close()
})

test('without JavaScript the picker is a set of previews inside the form', async ({ page, browser }) => {
  test.slow()
  await signInAsAdmin(page, '/admin/media')
  await uploadImage(page)
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })
  const plain = await context.newPage()
  await plain.goto('/admin/blog/new')
  await plain.getByLabel('Title').fill('No script picture')
  await plain.getByText('Choose from the media library').click()
  // The preview is the radio's label: clicking the picture chooses it.
  await plain.locator('label').filter({ hasText: IMAGE }).click()
  await expect(plain.getByRole('radio', { name: IMAGE })).toBeChecked()
  await shoot(plain, 'post-form-picker-nojs')
  await plain.getByRole('button', { name: 'Save' }).click()
  await expect(plain).toHaveURL(/\/admin\/blog$/)
  const row = plain.getByRole('row').filter({ hasText: 'No script picture' })
  await row.getByRole('link', { name: /^Edit/ }).click()
  await expect(plain.getByLabel('Image URL')).toHaveValue(/^\/media\/\d{13}-cloud-diagram\.png$/)

  // Delete it from the confirmation page, which names it.
  await plain.goto('/admin/blog')
  await row.getByRole('link', { name: /^Delete/ }).click()
  const panel = plain.getByRole('alertdialog', { name: "Delete the post 'No script picture'?" })
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: 'Delete' }).click()
  await expect(row).toHaveCount(0)
  await context.close()
  await deleteImage(page)
})
