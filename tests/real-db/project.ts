// One Supabase-like project for a test file: a database cloned from a migrated template, its own
// PostgREST (on a Unix socket, stopped by its pid), the Auth and Storage fakes on that database,
// and the gateway that gives them one URL. The adapter gets a config for it like any hosted project.
import { spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import type { SupabaseConfig } from '~/backend/config.server'
import { createAuthFake, type AuthFake } from './fakes/auth'
import { apiKeys, JWT_SECRET } from './fakes/jwt'
import { startRealtimeFake, type RealtimeFake } from './fakes/realtime'
import { createStorageFake, type StorageFake } from './fakes/storage'
import { startGateway } from './gateway'
import { POSTGREST_BIN } from './postgrest'
import { connect, type Sql } from './sql'
import { templateName, type Variant } from './templates'

export const SESSION_SECRET = 'real-db-tier-session-secret'

export interface Project {
  url: string
  anonKey: string
  serviceKey: string
  /** The adapter's configuration for this project (service-role key included). */
  config: SupabaseConfig
  /** The project's database as its superuser (supabase_admin): for setting up and checking. */
  db: Sql
  database: string
  auth: AuthFake
  storage: StorageFake
  /** The Realtime fake, when asked for (`startProject(variant, { realtime: true })`). */
  realtime: RealtimeFake | null
  requests: { rest: number; auth: number; storage: number }
  /** A confirmed user with a password (as GoTrue stores it), listed as an admin when asked. */
  createUser(email: string, password: string, options?: { admin?: boolean }): Promise<string>
  stop(): Promise<void>
}

let counter = 0

async function waitForPostgrest(socketPath: string, exited: () => string | null) {
  const deadline = Date.now() + 15_000
  for (;;) {
    const status = await new Promise<number>((resolve) => {
      http
        .get({ socketPath, path: '/' }, (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        })
        .on('error', () => resolve(0))
    })
    if (status === 200) return
    const failure = exited()
    if (failure !== null || Date.now() > deadline) throw new Error(`PostgREST did not start: ${failure ?? 'timed out'}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export async function startProject(variant: Variant = 'strict', options: { realtime?: boolean } = {}): Promise<Project> {
  const cluster = inject('realDb')
  const database = `project_${process.pid}_${++counter}`
  const admin = connect(cluster, 'postgres', 'supabase_admin')
  await admin.unsafe(`create database ${database} template ${templateName(variant)}`)
  await admin.end()

  const restSocket = path.join(cluster.socketDir, `rest-${database}.sock`)
  let log = ''
  const postgrest = spawn(POSTGREST_BIN, [], {
    env: {
      NODE_ENV: 'test',
      PGRST_DB_URI: `postgresql:///${database}?host=${cluster.socketDir}&port=${cluster.port}&user=authenticator`,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public, extensions',
      PGRST_DB_MAX_ROWS: '1000', // hosted Supabase's default
      PGRST_DB_POOL: '5',
      PGRST_JWT_SECRET: JWT_SECRET,
      PGRST_SERVER_UNIX_SOCKET: restSocket,
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  postgrest.stdout!.on('data', (chunk) => (log = (log + chunk).slice(-5000)))
  postgrest.stderr!.on('data', (chunk) => (log = (log + chunk).slice(-5000)))
  const stopped = new Promise<void>((resolve) => postgrest.once('exit', () => resolve()))
  try {
    await waitForPostgrest(restSocket, () => (postgrest.exitCode !== null ? `exit ${postgrest.exitCode}: ${log}` : null))
  } catch (error) {
    if (postgrest.exitCode === null) process.kill(postgrest.pid!, 'SIGKILL')
    throw error
  }

  const keys = apiKeys()
  const db = connect(cluster, database, 'supabase_admin', 2)
  const authDb = connect(cluster, database, 'supabase_auth_admin', 4)
  const storageDb = connect(cluster, database, 'supabase_storage_admin', 4)
  let url = ''
  const auth = createAuthFake({
    db: authDb,
    get url() {
      return url
    },
  })
  const storage = createStorageFake(storageDb)
  const realtime = options.realtime ? await startRealtimeFake(cluster, database, db) : null
  const gateway = await startGateway({
    restSocket,
    apiKeys: [keys.anonKey, keys.serviceKey],
    auth: auth.handle,
    storage: storage.handle,
    upgrade: realtime?.upgrade,
  })
  url = gateway.url

  return {
    url,
    anonKey: keys.anonKey,
    serviceKey: keys.serviceKey,
    config: {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceKey,
      sessionSecret: () => SESSION_SECRET,
      inactivityMs: 30 * 60_000,
      secureCookies: false,
    },
    db,
    database,
    auth,
    storage,
    realtime,
    requests: gateway.requests,
    async createUser(email, password, { admin: isAdmin = false } = {}) {
      const [user] = await authDb`
        insert into auth.users (email, encrypted_password, email_confirmed_at)
        values (${email}, extensions.crypt(${password}, extensions.gen_salt('bf', 10)), now()) returning id`
      if (isAdmin) await db`insert into public.admin_users (id) values (${user.id})`
      return user.id as string
    },
    async stop() {
      await realtime?.stop()
      await gateway.close()
      if (postgrest.exitCode === null) process.kill(postgrest.pid!, 'SIGTERM')
      await stopped
      await Promise.all([db.end(), authDb.end(), storageDb.end()])
      const admin = connect(cluster, 'postgres', 'supabase_admin')
      await admin.unsafe(`drop database if exists ${database} with (force)`)
      await admin.end()
    },
  }
}

/** A project for this test file, started before its tests and stopped after them. */
export function useProject(variant: Variant = 'strict', options: { realtime?: boolean } = {}) {
  let project: Project | undefined
  beforeAll(async () => {
    project = await startProject(variant, options)
  })
  afterAll(async () => {
    await project?.stop()
  })
  return () => {
    if (!project) throw new Error('The project has not started')
    return project
  }
}
