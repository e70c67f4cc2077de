// Restarts. Hosted mode: two app servers on one project (PostgreSQL, PostgREST and the Auth and
// Storage fakes of the real-database tier) behind the TLS front, restarted one at a time
// (SIGTERM, then started again on the same port) while wrk loads the front: no request fails.
// Embedded mode runs one process by design (its database is a file it holds): the gap between
// the old process's last answer and the new one's first is measured and reported.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'
import { useProject } from '../real-db/project'
import { ADMIN } from '../real-db/roles'
import { report } from '../reliability/figures'
import { freshDataDir, removeDataDirs, startServer, type RunningServer } from '../reliability/server'
import { HOST_NAME, startFront } from './nginx'
import { PORTS } from './ports'

const LOAD_SECONDS = 24
const project = useProject('strict')
const running = new Set<RunningServer>()
afterAll(async () => {
  await Promise.all([...running].map((server) => server.stop()))
  removeDataDirs()
})

async function start(port: number, env: Record<string, string>, dataDir?: string) {
  const server = await startServer({ port, env, dataDir })
  running.add(server)
  return server
}
async function stop(server: RunningServer) {
  await server.stop()
  running.delete(server)
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** wrk's totals: requests, answers other than 2xx/3xx, and socket errors (connect, read, write, timeout). */
function wrkTotals(output: string) {
  const requests = Number(output.match(/(\d+) requests in/)?.[1] ?? 0)
  const non2xx = Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0)
  const errors = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  return { requests, non2xx, socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0 }
}

it('hosted: two app servers behind the front, restarted one at a time under load, fail no request', async () => {
  const env = {
    SUPABASE_URL: project().url,
    SUPABASE_ANON_KEY: project().anonKey,
    SUPABASE_SERVICE_ROLE_KEY: project().serviceKey,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SITE_URL: `https://${HOST_NAME}:${PORTS.restartFront.https}`,
    TRUST_PROXY: 'x-forwarded-for',
    LOG_LEVEL: 'warn',
  }
  const servers = await Promise.all(PORTS.restartApps.map((port) => start(port, env)))
  const front = await startFront(PORTS.restartApps, PORTS.restartFront)
  try {
    // Pages, the blog and the health check in turn, over 16 connections.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-wrk-'))
    const script = path.join(dir, 'paths.lua')
    fs.writeFileSync(
      script,
      `local paths = {"/", "/blog", "/services", "/healthz"}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[i % #paths + 1])\nend\n`,
    )
    const load = promisify(execFile)('wrk', [
      ...['-t2', '-c16', `-d${LOAD_SECONDS}s`, '--timeout', '10s', '-s', script],
      ...['-H', `Host: ${HOST_NAME}:${PORTS.restartFront.https}`, `https://127.0.0.1:${PORTS.restartFront.https}/`],
    ])
    const restarts: number[] = []
    for (const [index, port] of PORTS.restartApps.entries()) {
      await pause(4_000)
      const began = Date.now()
      await stop(servers[index])
      servers[index] = await start(port, env)
      restarts.push(Date.now() - began)
    }
    const { stdout } = await load
    fs.rmSync(dir, { recursive: true, force: true })
    const totals = wrkTotals(stdout)
    report('deploy restarts', { ...totals, 'restart ms': restarts.join('/') })
    expect(totals.requests).toBeGreaterThan(500)
    expect(totals, stdout).toMatchObject({ non2xx: 0, socketErrors: 0 })
  } finally {
    await front.stop()
  }
})

it('embedded: one process, restarted on its data directory; the gap is measured', async () => {
  const dataDir = freshDataDir('restart-gap')
  const port = PORTS.embedded
  let server = await start(port, {}, dataDir)
  // The health check as a load balancer polls it, every 20 ms: the old process's last answer, the new one's first.
  let phase = 'old' as 'old' | 'new'
  let lastOk = 0
  let firstOkAfter = 0
  let polling = true
  const poller = (async () => {
    while (polling) {
      const asked = phase
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (reply) => reply.ok,
        () => false,
      )
      if (ok && asked === 'old') lastOk = Date.now()
      if (ok && asked === 'new' && !firstOkAfter) firstOkAfter = Date.now()
      await pause(20)
    }
  })()
  await pause(500)
  await stop(server)
  phase = 'new'
  server = await start(port, {}, dataDir)
  await expect.poll(() => firstOkAfter, { timeout: 10_000 }).toBeGreaterThan(0)
  polling = false
  await poller
  const gap = firstOkAfter - lastOk
  report('deploy restarts', { 'embedded restart gap ms': gap })
  expect(gap).toBeLessThan(60_000)
})
