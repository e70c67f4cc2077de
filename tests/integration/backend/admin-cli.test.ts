import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { createEmbeddedBackend } from '~/backend/embedded/adapter.server'
import { PASSWORD_RULE_MESSAGE } from '~/backend/password-rule'
import { request } from './helpers'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

async function cli(...args: string[]) {
  const env = { ...process.env, DATA_DIR: dir, SUPABASE_URL: '', SUPABASE_ANON_KEY: '', NODE_ENV: 'test' as const }
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'scripts/admin-create.ts', ...args], { env })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

async function open() {
  return createEmbeddedBackend({ dataDir: dir, sessionSecret: () => 'cli-test', secureCookies: false, inactivityMs: 1_800_000 })
}

describe('npm run admin:create', () => {
  it('enforces the password rule with its message', async () => {
    // Each case of the rule is in tests/unit/backend/password-rule.test.ts; this is the CLI's wiring.
    const result = await cli('--email', 'boss@example.com', '--password', 'NoSpecial123')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(PASSWORD_RULE_MESSAGE)
    expect((await cli('--email', 'boss@example.com')).stderr).toContain('Usage: npm run admin:create')
  })

  it('creates an admin, then updates its password; sign-in follows', async () => {
    const first = await cli('--email', 'Boss@Example.com', '--password', 'First#Passw0rd')
    expect(first).toMatchObject({ code: 0, stdout: expect.stringContaining('Created admin boss@example.com') })
    const second = await cli('--email', 'boss@example.com', '--password', 'Second#Passw0rd')
    expect(second.stdout).toContain('Updated admin boss@example.com')

    const backend = await open()
    try {
      const api = backend.forRequest(request())
      expect((await api.signInWithPassword('boss@example.com', 'First#Passw0rd', '1.1.1.1')).ok).toBe(false)
      expect((await api.signInWithPassword('boss@example.com', 'Second#Passw0rd', '1.1.1.1')).ok).toBe(true)
      expect(await api.isAdmin()).toBe(true)
      // While this process holds the data directory, the CLI refuses with a clear message.
      const locked = await cli('--email', 'other@example.com', '--password', 'Other#Passw0rd')
      expect(locked.code).toBe(1)
      expect(locked.stderr).toMatch(/data directory .* is in use by another process \(pid \d+\)/)
    } finally {
      await backend.close()
    }
  }, 180_000)
})
