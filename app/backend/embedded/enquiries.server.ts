import { BackendError, type EnquiriesApi, type Enquiry } from '../types'
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
  'id, name, email, phone, company, message, project_type, budget, timeline, client_hash, source_page, handled_at, created_at'

export function enquiriesApi(run: Run): EnquiriesApi {
  return {
    // Visitors may insert but not read, so no RETURNING and no ON CONFLICT (row-level security
    // checks select policies for that): a repeated key is the unique violation, reported as a no-op.
    submit: async (input) => {
      const placeholders = FIELDS.map((_, i) => `$${i + 1}`).join(', ')
      try {
        await run((tx) =>
          tx.query(
            `insert into public.enquiries (${FIELDS.join(', ')}) values (${placeholders})`,
            FIELDS.map((f) => input[f] ?? null),
          ),
        )
        return { created: true }
      } catch (error) {
        // "duplicate key value violates unique constraint "enquiries_idempotency_key_key""
        if (error instanceof BackendError && error.code === 'conflict' && error.message.includes('idempotency_key')) {
          return { created: false }
        }
        throw error
      }
    },
    countRecent: (clientHash, since) =>
      run(async (tx) => {
        const result = await tx.query<{ n: number }>('select public.count_recent_enquiries($1, $2) as n', [clientHash, since])
        return result.rows[0].n
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
