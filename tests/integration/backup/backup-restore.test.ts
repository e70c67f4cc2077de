// npm run backup and npm run restore on the embedded backend's DATA_DIR (README "Backups"): an
// archive written while the backend is open in this process (which then plays the server, as
// server/index.ts starts the same service), restored into an empty DATA_DIR with every row, file
// and session; a damaged or incomplete archive refused.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { setBackend } from '~/backend/index.server'
import { startBackupService } from '~/backend/embedded/backup/service.server'
import { fillSiteData, SITE_DATA, siteBackend } from '../../fixtures/site-data'
import { expectSiteData } from '../../fixtures/site-data-expect'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'))
const dir = (name: string) => path.join(root, name)
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

async function cli(script: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  return run(script, { DATA_DIR: dataDir }, ...args)
}

async function run(script: 'backup' | 'restore', vars: Record<string, string>, ...args: string[]) {
  const env = { ...process.env, SUPABASE_URL: '', SUPABASE_ANON_KEY: '', BACKUP_DIR: '', NODE_ENV: 'test' as const, ...vars }
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', `scripts/${script}.ts`, ...args], { env })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

let cookie: string
let archive: string

beforeAll(async () => {
  cookie = await fillSiteData(dir('live'))
}, 120_000)

describe('npm run backup while the server runs', () => {
  it('writes one archive through the server, which answers meanwhile', async () => {
    const backend = siteBackend(dir('live'))
    setBackend(backend)
    try {
      const log = { info: () => {}, error: (message: string) => expect.fail(message) }
      const stop = await startBackupService({ dataDir: dir('live'), release: { version: '9.9.9', commit: 'abc1234' }, schedule: null, log })
      onTestFinished(stop)
      // The site keeps answering while the CLI waits for its archive.
      const answered: number[] = []
      const backup = cli('backup', dir('live'), '--out', dir('archives'))
      const visitor = backend.forRequest(new Request('http://localhost/blog'))
      for (let settled = false; !settled;) {
        const start = Date.now()
        await visitor.posts.listPublished({ pageSize: 5 })
        answered.push(Date.now() - start)
        settled = await Promise.race([backup.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 20))])
      }
      const result = await backup
      expect(result.stderr).toBe('')
      expect(result.stdout).toContain('from the running server')
      // How long (tests/reliability/backup.test.ts holds it to a second, one suite at a time, on the built server).
      const held = Number(/at most (\d+) ms/.exec(result.stdout)?.[1])
      expect(held).toBeGreaterThan(0)
      console.log(`backup: the database held ${held} ms; ${answered.length} reads meanwhile, the slowest ${Math.max(...answered)} ms`)
      ;[archive] = fs.readdirSync(dir('archives')).map((name) => path.join(dir('archives'), name))
      expect(path.basename(archive)).toMatch(/^arclight-backup-\d{8}T\d{9}Z\.tar\.gz$/)
    } finally {
      setBackend(undefined)
      await backend.close()
    }
  }, 180_000)

  it('writes one itself when no server runs', async () => {
    const result = await cli('backup', dir('live'), '--out', path.join(root, 'offline.tar.gz'))
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('no server was running')
    expect(fs.existsSync(path.join(root, 'offline.tar.gz'))).toBe(true)
  }, 120_000)
})

it('says where the hosted mode is backed up instead', async () => {
  const hosted = { DATA_DIR: dir('none'), SUPABASE_URL: 'https://project.supabase.co', SUPABASE_ANON_KEY: 'anon' }
  const result = await run('backup', hosted)
  expect(result.code).toBe(1)
  expect(result.stderr).toContain('Supabase is configured: its database and storage are backed up there')
  expect(fs.existsSync(dir('none'))).toBe(false)
}, 60_000)

