import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { enquiryForm, fillForm, SUCCESS } from './enquiry-form'

// Production served over plain HTTP (SITE_URL http://…, no COOKIE_SECURE): the enquiry token's
// cookie is named by the server's one rule, which the page carries, so the browser stores the very
// cookie the server reads and the first Send is stored (it was refused when the browser chose the
// name by the page's protocol and the server by COOKIE_SECURE).
test('the enquiry’s first Send succeeds on a production server over plain HTTP', async ({ browser }) => {
  test.slow()
  const port = Number(process.env.E2E_PORT || 3100) + 60
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-plain-http-'))
  const server = spawn(process.execPath, ['server.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SKIP_DOTENV: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'plain-http-e2e-secret-not-for-production',
    },
    stdio: 'ignore',
  })
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` })
  try {
    const page = await context.newPage()
    await expect.poll(async () => (await page.request.get('/healthz').catch(() => null))?.status(), { timeout: 60_000 }).toBe(200)
    await page.goto('/get-started')
    const form = enquiryForm(page)
    await fillForm(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('heading', { name: SUCCESS })).toBeVisible()
  } finally {
    await context.close()
    server.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
