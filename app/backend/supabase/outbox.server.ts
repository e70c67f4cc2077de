import type { SupabaseKeys } from '../config.server'
import { backlogOf, type EnquiryOutbox, type PendingEnquiryNotification } from '../types'
import { rows } from './context.server'
import { createServiceClient } from './supabase-client.server'

// The staff e-mail outbox (migration 20250102): a server job, so it runs with the service-role
// key through the two security-definer functions; without that key there is no outbox (null).
export function createEnquiryOutbox(config: SupabaseKeys): EnquiryOutbox | null {
  const serviceRoleKey = config.serviceRoleKey
  if (!serviceRoleKey) return null
  let client: ReturnType<typeof createServiceClient> | undefined
  const service = () => (client ??= createServiceClient({ ...config, serviceRoleKey }))
  return {
    async claim({ limit, leaseSeconds, maxAttempts }) {
      // POST /rest/v1/rpc/claim_enquiry_notifications: returns the leased enquiries rows.
      const result = await service().rpc('claim_enquiry_notifications', {
        p_limit: limit,
        p_lease_seconds: leaseSeconds,
        p_max_attempts: maxAttempts,
      })
      return (rows(result) as Record<string, unknown>[]).map(toPending)
    },
    async record(id, { error, retryAt }) {
      const result = await service().rpc('record_enquiry_notification', {
        p_id: id,
        p_error: error,
        p_retry_at: retryAt ? retryAt.toISOString() : null,
      })
      rows(result)
    },
    async backlog() {
      // POST /rest/v1/rpc/enquiry_outbox_backlog: one row of counts.
      return backlogOf((rows(await service().rpc('enquiry_outbox_backlog')) as Record<string, unknown>[])[0])
    },
  }
}

/** Only the fields of the port's type: the outbox's own columns stay behind. */
function toPending(row: Record<string, unknown>): PendingEnquiryNotification {
  const pick = <K extends keyof PendingEnquiryNotification>(key: K) => row[key] as PendingEnquiryNotification[K]
  return {
    id: pick('id'),
    name: pick('name'),
    email: pick('email'),
    phone: pick('phone') ?? null,
    company: pick('company'),
    message: pick('message'),
    project_type: pick('project_type'),
    budget: pick('budget'),
    timeline: pick('timeline'),
    idempotency_key: pick('idempotency_key'),
    client_hash: pick('client_hash') ?? null,
    source_page: pick('source_page') ?? null,
    handled_at: pick('handled_at') ?? null,
    created_at: pick('created_at'),
    notify_attempts: Number(row.notify_attempts) || 0,
  }
}
