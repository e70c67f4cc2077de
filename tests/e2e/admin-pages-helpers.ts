import { expect, type BrowserContext, type Page } from '@playwright/test'
import { hydrated } from './hydration'

// Shared by the admin-*.spec.ts browser tests of the admin pages.
export const ADMIN = { email: 'admin@example.com', password: 'Admin#Passw0rd' }

/** Signs in as the e2e admin and lands on `path` (hydrated); `timeout` for a slow first load (the dev server). */
export async function signInAsAdmin(page: Page, path = '/admin/blog', { timeout }: { timeout?: number } = {}) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(path)}`)
  await hydrated(page)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`), { timeout })
  await hydrated(page)
}

/**
 * Another tab of the same browser signs out and in again: a new session, so the pages already open
 * carry a token for the old one. Headless pages are never hidden, so the first page is not told it
 * was shown again (which would fetch the new token, admin-session.tsx): this is the case where
 * that did not happen in time, and the first refusal must keep what was written.
 */
export async function signInAgainInAnotherTab(context: BrowserContext) {
  const other = await context.newPage()
  await other.goto('/admin/blog')
  await hydrated(other)
  await other.getByRole('button', { name: 'Logout' }).click()
  await expect(other).toHaveURL(/\/login/)
  await signInAsAdmin(other, '/admin/blog')
  await other.close()
}

/** A toast (react-hot-toast renders them as role=status) with this text. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })

/** Accepts the next window.confirm() after checking its message (text, or a pattern); resolves to the message. */
export function acceptConfirm(page: Page, expected: string | RegExp) {
  return new Promise<string>((resolve, reject) => {
    page.once('dialog', async (dialog) => {
      try {
        expect(dialog.type()).toBe('confirm')
        if (typeof expected === 'string') expect(dialog.message()).toBe(expected)
        else expect(dialog.message()).toMatch(expected)
        await dialog.accept()
        resolve(dialog.message())
      } catch (error) {
        reject(error)
      }
    })
  })
}

export function dismissConfirm(page: Page) {
  page.once('dialog', (dialog) => void dialog.dismiss())
}

/** Screenshots at 1280 and 390 px into /tmp/shots-admin when ADMIN_SHOTS is set (for looking at the pages). */
export async function shoot(page: Page, name: string) {
  if (!process.env.ADMIN_SHOTS) return
  const size = page.viewportSize()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.waitForTimeout(150)
    await page.screenshot({ path: `/tmp/shots-admin/${name}-${width}.png`, fullPage: true })
  }
  if (size) await page.setViewportSize(size)
}

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/** A small logo in SVG (an allowed image type), visibly coloured for screenshots. */
export const SVG_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="48" height="48" rx="10" fill="#2563eb"/><text x="58" y="32" font-family="Arial" font-size="22" font-weight="700" fill="#0f172a">Globex</text></svg>',
)
