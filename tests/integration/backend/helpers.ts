// Test helpers for the embedded backend: an in-memory PGlite per test file, started from a
// migrated snapshot that is built once and cached on disk (migrating takes seconds).
import { PGlite } from '@electric-sql/pglite'
import { extensions } from '~/backend/embedded/extensions.server'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createEmbeddedBackend, type EmbeddedBackend, type EmbeddedOptions } from '~/backend/embedded/adapter.server'
import { COMPAT_SQL } from '~/backend/embedded/compat-sql'
import { migrate, MIGRATIONS_DIR, SEED_FILE } from '~/backend/embedded/migrate.server'
import type { RequestBackend } from '~/backend/types'
import { passSecondFactor } from './second-factor'

function schemaHash() {
  const hash = crypto.createHash('sha256').update(COMPAT_SQL)
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)))
  if (fs.existsSync(SEED_FILE)) hash.update(fs.readFileSync(SEED_FILE))
  return hash.digest('hex').slice(0, 16)
}

export async function migratedSnapshot(): Promise<Blob> {
  const dir = path.resolve('node_modules/.cache/pglite-snapshots')
  const file = path.join(dir, `${schemaHash()}.tar`)
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)])
  const db = new PGlite({ extensions })
  await migrate(db)
  const dump = await db.dumpDataDir('none')
  await db.close()
  fs.mkdirSync(dir, { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()))
  fs.renameSync(temporary, file)
  return dump
}

export const TEST_SECRET = 'integration-test-secret'

export async function testBackend(options: Partial<EmbeddedOptions> = {}) {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-'))
  const backend = createEmbeddedBackend({
    snapshot: await migratedSnapshot(),
    mediaDir,
    sessionSecret: () => TEST_SECRET,
    secureCookies: false,
    inactivityMs: 30 * 60 * 1000,
    ...options,
  })
  secrets.set(backend, (options.sessionSecret ?? (() => TEST_SECRET))())
  return backend
}

const secrets = new WeakMap<object, string>()
/** The session secret a test backend was made with (what seals its TOTP secrets). */
export const sessionSecretOf = (backend: object) => secrets.get(backend) ?? TEST_SECRET

export const ADMIN = { email: 'admin@example.com', password: 'Admin#Passw0rd' }
export const MEMBER = { email: 'member@example.com', password: 'Member#Passw0rd' }

export function request(cookie?: string, url = 'http://localhost/admin') {
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} })
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie request header. */
export function cookieFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

type Backend = Pick<Awaited<ReturnType<typeof testBackend>>, 'forRequest'> & Partial<Pick<EmbeddedBackend, 'database'>>

/**
 * Signs in (an admin passes the code step too, second-factor.ts) and returns a per-request backend
 * for a later request carrying the session cookie.
 */
export async function signedIn(backend: Backend, who: { email: string; password: string }) {
  const login = backend.forRequest(request())
  const result = await login.signInWithPassword(who.email, who.password, '127.0.0.1')
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`)
  await passSecondFactor(backend, login)
  const cookie = cookieFrom(login.headers)
  return { cookie, as: (): RequestBackend => backend.forRequest(request(cookie)) }
}
