import { createServerClient } from '@supabase/ssr'
import { createClient, type SupabaseClient, type WebSocketLikeConstructor } from '@supabase/supabase-js'
import { WebSocket } from 'ws'
import type { SupabaseKeys } from '../config.server'
import { AUTH_COOKIE_MAX_AGE, type CookieJar } from './cookies.server'

/** Every call to Supabase gives up after this long, so a page never hangs on a slow backend. */
const REQUEST_TIMEOUT_MS = 10_000

// supabase-js >= 2.105.2 throws on Node 20 (no global WebSocket) unless realtime gets a transport,
// even though we never open a realtime channel.
// (ws's constructor types differ from the DOM's, hence the cast.)
const realtime = { transport: WebSocket as unknown as WebSocketLikeConstructor }

/** A fetch with a timeout. It looks up globalThis.fetch on each call (test interceptors patch it). */
export const timedFetch: typeof fetch = (input, init) =>
  globalThis.fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) })

// A page request should fail fast rather than retry GETs for seconds (postgrest-js would retry 3x).
const db = { retry: false }

/**
 * The auth client of one request: @supabase/ssr's server client, reading the session from the
 * request's cookies and writing changes (sign-in, refresh, sign-out) through the jar, with our
 * cookie options instead of @supabase/ssr's defaults (httpOnly false, 400 days).
 */
export function createAuthClient(config: SupabaseKeys, jar: CookieJar): SupabaseClient {
  return createServerClient(config.url, config.anonKey, {
    cookies: {
      getAll: () => jar.getAll(),
      setAll(cookies) {
        // The no-store headers that @supabase/ssr passes as setAll's second argument are set by
        // the jar on every write (ours included), not only on the first one.
        for (const { name, value, options } of cookies) {
          jar.set(name, value, options.maxAge === 0 || !value ? 0 : AUTH_COOKIE_MAX_AGE)
        }
      },
    },
    cookieOptions: { path: '/', sameSite: 'lax', httpOnly: true },
    global: { fetch: timedFetch },
    realtime,
    db,
  })
}

/**
 * The data client of one request: every REST and storage call carries `accessToken()` (the
 * verified user's token, or null for a visitor, then the anon key), so row-level security decides.
 */
export function createDataClient(config: SupabaseKeys, accessToken: () => Promise<string | null>): SupabaseClient {
  return createClient(config.url, config.anonKey, {
    accessToken,
    global: { fetch: timedFetch },
    realtime,
    db,
  })
}

/**
 * An auth client with no session and no storage, as anon: for POST /auth/v1/recover. Its implicit
 * flow sends no PKCE challenge, so no code-verifier cookie is left in the requesting browser: the
 * reset link carries the token hash, which POST /auth/v1/verify accepts from any browser.
 */
export function createAnonAuthClient(config: SupabaseKeys): SupabaseClient {
  return createClient(config.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'implicit' },
    global: { fetch: timedFetch },
    realtime,
    db,
  })
}

/** The service-role client: only for creating admins (CLI, start-up), never for a visitor's request. */
export function createServiceClient(config: SupabaseKeys & { serviceRoleKey: string }): SupabaseClient {
  return createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: timedFetch },
    realtime,
    db,
  })
}
