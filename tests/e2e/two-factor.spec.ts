import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { nextCode, type TotpKey } from '../fixtures/totp'
import { mailText, startSmtp } from '../reliability/smtp'
import { ADMIN } from './admin-pages-helpers'
import { hydrated } from './hydration'

// Two-factor sign-in in the browser, with the default ADMIN_REQUIRE_2FA (the shared server turns it
// off: its specs sign the one admin in within seconds, and a code works once per 30 s). A server of
// its own: the admin enrols from the QR page (the test computes the codes from the key shown in
// text), signs out, and signs in with a code, at 1280 and at 390 px; every new page is axe-clean.
// Last, the admin forgets the password: a reset link by e-mail (a real SMTP server here), the code,
// the new password, and a sign-in that still asks for the code.
test.describe.configure({ mode: 'serial' })
const port = Number(process.env.E2E_PORT || 3100) + 70
const base = `http://127.0.0.1:${port}`
const shots = path.join('test-results', 'two-factor')
let server: ReturnType<typeof spawn>
let smtp: Awaited<ReturnType<typeof startSmtp>>
let dataDir = ''
const key: TotpKey = { secret: '', lastStep: 0 }

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-2fa-'))
  smtp = await startSmtp()
  server = spawn(process.execPath, ['server.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SKIP_DOTENV: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: base,
      SESSION_SECRET: 'two-factor-e2e-secret-not-for-production',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
    },
    stdio: 'ignore',
  })
  await expect.poll(async () => (await request.get(`${base}/healthz`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200)
})
test.afterAll(async () => {
  await smtp?.close()
  server?.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** axe, and a screenshot at each width (1280 px, then 390 px), of the page as it is now. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    const results = await new AxeBuilder({ page }).exclude('[data-rht-toaster]').analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function password(page: Page) {
  await page.goto(`${base}/login?redirectTo=%2Fadmin%2Fclients`)
  await hydrated(page)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('enrolment from the QR page, sign-out, then sign-in with a code', async ({ page }) => {
  test.slow()
  await password(page)
  await expect(page).toHaveURL(`${base}/admin/two-factor?redirectTo=%2Fadmin%2Fclients`)
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code of the key below' }).locator('svg')).toBeVisible()
  await checkAtBothWidths(page, 'enrolment')
  key.secret = (await page.getByTestId('totp-key').innerText()).replace(/\s/g, '')
  await hydrated(page)
  await page.getByLabel('Code', { exact: true }).fill(await nextCode(key))
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click()
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
  await checkAtBothWidths(page, 'recovery-codes')
  await page.getByRole('link', { name: 'Continue to the admin area' }).click()
  await expect(page).toHaveURL(`${base}/admin/clients`)
  await expect(page.getByTestId('other-sessions').first()).toHaveText('0 other sessions')

  await page.getByRole('button', { name: 'Logout' }).first().click()
  await expect(page).toHaveURL(`${base}/login`)
  await password(page)
  await expect(page).toHaveURL(`${base}/login/two-factor?redirectTo=%2Fadmin%2Fclients`)
  await hydrated(page)
  await checkAtBothWidths(page, 'code')
  await page.getByLabel('Code', { exact: true }).fill('000000')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired code')
  await page.getByLabel('Code', { exact: true }).fill(await nextCode(key))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${base}/admin/clients`)
  await page.goto(`${base}/admin/two-factor`)
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeVisible()
  await checkAtBothWidths(page, 'manage')
})

test('at 390 px: sign-in with a code', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  await password(page)
  await expect(page).toHaveURL(/\/login\/two-factor/)
  await hydrated(page)
  await page.getByLabel('Code', { exact: true }).fill(await nextCode(key))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${base}/admin/clients`)
  await page.screenshot({ path: path.join(shots, 'signed-in-390.png') })
})

test('a forgotten password: the e-mailed link, the code, the new password', async ({ page }) => {
  test.slow()
  const NEW_PASSWORD = 'Reset#Passw0rd9'
  await page.goto(`${base}/login`)
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(`${base}/login/forgot`)
  await hydrated(page)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('status')).toContainText('a link to reset the password is on its way')
  await checkAtBothWidths(page, 'reset-sent')

  await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(ADMIN.email)).length, { timeout: 20_000 }).toBe(1)
  const link = mailText(smtp.mails.at(-1)!).match(/http:\/\/\S+\/login\/reset\?token=[\w-]+/)![0]
  expect(link.startsWith(`${base}/login/reset?token=`)).toBe(true)
  await page.goto(link)
  await checkAtBothWidths(page, 'reset-link')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(`${base}/login/two-factor?redirectTo=%2Flogin%2Fnew-password`)
  await hydrated(page)
  await page.getByLabel('Code', { exact: true }).fill(await nextCode(key))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${base}/login/new-password`)
  await expect(page.getByText('Logged in successfully')).toHaveCount(0) // not signed in: on to a new password
  await hydrated(page)
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByLabel('New password again').fill('short')
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
  await checkAtBothWidths(page, 'new-password')
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('New password again').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page).toHaveURL(`${base}/login`)
  await expect(page.getByText('Your password was changed')).toBeVisible()

  // The used link is spent, and the new password still leads to the code.
  await page.goto(link)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid, used or expired. Ask for a new one.')
  await page.goto(`${base}/login`)
  await hydrated(page)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${base}/login/two-factor`)
})
