import type { EnquiriesApi, Enquiry, EnquiryInput } from '../types'
import { affected, pageRange, requireUser, rows, type DataContext } from './context.server'
import { fromPostgrest } from './errors.server'
import { listPage } from './list-page.server'
import { safeId } from './posts.server'

// Enquiries: anyone inserts (row-level security allows insert only, so no row is read back);
// admins list, mark handled and delete. Every column but the idempotency key is read.
const ENQUIRY_COLUMNS = 'id,name,email,phone,company,message,project_type,budget,timeline,client_hash,source_page,handled_at,created_at'

export function createEnquiriesApi(ctx: DataContext): EnquiriesApi {
  const enquiries = () => ctx.db().from('enquiries')
  return {
    async submit(input) {
      const result = await enquiries().insert(toRow(input)) // Prefer: return=minimal
      if (!result.error) return { created: true }
      // The same submission sent twice (a retried POST): the unique idempotency key keeps one row.
      if (result.error.code === '23505' && /idempotency_key/.test(`${result.error.message} ${result.error.details}`)) {
        return { created: false }
      }
      throw fromPostgrest(result.error, result.status)
    },

    async countRecent(clientHash, since) {
      // A security-definer function: visitors may count, never read, enquiries (migration).
      const result = await ctx.db().rpc('count_recent_enquiries', {
        p_client_hash: clientHash,
        p_since: since.toISOString(),
      })
      return Number(rows(result)) || 0
    },

    async list(options = {}) {
      await requireUser(ctx)
      return listPage<Enquiry>(pageRange(options), () =>
        enquiries().select(ENQUIRY_COLUMNS, { count: 'exact' }).order('created_at', { ascending: false }),
      )
    },

    async setHandled(id, handled) {
      await requireUser(ctx)
      const handled_at = handled ? new Date().toISOString() : null
      affected(await enquiries().update({ handled_at }, { count: 'exact' }).eq('id', safeId(id)))
    },

    async remove(id) {
      await requireUser(ctx)
      affected(await enquiries().delete({ count: 'exact' }).eq('id', safeId(id)))
    },
  }
}

function toRow(input: EnquiryInput) {
  const { name, email, phone, company, message, project_type, budget, timeline, idempotency_key, client_hash, source_page } = input
  // `source_page` undefined is left out of the JSON (column default).
  return { name, email, phone, company, message, project_type, budget, timeline, idempotency_key, client_hash, source_page }
}
