// The server's mode is settled in one place, server.js: production is NODE_ENV=production (trimmed)
// without `--dev`; anything else runs development, and NODE_ENV is set to the mode before anything
// reads it. server.js runs here with a preload (tests/fixtures/server-mode-probe.mjs) standing in
// for its two entries: it says which entry ran and the NODE_ENV the server would have read.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')

interface Seen {
  entry: 'source' | 'bundle' | null
  NODE_ENV: string
  stderr: string
}

/** Runs `node server.js ...args` with this NODE_ENV (unset when undefined) and reports what the probe saw. */
function startWith(nodeEnv: string | undefined, args: string[] = []): Promise<Seen> {
  // SKIP_DOTENV: a developer's .env (it may set NODE_ENV) must not decide the answer.
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', SKIP_DOTENV: '1' }
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv
  const child = spawn(process.execPath, ['--import', './tests/fixtures/server-mode-probe.mjs', 'server.js', ...args], {
    cwd: ROOT,
    // Any string, or none: the project's types allow only the three settled values.
    env: env as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', () => {
      clearTimeout(timer)
      const line = stdout.split('\n').find((l) => l.startsWith('server-mode-probe '))
      if (!line) return reject(new Error(`server.js ended without the probe's line:\n${stdout}\n${stderr}`))
      resolve({ ...(JSON.parse(line.slice('server-mode-probe '.length)) as Omit<Seen, 'stderr'>), stderr })
    })
  })
}

/** Production runs the built bundle, or stops at once, saying so, when there is no build yet (a fresh checkout). */
function expectProduction(seen: Seen) {
  expect(seen.NODE_ENV).toBe('production')
  if (seen.entry === null) expect(seen.stderr).toContain('the server is not built')
  else expect(seen.entry).toBe('bundle')
}

describe('server.js settles the mode', () => {
  it('runs production for NODE_ENV=production, spaces around it trimmed', async () => {
    expectProduction(await startWith('production'))
    expectProduction(await startWith(' production '))
  }, 120_000)

  it('runs development with --dev, even under NODE_ENV=production', async () => {
    expect(await startWith('production', ['--dev'])).toMatchObject({ entry: 'source', NODE_ENV: 'development' })
    expect(await startWith(' production ', ['--dev'])).toMatchObject({ entry: 'source', NODE_ENV: 'development' })
  }, 120_000)

  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['test', 'test'],
    ['development', 'development'],
  ])(
    'runs development when NODE_ENV is %s',
    async (_label, nodeEnv) => {
      expect(await startWith(nodeEnv)).toMatchObject({ entry: 'source', NODE_ENV: 'development' })
    },
    60_000,
  )
})
