import { BackendError, type EnquiriesApi, type Enquiry, type SubmitOutcome } from '../types'
import { ENQUIRY_COLUMNS, submitEnquiryArgs } from '../enquiry-fields'
import { pageBounds, pageOf, plain, type Run } from './sql.server'

// Every column the inbox reads, and the function's arguments by name (enquiry-fields.ts).
const LIST_COLUMNS = ENQUIRY_COLUMNS.join(', ')

export function enquiriesApi(run: Run): EnquiriesApi {
  return {
    // The only way in: SQL public.submit_enquiry, as the request's role (anon may only call it).
    submit: (input, limit) =>
      run(async (tx) => {
        // Named notation (p_name => $1, …): each value goes with its argument's name, in any order.
        const args = Object.entries(submitEnquiryArgs(input, limit))
        const named = args.map(([name], i) => `${name} => $${i + 1}`).join(', ')
        const result = await tx.query<{ outcome: SubmitOutcome }>(
          `select public.submit_enquiry(${named}) as outcome`,
          args.map(([, value]) => value),
        )
        return { outcome: result.rows[0].outcome }
      }),
    list: (options = {}) =>
      run(async (tx) => {
        const bounds = pageBounds(options)
        const total = (await tx.query<{ n: number }>('select count(*)::int as n from public.enquiries')).rows[0].n
        const rows = await tx.query<Record<string, unknown>>(
          `select ${LIST_COLUMNS} from public.enquiries order by created_at desc, id desc
           limit ${bounds.pageSize} offset ${bounds.offset}`,
        )
        return pageOf(
          rows.rows.map((r) => plain<Enquiry>(r)),
          total,
          bounds,
        )
      }),
    setHandled: (id, handled) =>
      run(async (tx) => {
        const result = await tx.query(
          `update public.enquiries set handled_at = case when $2::boolean then now() else null end where id = $1 returning id`,
          [id, handled],
        )
        if (!result.rows.length) throw new BackendError('not_found', `No enquiry ${id}`)
      }),
    remove: (id) =>
      run(async (tx) => {
        const result = await tx.query('delete from public.enquiries where id = $1 returning id', [id])
        if (!result.rows.length) throw new BackendError('not_found', `No enquiry ${id}`)
      }),
  }
}
