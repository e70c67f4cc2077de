// Starts the production server (build/) for a measurement and waits for its first 200 from /healthz.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
// Node 24 from the npm registry when installed (npm scripts put it first on PATH), else this one.
const nodeBinary = fs.existsSync(path.join(root, 'node_modules/.bin/node')) ? path.join(root, 'node_modules/.bin/node') : process.execPath
// `npm start` is what an operator runs (it checks the build first); a measurement of the server
// alone spawns `node server.js`.
const COMMANDS = { node: [nodeBinary, ['server.js']], 'npm start': ['npm', ['start', '--silent']] }

export const newDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-bench-'))

/**
 * @param {{ port: number, dataDir?: string, env?: Record<string, string>, command?: keyof COMMANDS }} options
 *   Without `dataDir` a new one is made, and removed on `stop()`.
 * @returns {Promise<{ base: string, dataDir: string, readyMs: number, stop: () => Promise<void> }>}
 */
export async function startServer({ port, dataDir, env = {}, command = 'node' }) {
  const ownDataDir = !dataDir
  const dir = dataDir ?? newDataDir()
  const base = `http://127.0.0.1:${port}`
  const started = performance.now()
  const [file, args] = COMMANDS[command]
  const child = spawn(file, args, {
    cwd: root,
    env: {
      ...process.env,
      SKIP_DOTENV: '1',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      COOKIE_SECURE: 'false',
      // The benches sign in to measure an admin's writes, not the sign-in: the code step has its
      // own tests (tests/e2e/two-factor.spec.ts), as in playwright.config.ts.
      ADMIN_REQUIRE_2FA: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group: `npm start` runs the server as a grandchild
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  let readyMs = NaN
  // 90 s: a first start creates and migrates the database, slow on a machine busy with other work.
  const deadline = started + 90_000
  while (Number.isNaN(readyMs) && performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) readyMs = performance.now() - started
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  if (Number.isNaN(readyMs)) {
    process.kill(-child.pid, 'SIGKILL')
    throw new Error('the server did not answer /healthz within 90 s')
  }
  return {
    base,
    dataDir: dir,
    readyMs,
    async stop() {
      process.kill(-child.pid, 'SIGTERM')
      await exited
      // `npm start` may exit before its server has: wait until the whole process group is gone, or
      // the next start would be answered by this server.
      for (let i = 0; i < 400 && groupAlive(child.pid); i++) await new Promise((resolve) => setTimeout(resolve, 25))
      if (ownDataDir) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}
