// What the backend is given at start-up (app/config/ports.server.ts reads it from the environment).

export const DEFAULT_INACTIVITY_MS = 30 * 60 * 1000 // the specification: 1,800,000 ms
export const DEFAULT_SESSION_MAX_MS = 12 * 60 * 60 * 1000

/** Cookie and session settings both adapters share. */
export interface SessionSettings {
  /** Signs session and activity cookies. */
  sessionSecret: () => string
  /** Sign-out after this long without activity (server sliding expiry). */
  inactivityMs: number
  /** Absolute lifetime: signed out this long after signing in, however active (default 12 h). */
  sessionMaxMs?: number
  /** Secure cookies (production over HTTPS); their names then take the `__Host-` prefix. */
  secureCookies: boolean
  /** The lockout per account (ADMIN_LOCKOUT_FAILURES, ADMIN_LOCKOUT_MINUTES; default 5 in 15 minutes). */
  lockout?: AccountLockout
  /**
   * ADMIN_REQUIRE_2FA (default true): every admin needs a second factor. The embedded backend writes
   * it into public.auth_policy at start-up; on Supabase that row is set by hand (README).
   */
  requireSecondFactor?: boolean
}

export interface AccountLockout {
  failures: number
  minutes: number
}
export const DEFAULT_LOCKOUT: AccountLockout = { failures: 5, minutes: 15 }

export interface SupabaseKeys {
  url: string
  anonKey: string
  /** For creating admins (CLI, start-up) and the e-mail outbox; never used for a visitor's request. */
  serviceRoleKey?: string
}

export interface SupabaseConfig extends SupabaseKeys, SessionSettings {}
