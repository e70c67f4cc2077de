import { BackendError, type EnquiriesApi, type Enquiry, type EnquiryInput } from '../types'
import { affected, pageRange, requireUser, rows, type DataContext } from './context.server'
import { listPage } from './list-page.server'
import { safeId } from './posts.server'

// Enquiries: anyone submits through the function submit_enquiry; admins list, mark handled and
// delete. Every column is read (the idempotency key makes the visitor's reference).
const ENQUIRY_COLUMNS =
  'id,name,email,phone,company,message,project_type,budget,timeline,idempotency_key,client_hash,source_page,handled_at,created_at'

export function createEnquiriesApi(ctx: DataContext): EnquiriesApi {
  const enquiries = () => ctx.db().from('enquiries')
  return {
    async submit(input, limit) {
      // POST /rest/v1/rpc/submit_enquiry: anon may call this function and nothing else on the table
      // (migration 20250104); it counts the rate limit and inserts in one transaction.
      const result = await ctx
        .db()
        .rpc('submit_enquiry', { ...toArgs(input), p_max_per_window: limit.max, p_window_seconds: limit.windowSeconds })
      const outcome = rows(result)
      if (outcome !== 'created' && outcome !== 'repeat' && outcome !== 'rate_limited') {
        throw new BackendError('unavailable', `submit_enquiry answered ${JSON.stringify(outcome)}`)
      }
      return { outcome }
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

/** The function's named arguments (`source_page` undefined is left out: the default, null). */
function toArgs(input: EnquiryInput) {
  return {
    p_name: input.name,
    p_email: input.email,
    p_phone: input.phone,
    p_company: input.company,
    p_message: input.message,
    p_project_type: input.project_type,
    p_budget: input.budget,
    p_timeline: input.timeline,
    p_idempotency_key: input.idempotency_key,
    p_client_hash: input.client_hash,
    p_source_page: input.source_page,
  }
}
