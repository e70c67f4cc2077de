import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

// `npm run content:check` as a deploy pipeline runs it, on the bundled dataset.
const run = promisify(execFile)
const tsx = path.resolve('node_modules/.bin/tsx')
const env = { ...process.env, SITE_URL: '', SANITY_PROJECT_ID: '', SUPABASE_URL: '', SUPABASE_ANON_KEY: '' }

async function check(...args: string[]) {
  return checkWith(env, ...args)
}

async function checkWith(env: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stdout } = await run(tsx, ['scripts/content-check.ts', ...args], { env })
    return { code: 0, stdout }
  } catch (error) {
    const e = error as { code: number; stdout: string }
    return { code: e.code, stdout: e.stdout }
  }
}

describe('npm run content:check', () => {
  it('lists the sample content by area and exits 0', async () => {
    const { code, stdout } = await check()
    expect(code).toBe(0)
    expect(stdout).toMatch(/^14 things to settle before going live:/)
    for (const area of ['Contact details', 'Team', 'Legal pages', 'Configuration']) expect(stdout).toContain(`\n${area}\n`)
    expect(stdout).toContain('The support e-mail hello@arclight.example is a sample address.')
  }, 60_000)

  it('exits 1 with --strict, and prints JSON with --json', async () => {
    expect((await check('--strict')).code).toBe(1)
    const { stdout } = await check('--json')
    expect(JSON.parse(stdout).map((f: { area: string }) => f.area)).toContain('Team')
  }, 60_000)

  it('names a link to a missing document (decision 210)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-broken-link-'))
    try {
      cpSync('content', dir, { recursive: true })
      const file = path.join(dir, 'dataset.ndjson')
      // The footer's entry for the campaign page now points at a page that was deleted.
      writeFileSync(file, readFileSync(file, 'utf8').replace('"_ref":"page-security-assessment"', '"_ref":"page-deleted"'))
      const { stdout } = await checkWith({ ...env, CONTENT_DIR: dir })
      expect(stdout).toContain('\nLinks\n')
      // Named once, by what an editor calls the document, however many of its links point there.
      expect(stdout.match(/links to page-deleted, which is missing or not published/g)).toHaveLength(1)
      expect(stdout).toContain('\n  - Site settings links to page-deleted,')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  it('names a document whose image file is missing, and the site still reads the rest', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-missing-image-'))
    try {
      cpSync('content', dir, { recursive: true })
      rmSync(path.join(dir, 'images', 'og-default.jpg'))
      const { code, stdout } = await checkWith({ ...env, CONTENT_DIR: dir })
      expect(code).toBe(0)
      expect(stdout).toContain('\nImages\n')
      expect(stdout).toMatch(
        / - siteSettings shows og-default\.jpg, which cannot be read \(no such file in images\/\): the site leaves the image out\./,
      )
    } finally {
      rmSync(path.join(dir), { recursive: true, force: true })
    }
  }, 60_000)
})
