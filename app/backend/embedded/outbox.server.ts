import { backlogOf, type EnquiryOutbox, type PendingEnquiryNotification } from '../types'
import type { Database } from './database.server'
import { plain } from './sql.server'

// The staff e-mail outbox (migration 20250102): a server job, so it runs as the database owner
// (no role switch) through the two functions that the migration grants to nobody else.
const COLUMNS =
  'id, name, email, phone, company, message, project_type, budget, timeline, idempotency_key, client_hash, source_page, handled_at, created_at, notify_attempts'

export function enquiryOutbox(database: () => Promise<Database>): EnquiryOutbox {
  return {
    async claim({ limit, leaseSeconds, maxAttempts }) {
      const result = await (
        await database()
      ).query<Record<string, unknown>>(`select ${COLUMNS} from public.claim_enquiry_notifications($1, $2, $3)`, [
        limit,
        leaseSeconds,
        maxAttempts,
      ])
      return result.rows.map((row) => plain<PendingEnquiryNotification>(row))
    },
    async record(id, { error, retryAt }) {
      await (await database()).query('select public.record_enquiry_notification($1, $2, $3)', [id, error, retryAt])
    },
    async backlog() {
      const result = await (
        await database()
      ).query<{ pending: number; retrying: number; given_up: number }>(
        'select pending, retrying, given_up from public.enquiry_outbox_backlog()',
      )
      return backlogOf(result.rows[0])
    },
  }
}
