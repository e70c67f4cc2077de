import { expect, test, type Page } from '@playwright/test'
import { acceptConfirm, dismissConfirm, shoot, signInAsAdmin, toast, signInAgainInAnotherTab } from './admin-pages-helpers'
import { hydrated } from './hydration'

/** Deletes a post this test made, from the admin list: the e2e server's data outlives a test. */
async function deletePost(page: Page, title: string) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/admin/blog')
  await hydrated(page)
  const row = page.getByRole('row').filter({ hasText: title })
  const asked = acceptConfirm(page, /^Delete the post/)
  await row.getByRole('button', { name: /^Delete/ }).click()
  await asked
  await expect(row).toHaveCount(0)
}

// Blog posts in the admin area: create, view, edit (the publication time is kept), delete.

test('create, view, edit (publication time kept) and delete a post', async ({ page, context }) => {
  test.slow()
  await signInAsAdmin(page, '/admin/blog')
  await expect(page.getByRole('heading', { name: 'Blog Posts', level: 1 })).toBeVisible()
  await shoot(page, 'blog-list-empty')

  // New Post: validation first.
  await page.getByRole('link', { name: 'New Post' }).click()
  await expect(page).toHaveURL(/\/admin\/blog\/new$/)
  await expect(page.getByRole('heading', { name: 'New Post', level: 1 })).toBeVisible()
  await hydrated(page)
  await expect(page.getByLabel('Content', { exact: true })).toHaveAttribute('rows', '10')
  await expect(page.getByLabel('Excerpt')).toHaveAttribute('rows', '3')
  await expect(page.getByLabel('Status').locator('option')).toHaveText(['Draft', 'Published'])
  await expect(page.getByLabel('Category').locator('option')).toHaveText([
    'No category',
    'Artificial Intelligence',
    'Cloud Computing',
    'Cybersecurity',
  ])
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Title is required')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Title').fill('Zero Trust for Small Teams')
  await expect(page.getByLabel('Slug')).toHaveAttribute('placeholder', 'zero-trust-for-small-teams')
  await page.getByLabel('Image URL').fill('javascript:alert(1)')
  await page.getByLabel('Image URL').blur()
  await expect(page.getByText('Enter an http(s) URL or a file from the media library (/media/...)')).toBeVisible()
  await page.getByLabel('Image URL').fill('https://images.example.com/zero-trust.png')
  await page
    .getByLabel('Content', { exact: true })
    .fill('## Why it matters\n\nStart with **identity**. <script>alert(1)</script>\n\n- Verify explicitly\n- Least privilege')
  await page.getByLabel('Excerpt').fill('A practical start with zero trust.')
  await page.getByLabel('Status').selectOption('published')
  await page.getByLabel('Category').selectOption({ label: 'Cybersecurity' })

  // Markdown preview, rendered safely.
  await page.getByRole('tab', { name: 'Preview' }).click()
  const preview = page.getByRole('tabpanel')
  await expect(preview.getByRole('heading', { name: 'Why it matters' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('identity')
  await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible()
  await expect(preview.locator('script')).toHaveCount(0)
  await shoot(page, 'blog-new-preview')
  await page.getByRole('tab', { name: 'Write' }).click()

  // Save shows Saving... while busy.
  await page.route('**/admin/blog/new*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled()
  await expect(page).toHaveURL(/\/admin\/blog$/)
  await expect(toast(page, 'Post created successfully')).toBeVisible()

  const row = page.getByRole('row').filter({ hasText: 'Zero Trust for Small Teams' })
  await expect(row.locator('[data-status="published"]')).toHaveText('Published')
  await expect(row.locator('[data-status="published"]')).toHaveClass(/bg-success-soft/)
  const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date())
  await expect(row.getByRole('cell').nth(2)).toHaveText(today)
  await shoot(page, 'blog-list')

  // View opens /blog/{slug} in a new tab.
  const [tab] = await Promise.all([context.waitForEvent('page'), row.getByRole('link', { name: /^View/ }).click()])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe('/blog/zero-trust-for-small-teams')
  await expect(tab.getByRole('heading', { name: 'Zero Trust for Small Teams', level: 1 })).toBeVisible()
  await tab.close()

  // Edit: the publication time shown before and after a save is the same.
  await row.getByRole('link', { name: /^Edit/ }).click()
  await expect(page.getByRole('heading', { name: 'Edit Post', level: 1 })).toBeVisible()
  await hydrated(page)
  const publishedHint = page.getByText(/^Published .* UTC; saving again keeps this time\.$/)
  const before = await publishedHint.textContent()
  await expect(page.getByLabel('Slug')).toHaveValue('zero-trust-for-small-teams')
  await expect(page.getByLabel('Category')).toHaveValue(/\d+/)
  await page.waitForTimeout(1100) // a new publication time would differ by at least a second
  await page.getByLabel('Title').fill('Zero Trust for Small Teams, Revised')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/blog$/)
  await expect(toast(page, 'Post updated successfully')).toBeVisible()
  const revised = page.getByRole('row').filter({ hasText: 'Zero Trust for Small Teams, Revised' })
  await expect(revised).toBeVisible()
  await revised.getByRole('link', { name: /^Edit/ }).click()
  await expect(page.getByText(/saving again keeps this time/)).toHaveText(before!)
  await shoot(page, 'blog-edit')

  // Cancel goes back to the list.
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/admin\/blog$/)
  await hydrated(page)

  // Delete: dismissing the confirmation keeps the post; accepting deletes it and the list reloads.
  dismissConfirm(page)
  await revised.getByRole('button', { name: /^Delete/ }).click()
  await expect(revised).toBeVisible()
  const asked = acceptConfirm(page, "Delete the post 'Zero Trust for Small Teams, Revised'?")
  await revised.getByRole('button', { name: /^Delete/ }).click()
  await asked
  await expect(toast(page, 'Post deleted successfully')).toBeVisible()
  await expect(revised).toHaveCount(0)
})

