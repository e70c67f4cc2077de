import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { acceptConfirm, PDF, PNG, signInAsAdmin, toast } from './admin-pages-helpers'
import { hydrated } from './hydration'

// Every admin page, with content, at desktop and phone widths: no accessibility
// violations (axe) and no horizontal scrolling.

async function expectAccessible(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 })
    // Axe reads colours as painted: a dialog still fading in (200 ms from its first paint, which
    // a fast hydration can beat) has less contrast than it will have. Endless ones (spinners) aside.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    )
    const results = await new AxeBuilder({ page }).exclude('[data-rht-toaster]').analyze()
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(summary, `${label} at ${width}px`).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${label} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('the admin pages are accessible and fit a phone', async ({ page }) => {
  test.slow()
  await signInAsAdmin(page, '/admin/blog/new')
  await page.getByLabel('Title').fill('An accessible post')
  await page.getByLabel('Status').selectOption('published')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Post created successfully')).toBeVisible()
  await expectAccessible(page, 'posts list')

  await page
    .getByRole('link', { name: /^Edit “An accessible post”/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible()
  await expectAccessible(page, 'edit post')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Post updated successfully')).toBeVisible()
  await page.goto('/admin/blog/new')
  await hydrated(page)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Title is required')).toBeVisible()
  await expectAccessible(page, 'new post with an error')

  await page.goto('/admin/media')
  await hydrated(page)
  await page.locator('#media-file').setInputFiles([
    { name: 'a11y.png', mimeType: 'image/png', buffer: PNG },
    { name: 'a11y.pdf', mimeType: 'application/pdf', buffer: PDF },
  ])
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(2)
  await expectAccessible(page, 'media')

  await page.goto('/admin/clients?dialog=new')
  await hydrated(page)
  await expectAccessible(page, 'client dialog')
  await page.getByLabel('Name').fill('Accessible Co')
  await page.getByRole('radio', { name: /a11y\.png$/ }).check({ force: true })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Client created successfully')).toBeVisible()
  await expectAccessible(page, 'clients')

  await page.goto('/admin/enquiries')
  await hydrated(page)
  await expectAccessible(page, 'enquiries (empty)')
  await page.goto('/admin/blog?confirm=delete&id=1')
  await expectAccessible(page, 'delete confirmation')

  // Leave nothing behind: the other specs share this server and expect a clean site.
  const confirmation = page.getByRole('alertdialog', { name: /^Delete the post 'An accessible post/ })
  await confirmation.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Post deleted successfully')).toBeVisible()
  await page.goto('/admin/clients')
  await hydrated(page)
  const clientDeleted = acceptConfirm(page, "Delete the client 'Accessible Co'?")
  await page.getByRole('button', { name: 'Delete Accessible Co' }).click()
  await clientDeleted
  await expect(toast(page, 'Client deleted successfully')).toBeVisible()
  await page.goto('/admin/media')
  await hydrated(page)
  const files = page.getByRole('list', { name: 'Files' }).getByRole('listitem')
  for (let left = 2; left > 0; left--) {
    const fileDeleted = acceptConfirm(page, /^Delete the file '.+'\?$/)
    await files
      .first()
      .getByRole('button', { name: /^Delete / })
      .click()
    await fileDeleted
    await expect(files).toHaveCount(left - 1)
  }
})
