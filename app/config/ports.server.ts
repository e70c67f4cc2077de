import { configureBackend } from '~/backend/index.server'
import type { SessionSettings, SupabaseConfig } from '~/backend/config.server'
import { createEmbeddedBackend } from '~/backend/embedded/adapter.server'
import { startBackupService } from '~/backend/embedded/backup/service.server'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import type { Backend } from '~/backend/types'
import { announceWrites } from '~/backend/write-notices.server'
import { announceContentChange } from './content-changes.server'
import type { CacheLimits } from '~/content/bounded-cache'
import { createBundledSource } from '~/content/bundled-source.server'
import { configureContentSource } from '~/content/content.server'
import { createSanitySource, sanityConfigFromEnv } from '~/content/sanity-source.server'
import { contentDir, dataDir, env, isProduction, secureCookies } from './env.server'
import { release } from './release.server'
import { sessionSecret } from './secrets.server'

// The composition root: the two ports, chosen once at start-up from the environment and given
// their configuration as arguments (they read nothing themselves). entry.server.tsx calls it.

export function configurePorts() {
  configureContentSource(() => {
    const sanity = sanityConfigFromEnv(env())
    // CONTENT_WATCH=true: edits of the dataset file show at once in production too (the page cache checks it as well).
    const watch = !isProduction() || env().CONTENT_WATCH === 'true'
    const cache = contentCacheLimits()
    return sanity ? createSanitySource({ ...sanity, cache }) : createBundledSource({ dir: contentDir(), watch, cache })
  })
  configureBackend(() => announceWrites(createBackend(), announceContentChange))
}

/** CONTENT_CACHE_ENTRIES and CONTENT_CACHE_MB (their defaults are the schema's). */
function contentCacheLimits(): CacheLimits {
  const { CONTENT_CACHE_ENTRIES: maxEntries, CONTENT_CACHE_MB: megabytes } = env()
  return { maxEntries, maxBytes: megabytes * 1024 * 1024 }
}

/** Sign-out after this long without activity (server sliding expiry and the browser timer). */
export function inactivityMs(): number {
  return env().ADMIN_INACTIVITY_MS
}

export function sessionSettings(): SessionSettings {
  return {
    sessionSecret,
    inactivityMs: inactivityMs(),
    sessionMaxMs: env().ADMIN_SESSION_MAX_MS,
    secureCookies: secureCookies(),
    requireSecondFactor: env().ADMIN_REQUIRE_2FA,
    lockout: { failures: env().ADMIN_LOCKOUT_FAILURES, minutes: env().ADMIN_LOCKOUT_MINUTES },
  }
}

/** Supabase when SUPABASE_URL and SUPABASE_ANON_KEY are set, else null (embedded). */
export function supabaseConfig(): SupabaseConfig | null {
  const { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey } = env()
  if (!url || !anonKey) return null
  return { url: url.replace(/\/+$/, ''), anonKey, serviceRoleKey, ...sessionSettings() }
}

/** ADMIN_EMAIL and ADMIN_PASSWORD: an admin created at start-up when missing. */
function startupAdmin(): { email: string; password: string } | null {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env()
  return email && password ? { email, password } : null
}

/** TEST_USER_EMAIL/TEST_USER_PASSWORD (embedded only): a signed-up non-admin, for browser tests. */
function startupTestUser(): { email: string; password: string } | null {
  const { TEST_USER_EMAIL: email, TEST_USER_PASSWORD: password } = env()
  return email && password ? { email, password } : null
}

function createBackend(): Backend {
  const supabase = supabaseConfig()
  const admin = startupAdmin()
  if (!supabase) {
    const testUser = startupTestUser()
    const startupUsers = [...(admin ? [{ ...admin, admin: true }] : []), ...(testUser ? [{ ...testUser, admin: false }] : [])]
    return createEmbeddedBackend({ dataDir: dataDir(), startupUsers, ...sessionSettings() })
  }
  const backend = createSupabaseBackend(supabase)
  if (admin) {
    // Hosted: needs SUPABASE_SERVICE_ROLE_KEY; a failure is logged, the site still serves.
    backend
      .ensureUser({ ...admin, admin: true, updatePassword: false })
      .catch((error) => console.error('Could not create the start-up admin (ADMIN_EMAIL):', error))
  }
  return backend
}

/** The running server's backups (embedded only): `npm run backup`'s socket, and BACKUP_EVERY's schedule. */
export async function startBackups(): Promise<void> {
  const { BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP } = env()
  const schedule = BACKUP_DIR && BACKUP_EVERY ? { dir: BACKUP_DIR, everySeconds: BACKUP_EVERY, keep: BACKUP_KEEP } : null
  await startBackupService({ dataDir: dataDir(), release: release(), schedule, log: console })
}
