import type { SupabaseKeys } from '../config.server'
import type { AccountMailKind, AccountMailOutbox, PendingAccountMail } from '../types'
import { rows } from './context.server'
import { createServiceClient } from './supabase-client.server'

// The account e-mails' outbox (migration 20250401): a server job, so it runs with the service-role
// key through the two security-definer functions, as the enquiry outbox does; without that key
// there is no outbox (null). Reset links are Supabase Auth's own e-mails here, never this outbox's.
export function createAccountMailOutbox(config: SupabaseKeys): AccountMailOutbox | null {
  const serviceRoleKey = config.serviceRoleKey
  if (!serviceRoleKey) return null
  let client: ReturnType<typeof createServiceClient> | undefined
  const service = () => (client ??= createServiceClient({ ...config, serviceRoleKey }))
  return {
    async claim({ limit, leaseSeconds, maxAttempts }) {
      // POST /rest/v1/rpc/claim_account_emails: the leased rows (id, email, kind, attempts).
      const result = await service().rpc('claim_account_emails', {
        p_limit: limit,
        p_lease_seconds: leaseSeconds,
        p_max_attempts: maxAttempts,
      })
      return (rows(result) as Record<string, unknown>[]).map(toPending)
    },
    async record(id, { error, retryAt }) {
      const result = await service().rpc('record_account_email', {
        p_id: id,
        p_error: error,
        p_retry_at: retryAt ? retryAt.toISOString() : null,
      })
      rows(result)
    },
    // Supabase Auth makes and mails reset links itself (POST /auth/v1/recover): nothing to issue.
    issueResetToken: async () => null,
  }
}

function toPending(row: Record<string, unknown>): PendingAccountMail {
  return { id: Number(row.id), email: String(row.email), kind: row.kind as AccountMailKind, attempts: Number(row.attempts) || 0 }
}
