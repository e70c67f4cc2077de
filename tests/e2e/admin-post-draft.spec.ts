import { expect, test, type Page } from '@playwright/test'
import { ADMIN, signInAsAdmin } from './admin-pages-helpers'
import { hydrated } from './hydration'

// A post being written when the session ends elsewhere: Save lands on the sign-in page, and after
// signing in the text is offered back, not lost.

/** On the sign-in page that the new-post form led to: signs in, and is back on that form. */
async function signInBackToNewPost(page: Page) {
  await hydrated(page)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/blog\/new$/)
  await hydrated(page)
}

test('a Save after “Sign out everywhere” elsewhere: the text is offered back after signing in', async ({ page, browser }) => {
  test.slow()
  await signInAsAdmin(page, '/admin/blog/new')
  const title = `Kept across a sign-in ${Date.now()}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Content', { exact: true }).fill('Written while the session ended on another device.')
  await page.getByLabel('Status').selectOption('published')

  const other = await browser.newContext()
  const laptop = await other.newPage()
  await signInAsAdmin(laptop, '/admin/blog')
  await laptop.getByRole('button', { name: 'Sign out everywhere' }).first().click()
  await expect(laptop).toHaveURL(/\/login$/)
  await other.close()

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fblog%2Fnew&unsaved=1$/)
  await expect(page.getByRole('status').filter({ hasText: 'your last change was not saved' })).toBeVisible()
  await signInBackToNewPost(page)

  const notice = page.getByRole('status').filter({ hasText: 'Your session had ended when you pressed Save' })
  await expect(notice).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('')
  await notice.getByRole('button', { name: 'Restore my text' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByLabel('Title')).toHaveValue(title)
  await expect(page.getByLabel('Title')).toBeFocused()
  await expect(page.getByLabel('Content', { exact: true })).toHaveValue('Written while the session ended on another device.')
  await expect(page.getByLabel('Status')).toHaveValue('published')

  // Saved now: the post exists, and no offer is left behind for the next new post.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/blog$/)
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toHaveCount(1)
  await page.goto('/admin/blog/new')
  await hydrated(page)
  await expect(page.getByText('Your session had ended')).toHaveCount(0)

  // Discard: the offer goes, the form stays empty, focus is on the page's heading.
  await page.evaluate(() =>
    sessionStorage.setItem('post-draft:/admin/blog/new', JSON.stringify({ fields: [['title', 'Left behind']], at: Date.now() })),
  )
  await page.reload()
  await hydrated(page)
  await page.getByRole('button', { name: 'Discard it' }).click()
  await expect(page.getByText('Your session had ended')).toHaveCount(0)
  await expect(page.getByLabel('Title')).toHaveValue('')
  await expect(page.getByRole('heading', { name: 'New Post', level: 1 })).toBeFocused()
  await page.reload()
  await hydrated(page)
  await expect(page.getByText('Your session had ended')).toHaveCount(0)

  await page.goto('/admin/blog')
  await hydrated(page)
  page.once('dialog', (dialog) => dialog.accept())
  await row.getByRole('button', { name: /^Delete/ }).click()
  await expect(row).toHaveCount(0)
})

test('the inactivity sign-out over unsaved changes: no question left open, the text offered back where it was', async ({ page }) => {
  test.slow()
  // The layout's timer honours a shorter admin_idle_ms cookie (never a longer one).
  await page.context().addCookies([{ name: 'admin_idle_ms', value: '3000', domain: 'localhost', path: '/' }])
  await signInAsAdmin(page, '/admin/blog/new')
  const title = `Kept across an idle sign-out ${Date.now()}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Content', { exact: true }).fill('Written, then the admin walked away.')

  // Signed out, not held back by "Leave without saving?", which no one is there to answer.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fblog%2Fnew$/, { timeout: 10_000 })
  await expect(page.getByRole('status').filter({ hasText: 'signed out after a period of inactivity' })).toBeVisible()
  await page.context().clearCookies({ name: 'admin_idle_ms' })
  await signInBackToNewPost(page)
  const notice = page.getByRole('status').filter({ hasText: 'You were signed out after a period of inactivity' })
  await notice.getByRole('button', { name: 'Restore my text' }).click()
  await expect(page.getByLabel('Title')).toHaveValue(title)
  await expect(page.getByLabel('Content', { exact: true })).toHaveValue('Written, then the admin walked away.')
})
