import { expect, test, type Browser, type Page } from '@playwright/test'
import { acceptConfirm, shoot, signInAsAdmin, SVG_LOGO, toast } from './admin-pages-helpers'
import { hydrated } from './hydration'

// Admin work that shows on the site: clients' logos in a Trusted by strip, the
// content source's posts listed in /admin/blog, media files in use guarded against deletion,
// confirmations that name the item, media cards with the full name and Copy URL, toasts that
// keep off the header actions.

const fileCard = (page: Page, pattern: RegExp) =>
  page.getByRole('list', { name: 'Files' }).getByRole('listitem').filter({ hasText: pattern })

async function addClient(page: Page, name: string, logo: { name: string; buffer: Buffer }) {
  await page.goto('/admin/clients')
  await hydrated(page)
  await page.getByRole('link', { name: 'Add Client' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Client' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Upload a new logo').setInputFiles({ name: logo.name, mimeType: 'image/svg+xml', buffer: logo.buffer })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Client created successfully')).toBeVisible()
}

async function deleteClient(page: Page, name: string) {
  await page.goto('/admin/clients')
  await hydrated(page)
  const asked = acceptConfirm(page, `Delete the client '${name}'?`)
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await asked
  await expect(toast(page, 'Client deleted successfully')).toBeVisible()
}

/** Screenshots of one element at 1280 and 390 px into /tmp/shots-admin when ADMIN_SHOTS is set. */
async function shootElement(page: Page, selector: string, name: string) {
  if (!process.env.ADMIN_SHOTS) return
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.locator(selector).scrollIntoViewIfNeeded()
    await page.waitForTimeout(200)
    await page.locator(selector).screenshot({ path: `/tmp/shots-admin/${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function expectLogoDecoded(page: Page, name: string) {
  const strip = page.getByRole('region', { name: 'Trusted by' })
  const logo = strip.getByRole('img', { name })
  await logo.scrollIntoViewIfNeeded()
  await expect(logo).toBeVisible()
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
}

test('the Trusted by strip shows a client added in the admin at once, and drops it when deleted', async ({ page }) => {
  test.slow()
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Trusted by' })).toHaveCount(0)

  await signInAsAdmin(page, '/admin/clients')
  await addClient(page, 'Globex', { name: 'trusted-globex-logo.svg', buffer: SVG_LOGO })

  await page.goto('/')
  await expectLogoDecoded(page, 'Globex')
  await shootElement(page, 'section[aria-labelledby="trusted-by-heading"]', 'trusted-by-home')
  await shoot(page, 'home-with-trusted-by')
  await page.goto('/company')
  await expectLogoDecoded(page, 'Globex')
  await shootElement(page, 'section[aria-labelledby="trusted-by-heading"]', 'trusted-by-company')

  // Deleted in the admin: gone from the next render.
  await deleteClient(page, 'Globex')
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Trusted by' })).toHaveCount(0)

  // Leave nothing behind: the logo file is no longer in use, so one confirmation deletes it.
  await page.goto('/admin/media')
  await hydrated(page)
  const asked = acceptConfirm(page, "Delete the file 'trusted-globex-logo.svg'?")
  await fileCard(page, /^trusted-globex-logo\.svg/)
    .getByRole('button', { name: /^Delete / })
    .click()
  await asked
  await expect(toast(page, 'File deleted successfully')).toBeVisible()
})

test('a media file in use says by whom and asks again; cards show the full name and copy the URL', async ({ page, context, browser }) => {
  test.slow()
  const name = 'initech-brand-mark-for-the-2026-annual-report-and-website.svg'
  await signInAsAdmin(page, '/admin/clients')
  await addClient(page, 'Initech', { name, buffer: SVG_LOGO })

  await page.goto('/admin/media')
  await hydrated(page)
  const card = fileCard(page, new RegExp(`^${name.replace(/\./g, '\\.')}`))
  const label = card.getByText(name, { exact: true })
  await expect(label).toBeVisible()
  // In full: wrapped, never cut off.
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis')).toBe(true)
  const stored = (await label.getAttribute('title'))!.replace('Stored as ', '')
  expect(stored).toMatch(new RegExp(`^\\d{13}-${name.replace(/\./g, '\\.')}$`))

  // Copy URL puts the file's full address on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const copy = card.getByRole('button', { name: `Copy the URL of ${name}` })
  await copy.click()
  await expect(copy).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/media/${stored}`, page.url()).href)
  // Said once by its status; the button's text turning back is not announced.
  await expect(card.getByRole('status')).toHaveText('Copied')
  await expect(copy).toHaveText('Copy URL')
  await expect(card.getByRole('status')).toHaveText('')

  // Phones are told to choose files; desktops may drag and drop.
  await expect(page.getByText('Drag and drop files here, or use Upload File')).toBeVisible()
  await expect(page.getByText('Choose files to upload')).toBeHidden()
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByText('Choose files to upload')).toBeVisible()
  await expect(page.getByText('Drag and drop files here, or use Upload File')).toBeHidden()
  await shoot(page, 'media-cards')
  await page.setViewportSize({ width: 1280, height: 800 })

  // Delete: the named question, then, since Initech shows it, a second one. Declining keeps it.
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    void (messages.length === 1 ? dialog.accept() : dialog.dismiss())
  })
  await card.getByRole('button', { name: /^Delete / }).click()
  await expect.poll(() => messages.length).toBe(2)
  expect(messages).toEqual([
    `Delete the file '${name}'?`,
    `'${name}' is in use by the client 'Initech'. It will show no image. Delete it anyway?`,
  ])
  page.removeAllListeners('dialog')
  await page.reload()
  await expect(card).toBeVisible()

  // Without JavaScript the confirmation page says so up front and deletes only on "Delete anyway".
  await deleteWithoutJavaScript(browser, page, stored, name)
  await page.reload()
  await expect(card).toHaveCount(0)
  await deleteClient(page, 'Initech')
})