test('a changed slug: the old address, cached before, now leads visitors to the post', async ({ page, browser }) => {
  await signInAsAdmin(page, '/admin/blog/new')
  await page.getByLabel('Title').fill('An address that moves')
  await page.getByLabel('Slug').fill('address-before')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Post created successfully')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: 'An address that moves' })
  await row.getByRole('link', { name: /^Edit/ }).click()
  // A draft's address leads nobody but admins: the form promises nothing about it.
  await expect(page.getByText(/the post’s address is \/blog\/slug/)).toBeVisible()
  await expect(page.getByText(/keeps leading here/)).toHaveCount(0)
  await page.getByLabel('Status').selectOption('published')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Post updated successfully')).toBeVisible()
  const visitor = await browser.newContext()
  const reader = await visitor.newPage()
  expect((await reader.goto('/blog/address-before'))?.status()).toBe(200) // now in the page cache

  await row.getByRole('link', { name: /^Edit/ }).click()
  await expect(page.getByText('If you change it, /blog/address-before keeps leading here.')).toBeVisible()
  await page.getByLabel('Slug').fill('address-after')
  await page.getByRole('button', { name: 'Save' }).click()
  // The list shows the new address: the save is done (the publish's own toast may still be up).
  await expect(row).toContainText('/address-after')
  await expect(toast(page, 'Post updated successfully').first()).toBeVisible()

  const response = await reader.goto('/blog/address-before')
  expect(response?.status()).toBe(200)
  expect(new URL(reader.url()).pathname).toBe('/blog/address-after')
  expect((await response!.request().redirectedFrom()?.response())?.status()).toBe(301)
  await expect(reader.getByRole('heading', { name: 'An address that moves', level: 1 })).toBeVisible()
  await visitor.close()
  await deletePost(page, 'An address that moves')
})

test('a slug that is taken gets a clear message', async ({ page }) => {
  await signInAsAdmin(page, '/admin/blog/new')
  for (let i = 0; i < 2; i++) {
    if (i) {
      await page.goto('/admin/blog/new')
      await hydrated(page)
    }
    await page.getByLabel('Title').fill('Duplicate slug post')
    await page.getByRole('button', { name: 'Save' }).click()
    if (!i) await expect(toast(page, 'Post created successfully')).toBeVisible()
  }
  await expect(page.getByText('This slug is already used by another post. Choose a different one.')).toBeVisible()
  await page.getByLabel('Slug').fill('Not a slug!')
  await page.getByLabel('Slug').blur()
  await expect(page.getByText(/Use lowercase letters, numbers and single hyphens only/)).toBeVisible()
})

test('a pasted NUL character is refused beside its field, and the text stays', async ({ page }) => {
  await signInAsAdmin(page, '/admin/blog/new')
  await page.getByLabel('Title').fill('NUL post')
  const content = 'Pasted from a binary file:\u0000 the rest of the text.'
  await page.getByRole('textbox', { name: 'Content' }).fill(content)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Remove the invisible control character (NUL) from this text')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue(content)
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeFocused()
  await expect(page).toHaveURL(/\/admin\/blog\/new$/)
})

