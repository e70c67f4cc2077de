import type { SupabaseConfig } from '../config.server'
import type { Backend, RequestBackend } from '../types'
import { createAccountMailOutbox } from './account-mail-outbox.server'
import { createEnsureUser } from './admin-users.server'
import { readPublicVariant } from './media.server'
import { createPrepareStoredImages } from './prepare-stored.server'
import { createEnquiryOutbox } from './outbox.server'
import { createSupabaseRequestBackend } from './request-backend.server'
import { createVerificationFlights } from './single-flight.server'
import { timedFetch } from './supabase-client.server'

const HEALTH_TIMEOUT_MS = 3_000

/**
 * The hosted backend: Supabase Auth, PostgREST and Storage, acting as the signed-in user so that
 * row-level security decides (docs/decisions/040). Chosen when SUPABASE_URL and SUPABASE_ANON_KEY are set.
 */
export function createSupabaseBackend(config: SupabaseConfig): Backend {
  // One RequestBackend per Request object; and since Remix gives each loader its own Request,
  // verifications are also shared by session cookie (single-flight.server.ts): one refresh.
  const perRequest = new WeakMap<Request, RequestBackend>()
  const flights = createVerificationFlights()
  return {
    kind: 'supabase',
    forRequest(request) {
      let backend = perRequest.get(request)
      if (!backend) perRequest.set(request, (backend = createSupabaseRequestBackend(config, request, flights)))
      return backend
    },
    async health() {
      // GET /auth/v1/health: cheap, needs only the anon key, and fails fast.
      try {
        const response = await timedFetch(`${config.url}/auth/v1/health`, {
          headers: { apikey: config.anonKey },
          signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
        })
        void response.body?.cancel().catch(() => undefined) // the answer's body is not needed
        return { kind: 'supabase', ok: response.ok }
      } catch {
        return { kind: 'supabase', ok: false }
      }
    },
    ensureUser: createEnsureUser(config),
    enquiryOutbox: createEnquiryOutbox(config),
    accountMailOutbox: createAccountMailOutbox(config),
    // Hosted media are served from Supabase Storage by their public URL, not through our server.
    readMedia: async () => null,
    readMediaVariant: (name, file) => readPublicVariant(config.url, name, file),
    prepareStoredImages: createPrepareStoredImages(config),
  }
}