async function deleteWithoutJavaScript(browser: Browser, signedIn: Page, stored: string, name: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await signedIn.context().storageState() })
  const page = await context.newPage()
  await page.goto('/admin/media')
  await fileCard(page, new RegExp(`^${name.replace(/\./g, '\\.')}`))
    .getByRole('link', { name: /^Delete / })
    .click()
  await expect(page).toHaveURL(new RegExp(`confirm=delete&name=${stored}`))
  const panel = page.getByRole('alertdialog', { name: `Delete the file '${name}'?` })
  await expect(panel).toContainText(`'${name}' is in use by the client 'Initech'. It will show no image. Delete it anyway?`)
  await shoot(page, 'media-in-use-nojs')
  await panel.getByRole('button', { name: 'Delete anyway' }).click()
  await expect(toast(page, 'File deleted successfully')).toBeVisible()
  await context.close()
}

test('/admin/blog also lists the content source’s posts, read-only, with Edit in Studio', async ({ page }) => {
  await signInAsAdmin(page, '/admin/blog')
  await expect(page.getByText(/managed in the Studio$/)).toBeVisible()
  const studio = page.getByRole('region', { name: 'Managed in the Studio' })
  const rows = studio.getByRole('list', { name: 'Posts managed in the Studio' }).getByRole('listitem')
  await expect(rows).toHaveCount(3)
  const row = rows.filter({ hasText: 'Planning a Cloud Migration That Pays Off' })
  await expect(row.getByText('Studio', { exact: true })).toBeVisible()
  await expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('href', '/blog/planning-a-cloud-migration-that-pays-off')
  await expect(row.getByRole('link', { name: /^Edit .* in the Studio/ })).toHaveAttribute(
    'href',
    'https://arclight.sanity.studio/intent/edit/id=blogPost-3;type=blogPost/',
  )
  await expect(studio.getByRole('link', { name: 'Open the Studio' })).toHaveAttribute('href', 'https://arclight.sanity.studio')
  // Read-only: nothing to delete or edit here.
  await expect(studio.getByText(/^Delete/)).toHaveCount(0)
  await expect(studio.locator('a[href^="/admin/blog/edit"]')).toHaveCount(0)
  await shoot(page, 'blog-list-with-studio')

  // The title search applies to both lists.
  await page.getByLabel('Search posts by title').fill('cloud')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/q=cloud/)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Planning a Cloud Migration That Pays Off')
})

test('toasts never cover the header actions (New Post, Add Client, Export CSV) at 1280 and 390 px', async ({ browser }) => {
  test.slow()
  const pages = [
    { path: '/admin/blog', action: 'New Post' },
    { path: '/admin/clients', action: 'Add Client' },
    { path: '/admin/enquiries', action: 'Export CSV' },
  ]
  for (const width of [1280, 390]) {
    for (const { path, action } of pages) {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } })
      const page = await context.newPage()
      await signInAsAdmin(page, path)
      const shown = toast(page, 'Logged in successfully')
      await expect(shown).toBeVisible()
      const box = (await shown.locator('xpath=..').boundingBox())!
      const targets = [page.getByRole('link', { name: action }), page.getByRole('button', { name: 'Logout' }).locator('visible=true')]
      for (const target of targets) {
        const other = (await target.first().boundingBox())!
        const overlaps =
          box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height
        expect(overlaps, `${path} at ${width} px: the toast covers ${await target.first().textContent()}`).toBe(false)
      }
      if (process.env.ADMIN_SHOTS && path === '/admin/blog')
        await page.screenshot({ path: `/tmp/shots-admin/toast-placement-${width}.png` })
      await context.close()
    }
  }
})