test('a sign-in in another tab: Save says "Invalid security token" at once, keeps the text, and the next Save works', async ({
  page,
  context,
}) => {
  await signInAsAdmin(page, '/admin/blog/new')
  await page.getByLabel('Title').fill('Written before the other tab signed in')
  await page.getByRole('textbox', { name: 'Content' }).fill('Typed in the first tab.')
  await signInAgainInAnotherTab(context)

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Invalid security token')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('Written before the other tab signed in')
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue('Typed in the first tab.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Post created successfully')).toBeVisible()
  await deletePost(page, 'Written before the other tab signed in')
})

test('search by title, with Loading... while the list loads', async ({ page }) => {
  await signInAsAdmin(page, '/admin/blog/new')
  await page.getByLabel('Title').fill('Searchable post')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Post created successfully')).toBeVisible()
  await page.goto('/admin/blog?q=zzz-no-such-title')
  await hydrated(page)
  await expect(page.getByText('No posts match “zzz-no-such-title”.')).toBeVisible()
  // While the new data is on its way, the list says Loading...
  await page.route(/\/admin\/blog\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.getByRole('searchbox', { name: 'Search posts by title' }).fill('Searchable')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible()
  await expect(page).toHaveURL(/q=Searchable/)
  await expect(page.getByRole('row').filter({ hasText: 'Searchable post' })).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(2) // the header and the match
  await expect(page.getByText('Loading...')).toHaveCount(0)
  // By the keyboard: Enter searches, focus stays in the box, and what was found is said.
  const box = page.getByRole('searchbox', { name: 'Search posts by title' })
  await box.fill('zzz-no-such-title')
  await box.press('Enter')
  await expect(page.getByText('No posts match “zzz-no-such-title”.')).toBeVisible()
  await expect(box).toBeFocused()
  await expect(page.locator('#live-announcer')).toHaveText(/^0 posts matching “zzz-no-such-title”/)
  // Back: the box shows the search the list is for.
  await page.goBack()
  await expect(page.getByRole('row').filter({ hasText: 'Searchable post' })).toBeVisible()
  await expect(box).toHaveValue('Searchable')
})

test('without JavaScript, Delete asks on a confirmation page and then deletes', async ({ browser }) => {
  const js = await browser.newContext()
  const setup = await js.newPage()
  await signInAsAdmin(setup, '/admin/blog/new')
  await setup.getByLabel('Title').fill('No script deletion')
  await setup.getByRole('button', { name: 'Save' }).click()
  await expect(toast(setup, 'Post created successfully')).toBeVisible()
  const state = await js.storageState()
  await js.close()

  const context = await browser.newContext({ javaScriptEnabled: false, storageState: state })
  const page = await context.newPage()
  await page.goto('/admin/blog')
  const row = page.getByRole('row').filter({ hasText: 'No script deletion' })
  await row.getByRole('link', { name: /^Delete/ }).click()
  await expect(page).toHaveURL(/confirm=delete&id=\d+/)
  const panel = page.getByRole('alertdialog', { name: "Delete the post 'No script deletion'?" })
  await expect(panel).toContainText('This cannot be undone.')
  await shoot(page, 'blog-confirm-nojs')
  await panel.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/admin\/blog$/)
  await expect(toast(page, 'Post deleted successfully')).toBeVisible() // the flash notice without JavaScript
  await expect(page.getByRole('row').filter({ hasText: 'No script deletion' })).toHaveCount(0)
  await context.close()
})

test('a title without spaces wraps: the admin list and the public blog keep their width', async ({ page }) => {
  const title = `Unbroken${'x'.repeat(190)}`
  await signInAsAdmin(page, '/admin/blog/new')
  await page.getByLabel('Title').fill(title)
  await page.getByRole('textbox', { name: 'Content' }).fill('Body.')
  await page.getByLabel('Status').selectOption('published')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Post created successfully')).toBeVisible()
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  await page.goto('/admin/blog')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toBeVisible()
  expect(await overflow()).toBeLessThanOrEqual(0)
  await expect(row.getByRole('link', { name: /^Edit/ })).toBeInViewport()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/blog')
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  expect(await overflow()).toBeLessThanOrEqual(0)
  await deletePost(page, title)
})
