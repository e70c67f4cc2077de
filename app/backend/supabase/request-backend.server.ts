import type { SupabaseClient } from '@supabase/supabase-js'
import type { SupabaseConfig } from '../config.server'
import { supabaseAuthCookie } from '../personal-cookies'
import type { RequestBackend } from '../types'
import { createCategoriesApi } from './categories.server'
import { createClientsApi } from './clients.server'
import type { DataContext } from './context.server'
import { createCookieJar } from './cookies.server'
import { createEnquiriesApi } from './enquiries.server'
import { fromPostgrest } from './errors.server'
import { createMediaApi } from './media.server'
import { createSupabasePasswordReset } from './password-reset.server'
import { createPostsApi } from './posts.server'
import { createSupabaseMfa } from './mfa.server'
import { createSession } from './session.server'
import { createSignInThrottle } from './sign-in-throttle.server'
import type { VerificationFlights } from './single-flight.server'
import { createAuthClient, createDataClient } from './supabase-client.server'

/** The cookie (and storage key) supabase-js uses: `sb-<project ref>-auth-token`. */
function authStorageKey(url: string) {
  return supabaseAuthCookie(new URL(url).hostname.split('.')[0])
}

/**
 * One request's view of Supabase: an auth client on the request's cookies (@supabase/ssr) and a
 * data client that sends the verified user's token. Both are made on first use.
 */
export function createSupabaseRequestBackend(config: SupabaseConfig, request: Request, flights: VerificationFlights): RequestBackend {
  const headers = new Headers()
  const jar = createCookieJar(request, headers, config.secureCookies)
  let authClient: SupabaseClient | undefined
  let dataClient: SupabaseClient | undefined
  const auth = () => (authClient ??= createAuthClient(config, jar))
  const throttle = createSignInThrottle(config)
  const session = createSession(auth, jar, authStorageKey(config.url), flights, config, throttle)
  const ctx: DataContext = {
    db: () => (dataClient ??= createDataClient(config, session.accessToken)),
    getUser: session.getUser,
  }

  let admin: { userId: string; result: Promise<boolean> } | undefined
  async function isAdmin() {
    const user = await session.getUser()
    if (!user) return false
    if (admin?.userId !== user.id) admin = { userId: user.id, result: checkAdmin(user.id) }
    return admin.result
  }
  async function checkAdmin(userId: string) {
    // GET /rest/v1/admin_users?select=id&id=eq.<uid>: the user sees their own row only if listed.
    const result = await ctx.db().from('admin_users').select('id').eq('id', userId).maybeSingle()
    if (result.error) {
      admin = undefined // a failed check is not remembered
      throw fromPostgrest(result.error, result.status)
    }
    return result.data !== null
  }

  return {
    kind: 'supabase',
    headers,
    getUser: session.getUser,
    isAdmin,
    signInWithPassword: session.signInWithPassword,
    signOut: session.signOut,
    sessionKey: session.sessionKey,
    mfa: createSupabaseMfa(config, auth, session, throttle),
    passwordReset: createSupabasePasswordReset(config, auth, session),
    posts: createPostsApi(ctx),
    categories: createCategoriesApi(ctx),
    clients: createClientsApi(ctx),
    media: createMediaApi(ctx),
    enquiries: createEnquiriesApi(ctx),
  }
}