describe('scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP)', () => {
  it('writes one every interval and keeps the newest BACKUP_KEEP', async () => {
    const backend = siteBackend(dir('live'))
    setBackend(backend)
    const written: string[] = []
    const log = { info: (message: string) => written.push(message), error: (message: string) => expect.fail(message) }
    const schedule = { dir: dir('scheduled'), everySeconds: 1, keep: 2 }
    const stop = await startBackupService({ dataDir: dir('live'), release: { version: '9.9.9', commit: 'abc1234' }, schedule, log })
    // Another operator's file in the folder is never deleted.
    fs.mkdirSync(dir('scheduled'), { recursive: true })
    fs.writeFileSync(path.join(dir('scheduled'), 'notes.txt'), 'mine')
    try {
      await vi.waitFor(() => expect(written.filter((line) => line.startsWith('[backup] wrote')).length).toBeGreaterThanOrEqual(3), {
        timeout: 60_000,
        interval: 200,
      })
    } finally {
      await stop()
      setBackend(undefined)
      await backend.close()
    }
    const kept = fs.readdirSync(dir('scheduled')).sort()
    expect(kept.filter((name) => name.endsWith('.tar.gz'))).toHaveLength(2)
    expect(kept).toContain('notes.txt')
    expect(written.some((line) => line.includes('(BACKUP_KEEP=2)'))).toBe(true)
  }, 120_000)
})

describe('npm run restore', () => {
  it('restores into an empty DATA_DIR: every post, client, file, enquiry, the admin and the session', async () => {
    const result = await cli('restore', dir('restored'), archive)
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toContain('by release 9.9.9 (abc1234)')
    await expectSiteData(dir('restored'), cookie)
  }, 180_000)

  it('refuses a DATA_DIR that is not empty', async () => {
    const result = await cli('restore', dir('restored'), archive)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('is not empty: a restore goes into an empty DATA_DIR')
  }, 60_000)

  /** A copy of the archive with one file left out. */
  async function without(file: string) {
    const unpacked = fs.mkdtempSync(path.join(root, 'unpacked-'))
    await tar.x({ file: archive, cwd: unpacked })
    fs.rmSync(path.join(unpacked, file))
    const damaged = path.join(root, `without-${path.basename(file)}.tar.gz`)
    await tar.c({ gzip: true, file: damaged, cwd: unpacked }, fs.readdirSync(unpacked))
    return damaged
  }

  it('refuses an archive with one file removed, and leaves DATA_DIR empty', async () => {
    const unpacked = fs.mkdtempSync(path.join(root, 'list-'))
    await tar.x({ file: archive, cwd: unpacked })
    const media = fs.readdirSync(path.join(unpacked, 'files/media')).find((name) => name.endsWith(SITE_DATA.file.name))!
    for (const [file, message] of [
      [`files/media/${media}`, `files/media/${media} is missing`],
      ['database.tar', 'database.tar is missing'],
      ['manifest.json', 'The archive has no manifest.json'],
    ]) {
      const result = await cli('restore', dir('refused'), await without(file))
      expect(result.code, file).toBe(1)
      expect(result.stderr, file).toContain(message)
      expect(fs.existsSync(dir('refused')), file).toBe(false)
    }
  }, 180_000)

  it('refuses an archive with a byte changed, or cut short', async () => {
    const bytes = fs.readFileSync(archive)
    const flip = (at: number) => {
      const flipped = Buffer.from(bytes)
      flipped[at] ^= 0xff
      return flipped
    }
    const damaged = {
      'byte in the middle': flip(bytes.length >> 1),
      'byte near the end': flip(bytes.length - 100),
      'first half': bytes.subarray(0, bytes.length >> 1),
    }
    for (const [at, content] of Object.entries(damaged)) {
      fs.writeFileSync(path.join(root, 'flipped.tar.gz'), content)
      const result = await cli('restore', dir('refused'), path.join(root, 'flipped.tar.gz'))
      expect(result.code, at).toBe(1)
      expect(result.stderr, at).toMatch(/^Refused: The archive (cannot be read|is damaged or incomplete)/)
      expect(fs.existsSync(dir('refused'))).toBe(false)
    }
  }, 120_000)
})
