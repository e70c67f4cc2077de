// Backend settings read from the environment, in one place (README: "Admin accounts").

export const DEFAULT_INACTIVITY_MS = 30 * 60 * 1000 // spec §9: 1,800,000 ms

/** Sign-out after this long without activity (server sliding expiry and the browser timer). */
export function inactivityMs(): number {
  const value = Number(process.env.ADMIN_INACTIVITY_MS)
  return Number.isFinite(value) && value >= 1000 ? value : DEFAULT_INACTIVITY_MS
}

export const DEFAULT_SESSION_MAX_MS = 12 * 60 * 60 * 1000

/** Absolute session lifetime: signed out this long after signing in, however active (ADMIN_SESSION_MAX_MS). */
export function sessionMaxMs(): number {
  const value = Number(process.env.ADMIN_SESSION_MAX_MS)
  return Number.isFinite(value) && value >= 1000 ? value : DEFAULT_SESSION_MAX_MS
}

export interface SupabaseConfig {
  url: string
  anonKey: string
  /** Only for creating admins (CLI, start-up); never used for a visitor's request. */
  serviceRoleKey?: string
}

/** Supabase when SUPABASE_URL and SUPABASE_ANON_KEY are set, else null (embedded). */
export function supabaseConfig(): SupabaseConfig | null {
  const url = process.env.SUPABASE_URL
  const anonKey = process.env.SUPABASE_ANON_KEY
  if (!url || !anonKey) return null
  return { url: url.replace(/\/+$/, ''), anonKey, serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY || undefined }
}

/** ADMIN_EMAIL and ADMIN_PASSWORD: an admin created at start-up when missing. */
export function startupAdmin(): { email: string; password: string } | null {
  const email = process.env.ADMIN_EMAIL?.trim()
  const password = process.env.ADMIN_PASSWORD
  return email && password ? { email, password } : null
}

/**
 * TEST_USER_EMAIL and TEST_USER_PASSWORD (embedded only): a signed-up user who is NOT an admin,
 * created at start-up, so browser tests can check that a non-admin is turned away.
 */
export function startupTestUser(): { email: string; password: string } | null {
  const email = process.env.TEST_USER_EMAIL?.trim()
  const password = process.env.TEST_USER_PASSWORD
  return email && password ? { email, password } : null
}
