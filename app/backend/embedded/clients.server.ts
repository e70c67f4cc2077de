import { BackendError, type Client, type ClientsApi } from '../types'
import { plain, type Run } from './sql.server'

const COLUMNS = 'id, name, logo_url, created_at'

export function clientsApi(run: Run): ClientsApi {
  return {
    list: () =>
      run(async (tx) => {
        const rows = await tx.query<Record<string, unknown>>(`select ${COLUMNS} from public.clients order by name, id`)
        return rows.rows.map((r) => plain<Client>(r))
      }),
    get: (id) =>
      run(async (tx) => {
        const row = (await tx.query<Record<string, unknown>>(`select ${COLUMNS} from public.clients where id = $1`, [id])).rows[0]
        return row ? plain<Client>(row) : null
      }),
    create: (input) =>
      run(async (tx) => {
        const result = await tx.query<Record<string, unknown>>(
          `insert into public.clients (name, logo_url) values ($1, $2) returning ${COLUMNS}`,
          [input.name, input.logo_url],
        )
        return plain<Client>(result.rows[0])
      }),
    update: (id, input) =>
      run(async (tx) => {
        const result = await tx.query<Record<string, unknown>>(
          `update public.clients set name = $2, logo_url = $3 where id = $1 returning ${COLUMNS}`,
          [id, input.name, input.logo_url],
        )
        if (!result.rows[0]) throw new BackendError('not_found', `No client ${id}`)
        return plain<Client>(result.rows[0])
      }),
    remove: (id) =>
      run(async (tx) => {
        const result = await tx.query('delete from public.clients where id = $1 returning id', [id])
        if (!result.rows.length) throw new BackendError('not_found', `No client ${id}`)
      }),
  }
}
