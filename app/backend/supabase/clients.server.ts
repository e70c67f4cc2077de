import type { Client, ClientWrite, ClientsApi } from '../types'
import { affected, requireUser, rows, type DataContext } from './context.server'
import { safeId } from './posts.server'

// The company's clients (logos on the site): read ordered by name, create, update, delete by id.
const COLUMNS = 'id,name,logo_url,created_at'

export function createClientsApi(ctx: DataContext): ClientsApi {
  const clients = () => ctx.db().from('clients')
  return {
    async list() {
      return rows(await clients().select(COLUMNS).order('name').returns<Client[]>())
    },
    async get(id) {
      if (!Number.isSafeInteger(id)) return null
      return rows(await clients().select(COLUMNS).eq('id', id).maybeSingle<Client>())
    },
    async create(input) {
      await requireUser(ctx)
      return rows(await clients().insert(toRow(input)).select(COLUMNS).single<Client>())
    },
    async update(id, input) {
      await requireUser(ctx)
      return rows(await clients().update(toRow(input)).eq('id', safeId(id)).select(COLUMNS).single<Client>())
    },
    async remove(id) {
      await requireUser(ctx)
      affected(await clients().delete({ count: 'exact' }).eq('id', safeId(id)))
    },
  }
}

function toRow({ name, logo_url }: ClientWrite) {
  return { name, logo_url }
}
