import { ENQUIRY_COLUMNS, submitEnquiryArgs } from '../enquiry-fields'
import { BackendError, type EnquiriesApi, type Enquiry } from '../types'
import { affected, pageRange, requireUser, rows, type DataContext } from './context.server'
import { listPage } from './list-page.server'
import { safeId } from './posts.server'

// Enquiries: anyone submits through the function submit_enquiry; admins list, mark handled and
// delete. Every column is read (the idempotency key makes the visitor's reference); the function's
// arguments are named from the same fields (enquiry-fields.ts).
const SELECT = ENQUIRY_COLUMNS.join(',')

export function createEnquiriesApi(ctx: DataContext): EnquiriesApi {
  const enquiries = () => ctx.db().from('enquiries')
  return {
    async submit(input, limit) {
      // POST /rest/v1/rpc/submit_enquiry: anon may call this function and nothing else on the table
      // (migration 20250104); it counts the rate limit and inserts in one transaction.
      const result = await ctx.db().rpc('submit_enquiry', submitEnquiryArgs(input, limit))
      const outcome = rows(result)
      if (outcome !== 'created' && outcome !== 'repeat' && outcome !== 'rate_limited') {
        throw new BackendError('unavailable', `submit_enquiry answered ${JSON.stringify(outcome)}`)
      }
      return { outcome }
    },

    async list(options = {}) {
      await requireUser(ctx)
      return listPage<Enquiry>(pageRange(options), () =>
        enquiries().select(SELECT, { count: 'exact' }).order('created_at', { ascending: false }),
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
