import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './admin-pages-helpers'
import { PUBLIC_PAGES } from './public-content'

// Every page is valid HTML by the W3C Nu validator (vnu-jar, Java from Debian: scripts/ensure-java.js),
// as served by the production build: the public pages, the Not Found page, the sign-in page and the
// admin pages (streamed, so their later parts are checked too). Browsers forgive invalid markup;
// crawlers, assistive tools and the next engineer need not.

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar')
const ADMIN_PAGES = ['/admin/blog', '/admin/blog/new', '/admin/clients', '/admin/enquiries', '/admin/media']

interface VnuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
}

test('every public page, the 404 and sign-in pages and the admin pages are valid HTML', async ({ page, request }) => {
  test.setTimeout(240_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'valid-html-'))
  const pages = new Map<string, string>() // file → path
  const keep = (pathname: string, html: string) => {
    const file = path.join(dir, `${pages.size}.html`)
    fs.writeFileSync(file, html)
    pages.set(file, pathname)
  }
  for (const pathname of new Set([...PUBLIC_PAGES, '/login', '/no-such-page'])) {
    const response = await request.get(pathname)
    expect(response.status(), pathname).toBe(pathname === '/no-such-page' ? 404 : 200)
    keep(pathname, await response.text())
  }
  await signInAsAdmin(page)
  for (const pathname of ADMIN_PAGES) {
    const response = await page.request.get(pathname)
    expect(response.status(), pathname).toBe(200)
    keep(pathname, await response.text())
  }

  const { stdout } = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...pages.keys()],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
  const errors = messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message) => `${pages.get(new URL(message.url).pathname)} line ${message.lastLine}: ${message.message}`)
  fs.rmSync(dir, { recursive: true, force: true })
  expect(errors).toEqual([])
  expect(pages.size).toBeGreaterThan(ADMIN_PAGES.length + 20)
})
