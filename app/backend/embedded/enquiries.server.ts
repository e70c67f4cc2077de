import { BackendError, type EnquiriesApi, type Enquiry, type SubmitOutcome } from '../types'
import { pageBounds, pageOf, plain, type Run } from './sql.server'

const FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'message',
  'project_type',
  'budget',
  'timeline',
  'idempotency_key',
  'client_hash',
  'source_page',
] as const
const LIST_COLUMNS =
  'id, name, email, phone, company, message, project_type, budget, timeline, idempotency_key, client_hash, source_page, handled_at, created_at'

export function enquiriesApi(run: Run): EnquiriesApi {
  return {
    // The only way in: SQL public.submit_enquiry, as the request's role (anon may only call it).
    submit: (input, limit) =>
      run(async (tx) => {
        const values = FIELDS.map((f) => input[f] ?? null)
        const placeholders = [...FIELDS, 'max', 'window'].map((_, i) => `$${i + 1}`).join(', ')
        const result = await tx.query<{ outcome: SubmitOutcome }>(`select public.submit_enquiry(${placeholders}) as outcome`, [
          ...values,
          limit.max,
          limit.windowSeconds,
        ])
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
