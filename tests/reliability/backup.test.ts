// Backups of the production server (README "Backups"): `npm run backup` asks the running server
// (its DATA_DIR socket) while it answers requests, `npm run restore` fills an empty DATA_DIR, and a
// server started on it has the post, the enquiry, the admin's password and session (the session
// secret generated into DATA_DIR). tests/integration/backup/ covers damaged archives and files.
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it, vi } from 'vitest'
import { enquiryPost } from '../fixtures/enquiry'
import { ADMIN, freshDataDir, removeDataDirs, ROOT, startServer, type RunningServer } from './server'
import { adminCsrf, Visitor } from './visitor'

const servers: RunningServer[] = []
afterAll(async () => {
  for (const server of servers) await server.stop()
  removeDataDirs()
})

// The commands as npm run backup / restore run them: the production build's bundle, with no dev tooling.
async function cli(script: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, SKIP_DOTENV: '1', NODE_ENV: 'production' as const }
  const bundle = path.join(ROOT, `build/server-bundle/${script}.js`)
  const { stdout } = await promisify(execFile)(process.execPath, [bundle, ...args], { cwd: ROOT, env })
  return stdout
}

// No SESSION_SECRET: the server generates one into DATA_DIR, which the backup must carry.
const start = async (env: Record<string, string>, dataDir?: string) => {
  const server = await startServer({ dataDir, env: { SESSION_SECRET: '', ...env } })
  servers.push(server)
  return server
}

it('backs up a running server without stopping it; the restored one has every row, the password and the session', async () => {
  const first = await start({})
  const admin = new Visitor(first.url)
  await vi.waitFor(() => expect(first.output()).toContain(`Created admin ${ADMIN.email}`), { timeout: 60_000, interval: 100 })
  expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(302)
  const title = `Backed up ${crypto.randomBytes(3).toString('hex')}`
  const post = { csrf: adminCsrf((await admin.get('/admin/blog/new')).body), intent: 'save', status: 'published', content: 'Kept.' }
  expect((await admin.post('/admin/blog/new', { ...post, title, slug: title.toLowerCase().replaceAll(' ', '-') })).status).toBe(302)
  const visitor = new Visitor(first.url)
  const enquirer = `Restored Enquirer ${crypto.randomBytes(3).toString('hex')}`
  const form = await visitor.openEnquiryForm('/get-started')
  expect((await visitor.post('/get-started', enquiryPost({ ...form, name: enquirer }))).status).toBe(200)

  // /healthz keeps answering while the backup is written.
  const archives = freshDataDir('archives')
  const backup = cli('backup', first.dataDir, '--out', archives)
  let health = 0
  for (let done = false; !done; health++) {
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200)
    done = await Promise.race([backup.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 50))])
  }
  const output = await backup
  expect(output).toContain('from the running server')
  const held = Number(/at most (\d+) ms/.exec(output)?.[1])
  console.log(`[backup] the running server held its database ${held} ms; /healthz answered ${health} times meanwhile`)
  expect(held).toBeLessThan(1000)
  const [archive] = fs.readdirSync(archives).map((name) => path.join(archives, name))
  await first.stop()

  const restoredDir = freshDataDir('restored')
  fs.rmSync(restoredDir, { recursive: true })
  expect(await cli('restore', restoredDir, archive)).toContain(`Restored ${archive}`)
  // Without ADMIN_EMAIL/ADMIN_PASSWORD: the admin is the backup's, with the old password.
  const restored = await start({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, restoredDir)
  const kept = new Visitor(restored.url)
  for (const [name, value] of admin.cookies) kept.cookies.set(name, value)
  expect((await kept.get('/admin/blog')).status, 'the session from before the backup').toBe(200)
  expect((await new Visitor(restored.url).signIn(ADMIN.email, ADMIN.password)).status).toBe(302)
  expect((await kept.get('/blog')).body).toContain(title)
  expect((await kept.get('/admin/enquiries.csv')).body).toContain(enquirer)
  const healthz = await (await fetch(`${restored.url}/healthz`)).json()
  expect(healthz).toMatchObject({ status: 'ok', version: JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version })
  expect(healthz.commit).toMatch(/^([0-9a-f]{40}|unknown)$/)
}, 400_000)
