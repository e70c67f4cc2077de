import { dataDir } from '~/config/env.server'
import { startupAdmin, startupTestUser, supabaseConfig } from './config.server'
import { createEmbeddedBackend } from './embedded/adapter.server'
import { createSupabaseBackend } from './supabase/adapter.server'
import type { Backend, BackendHealth } from './types'

export * from './types'

// One backend per process, chosen once from the environment. Kept on globalThis so that Vite's
// module reloading in development never opens the embedded database twice.
const globalStore = globalThis as typeof globalThis & { __arclightBackend?: Backend }

export function getBackend(): Backend {
  return (globalStore.__arclightBackend ??= createBackend())
}

function createBackend(): Backend {
  const supabase = supabaseConfig()
  const admin = startupAdmin()
  if (!supabase) {
    const testUser = startupTestUser()
    const startupUsers = [...(admin ? [{ ...admin, admin: true }] : []), ...(testUser ? [{ ...testUser, admin: false }] : [])]
    return createEmbeddedBackend({ dataDir: dataDir(), startupUsers })
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

/** For /healthz: which backend runs and whether it answers. */
export async function backendHealth(): Promise<BackendHealth> {
  const backend = getBackend()
  try {
    return await backend.health()
  } catch {
    return { kind: backend.kind, ok: false }
  }
}
