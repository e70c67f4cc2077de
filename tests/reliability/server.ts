// Starts the production server (`node server.js`, the built app) as a child process on a fresh
// DATA_DIR and a free port, the way `npm start` runs it, for the load, fault and attack suites.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

export const ADMIN = { email: 'admin@example.com', password: 'Admin#Passw0rd' }
export const SESSION_SECRET = 'reliability-session-secret-not-for-production'
export const MEMBER = { email: 'member@example.com', password: 'Member#Passw0rd' }

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

function tempDataDir(label: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `arclight-${label}-`))
}

export interface RunningServer {
  url: string
  port: number
  dataDir: string
  child: ChildProcess
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>
  /** SIGTERM and wait (graceful shutdown). */
  stop: () => Promise<void>
  /** SIGKILL and wait: no shutdown code runs. */
  kill: () => Promise<void>
  /** Resident memory of the server process in bytes (Linux /proc). */
  rss: () => number
  /** The live heap after a full collection (needs `heapProbe`). */
  heapUsed: () => Promise<number>
}

export interface StartOptions {
  dataDir?: string
  env?: Record<string, string>
  /** Wait for /healthz to answer 200 (default). Off for a process expected to refuse to start. */
  waitReady?: boolean
  /** Load tests/reliability/heap-probe.mjs, for `heapUsed()`. */
  heapProbe?: boolean
  /** A fixed port (a test that must know it up front, e.g. an origin another page is configured with); default: a free one. */
  port?: number
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort())
  const dataDir = options.dataDir ?? freshDataDir()
  const args = options.heapProbe ? ['--expose-gc', '--import', './tests/reliability/heap-probe.mjs', 'server.js'] : ['server.js']
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      SKIP_DOTENV: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: 'https://www.example.com',
      SESSION_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TEST_USER_EMAIL: MEMBER.email,
      TEST_USER_PASSWORD: MEMBER.password,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)))
  const url = `http://127.0.0.1:${port}`
  const server: RunningServer = {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
    heapUsed: async () => {
      const before = output.length
      child.kill('SIGUSR2')
      for (let i = 0; i < 200; i++) {
        const match = output.slice(before).match(/heap-used (\d+)/)
        if (match) return Number(match[1])
        await new Promise((r) => setTimeout(r, 25))
      }
      throw new Error('The heap probe did not answer')
    },
    rss: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(status.match(/VmRSS:\s+(\d+) kB/)![1]) * 1024
    },
  }
  if (options.waitReady === false) return server
  // 3 minutes: a machine shared with other work may take more than one to load the build.
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`)
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) return server
    if (Date.now() > deadline) {
      await server.kill()
      throw new Error(`The server did not become ready:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}

const made: string[] = []
/** A fresh data directory, removed by `removeDataDirs()`. */
export function freshDataDir(label = 'data') {
  const dir = tempDataDir(label)
  made.push(dir)
  return dir
}
export function removeDataDirs() {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
}
