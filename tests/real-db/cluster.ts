// A throwaway PostgreSQL 15 cluster: initdb into a temporary directory and the server listening on
// a Unix socket there only (no port to collide with). PostgreSQL refuses to run as root, so as root
// both run as an unprivileged system user: Debian's `postgres`, or one of our own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin'
export const PG_PORT = 5432 // only names the socket file: nothing listens on TCP

export interface Cluster {
  socketDir: string
  port: number
  pid: number
  stop(): Promise<void>
}

function passwdEntry(name: string) {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`))
  if (!line) return null
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

/** Who runs PostgreSQL: ourselves unless root; as root an unprivileged system user. */
function serverUser() {
  if (process.getuid?.() !== 0) return null
  const existing = passwdEntry('postgres') ?? passwdEntry('arclight-pg')
  if (existing) return existing
  const made = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'arclight-pg'], { encoding: 'utf8' })
  if (made.status !== 0) throw new Error(`Could not create a user to run PostgreSQL: ${made.stderr}`)
  return passwdEntry('arclight-pg')!
}

export async function startCluster(): Promise<Cluster> {
  if (!fs.existsSync(path.join(PG_BIN, 'postgres'))) {
    throw new Error(`PostgreSQL 15 not found in ${PG_BIN}: run node scripts/ensure-postgres.js (apt-get install postgresql-15)`)
  }
  const user = serverUser()
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-pg-'))
  if (user) fs.chownSync(base, user.uid, user.gid)
  const dataDir = path.join(base, 'data')
  const as = user ? { uid: user.uid, gid: user.gid } : {}
  const init = spawnSync(
    path.join(PG_BIN, 'initdb'),
    ['-D', dataDir, '-U', 'supabase_admin', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'],
    { ...as, encoding: 'utf8', cwd: base },
  )
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`)

  const settings = {
    listen_addresses: '',
    unix_socket_directories: base,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    // Realtime reads changes by logical replication (the multi-server tests).
    wal_level: 'logical',
    max_connections: '300',
    shared_buffers: '64MB',
  }
  const args = ['-D', dataDir, '-p', String(PG_PORT), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])]
  const child: ChildProcess = spawn(path.join(PG_BIN, 'postgres'), args, { ...as, cwd: base, stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  child.stderr!.on('data', (chunk) => (log = (log + chunk).slice(-20_000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const deadline = Date.now() + 20_000
  for (;;) {
    const ready = spawnSync(path.join(PG_BIN, 'pg_isready'), ['-q', '-h', base, '-p', String(PG_PORT)])
    if (ready.status === 0) break
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`PostgreSQL did not start:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  return {
    socketDir: base,
    port: PG_PORT,
    pid: child.pid!,
    async stop() {
      // SIGINT: PostgreSQL's fast shutdown (ends sessions, no checkpoint wait).
      if (child.exitCode === null) process.kill(child.pid!, 'SIGINT')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (child.exitCode === null) process.kill(child.pid!, 'SIGKILL')
      fs.rmSync(base, { recursive: true, force: true })
    },
  }
}
