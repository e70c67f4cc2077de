import { expect, test } from '@playwright/test'
import { acceptConfirm, PNG, shoot, signInAsAdmin, SVG_LOGO, toast } from './admin-pages-helpers'
import { hydrated } from './hydration'

// Clients in the admin area: add with an uploaded logo, edit (picking a logo from the media
// library), delete; the dialog is accessible and usable from the keyboard.

test('add a client with a logo, edit it, delete it', async ({ page }) => {
  test.slow()
  await signInAsAdmin(page, '/admin/clients')
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
  await expect(page.getByText('No clients yet.')).toBeVisible()

  // The dialog: focus moves in, Escape closes it and focus returns.
  const add = page.getByRole('link', { name: 'Add Client' })
  await add.click()
  const dialog = page.getByRole('dialog', { name: 'Add Client' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/admin\/clients$/)
  await expect(add).toBeFocused()

  // Keyboard only: Tab stays inside; name is required.
  await add.click()
  await expect(dialog.getByLabel('Name')).toBeFocused()
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Name is required')).toBeVisible()

  // A refused logo file is named in a clear message, and nothing is sent.
  await dialog
    .getByLabel('Upload a new logo')
    .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
  const refused = dialog.getByText(/“brochure\.pdf” is not an allowed file type/)
  await expect(refused).toBeVisible()

  // Save is held while the refused file is named: the client is not created without its logo.
  await dialog.getByLabel('Name').fill('Globex Corporation')
  const posts: string[] = []
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByLabel('Upload a new logo')).toBeFocused()
  await expect(refused).toBeVisible()
  expect(posts).toEqual([])
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Remove file' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(refused).toHaveCount(0)
  await expect(dialog.getByLabel('Upload a new logo')).toBeFocused()

  await dialog.getByLabel('Upload a new logo').setInputFiles({ name: 'globex logo.svg', mimeType: 'image/svg+xml', buffer: SVG_LOGO })
  await expect(dialog.getByRole('img', { name: 'Selected logo' })).toBeVisible()
  await shoot(page, 'clients-dialog')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Client created successfully')).toBeVisible()
  await expect(dialog).toHaveCount(0)

  const card = page.getByRole('listitem').filter({ hasText: 'Globex Corporation' })
  const logo = card.getByRole('img', { name: 'Globex Corporation logo' })
  await expect(logo).toHaveAttribute('src', /^\/media\/\d+-globex-logo\.svg$/)
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)

  // Upload another image to the library, then pick it in the edit dialog.
  await page.goto('/admin/media')
  await hydrated(page)
  await page.getByLabel(/Upload File/).setInputFiles({ name: 'initech.png', mimeType: 'image/png', buffer: PNG })
  await expect(toast(page, 'File uploaded successfully')).toBeVisible()
  await page.goto('/admin/clients')
  await hydrated(page)
  await shoot(page, 'clients-grid')
  await page.goto(
    `/admin/clients?dialog=edit&id=${await card
      .getByRole('link', { name: /^Edit/ })
      .getAttribute('href')
      .then((h) => new URLSearchParams(h!.split('?')[1]).get('id'))}`,
  )
  await hydrated(page)
  await shoot(page, 'clients-edit-dialog')
  await page.keyboard.press('Escape')

  await card.getByRole('link', { name: 'Edit Globex Corporation' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Client' })
  await expect(edit.getByLabel('Name')).toHaveValue('Globex Corporation')
  await edit.getByLabel('Name').fill('Globex Ltd')
  const picked = edit.getByRole('radio', { name: /initech\.png$/ })
  await picked.check({ force: true })
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Client updated successfully')).toBeVisible()
  const renamed = page.getByRole('listitem').filter({ hasText: 'Globex Ltd' })
  await expect(renamed.getByRole('img', { name: 'Globex Ltd logo' })).toHaveAttribute('src', /^\/media\/\d+-initech\.png$/)

  // Delete, after the confirmation.
  const asked = acceptConfirm(page, "Delete the client 'Globex Ltd'?")
  await renamed.getByRole('button', { name: 'Delete Globex Ltd' }).click()
  await asked
  await expect(toast(page, 'Client deleted successfully')).toBeVisible()
  await expect(renamed).toHaveCount(0)
})

test('without JavaScript the dialog opens as a page state and saves', async ({ browser }) => {
  const js = await browser.newContext()
  await signInAsAdmin(await js.newPage(), '/admin/clients')
  const state = await js.storageState()
  await js.close()
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: state })
  const page = await context.newPage()
  await page.goto('/admin/clients')
  await page.getByRole('link', { name: 'Add Client' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Client' })
  await dialog.getByLabel('Name').fill('Plain HTML Ltd')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/clients$/)
  await expect(page.getByRole('listitem').filter({ hasText: 'Plain HTML Ltd' })).toBeVisible()
  await page.getByRole('link', { name: 'Delete Plain HTML Ltd' }).click()
  await page.getByRole('alertdialog', { name: "Delete the client 'Plain HTML Ltd'?" }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Plain HTML Ltd' })).toHaveCount(0)
  await context.close()
})

test('a dialog opened from its address and closed with Escape leaves focus on the page’s heading, not nowhere', async ({ page }) => {
  await signInAsAdmin(page, '/admin/clients')
  await page.goto('/admin/clients?dialog=new')
  await hydrated(page)
  const dialog = page.getByRole('dialog', { name: 'Add Client' })
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeFocused()
})
