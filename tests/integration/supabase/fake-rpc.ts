// PostgREST's RPC endpoint for the fake Supabase project, backed by a real database: an in-memory
// PGlite migrated with our own migrations. Each call runs as the role its token says (the anon key:
// anon; the service key: service_role; a user's JWT, only while the fake Auth server accepts it:
// authenticated with that JWT's claims, so auth.uid() and auth.jwt() follow it), in its own
// transaction, so grants, row-level security and the functions themselves decide, as they do on
// Supabase. Errors come back in PostgREST's shape and status codes.
import { PGlite } from '@electric-sql/pglite'
import { extensions } from '~/backend/embedded/extensions.server'
import { http, HttpResponse } from 'msw'
import { migratedSnapshot } from '../backend/helpers'

let database: Promise<PGlite> | undefined
/** The fake project's database (made on first use, from the migrated snapshot). */
export function rpcDatabase(): Promise<PGlite> {
  return (database ??= migratedSnapshot().then((snapshot) => PGlite.create({ loadDataDir: snapshot, extensions })))
}

/** The database if a call has made it already (resetting an unmade one would only cost time). */
export function startedRpcDatabase(): Promise<PGlite> | undefined {
  return database
}

export interface RpcKeys {
  url: string
  anonKey: string
  serviceKey: string
  /** Whether the fake Auth server still accepts this access token. */
  isValidToken(token: string): boolean
}

type Actor = { role: 'anon' | 'service_role' | 'authenticated'; claims: Record<string, unknown> }

function actorOf(request: Request, keys: RpcKeys): Actor | Response {
  const apikey = request.headers.get('apikey')
  if (apikey !== keys.anonKey && apikey !== keys.serviceKey) return pgrstError(401, 'PGRST301', 'Invalid API key')
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? apikey
  if (token === keys.anonKey) return { role: 'anon', claims: { role: 'anon' } }
  if (token === keys.serviceKey) return { role: 'service_role', claims: { role: 'service_role' } }
  if (!keys.isValidToken(token)) return pgrstError(401, 'PGRST301', 'JWT expired')
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>
  return { role: 'authenticated', claims }
}

function pgrstError(status: number, code: string, message: string) {
  return HttpResponse.json({ code, message, details: null, hint: null }, { status })
}

/** PostgREST's status for a Postgres error (its documented SQLSTATE table, the codes we meet). */
function statusOf(code: string, role: Actor['role']) {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23505') return 409
  if (code.startsWith('22') || code.startsWith('23') || code === 'P0001') return 400
  if (code === '42883') return 404
  return 500
}

export function rpcHandlers(keys: RpcKeys) {
  return [
    // POST /rest/v1/<table>: an insert (or `on_conflict` upsert ignoring duplicates, return=minimal),
    // as PostgREST runs it: the token's role, its grants and row-level security decide.
    http.post(`${keys.url}/rest/v1/:table`, async ({ request, params }) => {
      const actor = actorOf(request, keys)
      if (actor instanceof Response) return actor
      const table = String(params.table)
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | Record<string, unknown>[] | null
      const rows = Array.isArray(body) ? body : body ? [body] : []
      const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
      const onConflict = new URL(request.url).searchParams.get('on_conflict')
      const ignore = /resolution=ignore-duplicates/.test(request.headers.get('Prefer') ?? '')
      const names = [table, ...columns, ...(onConflict ? onConflict.split(',') : [])]
      if (!rows.length || names.some((n) => !/^[a-z_][a-z0-9_]*$/.test(n))) return pgrstError(400, 'PGRST102', 'Invalid body')
      const list = columns.join(', ')
      const conflict = onConflict
        ? ` on conflict (${onConflict}) ${ignore ? 'do nothing' : `do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`}`
        : ''
      const sql = `insert into public.${table} (${list}) select ${list} from jsonb_populate_recordset(null::public.${table}, $1)${conflict}`
      const db = await rpcDatabase()
      try {
        await db.transaction(async (tx) => {
          await tx.exec(`set local role ${actor.role}`)
          await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(actor.claims)])
          await tx.query(sql, [JSON.stringify(rows)])
        })
        return new HttpResponse(null, { status: 201 })
      } catch (error) {
        const { code = '', message = String(error) } = error as { code?: string; message?: string }
        return pgrstError(statusOf(code, actor.role), code, message)
      }
    }),
    http.post(`${keys.url}/rest/v1/rpc/:fn`, async ({ request, params }) => {
      const actor = actorOf(request, keys)
      if (actor instanceof Response) return actor
      const fn = String(params.fn)
      const args = (await request.json().catch(() => null)) as Record<string, unknown> | null
      if (!args || typeof args !== 'object' || Array.isArray(args)) return pgrstError(400, 'PGRST102', 'Invalid body')
      const names = Object.keys(args)
      if (!/^[a-z_][a-z0-9_]*$/.test(fn) || names.some((n) => !/^[a-z_][a-z0-9_]*$/.test(n))) {
        return pgrstError(404, 'PGRST202', `Could not find the function public.${fn} in the schema cache`)
      }
      const db = await rpcDatabase()
      const found = await db.query<{ set: boolean; void: boolean }>(
        `select proretset as set, prorettype = 'void'::regtype as void from pg_proc
         where proname = $1 and pronamespace = 'public'::regnamespace`,
        [fn],
      )
      const proc = found.rows[0]
      if (!proc) return pgrstError(404, 'PGRST202', `Could not find the function public.${fn} in the schema cache`)
      const call = `public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`
      const shaping = proc.set ? resultShaping(new URL(request.url).searchParams, request.headers.get('Prefer')) : null
      if (shaping instanceof Response) return shaping
      const sql = shaping
        ? `select coalesce(jsonb_agg(r), '[]'::jsonb) as v from (select * from ${call} r ${shaping.clause}) r`
        : proc.void
          ? `select ${call}, null::jsonb as v`
          : `select to_jsonb(${call}) as v`
      try {
        const { value, total } = await db.transaction(async (tx) => {
          await tx.exec(`set local role ${actor.role}`)
          await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(actor.claims)])
          const value = (await tx.query<{ v: unknown }>(sql, Object.values(args))).rows[0]?.v
          const counted = shaping?.count
            ? await tx.query<{ n: number }>(`select count(*)::int as n from ${call} r`, Object.values(args))
            : null
          return { value, total: counted?.rows[0].n ?? null }
        })
        if (proc.void) return new HttpResponse(null, { status: 204 })
        if (!shaping) return HttpResponse.json(value as never)
        return rangeResponse(value as unknown[], shaping.offset, total)
      } catch (error) {
        const { code = '', message = String(error) } = error as { code?: string; message?: string }
        return pgrstError(statusOf(code, actor.role), code, message)
      }
    }),
  ]
}

/**
 * What PostgREST applies to a set-returning function's rows: `order` (column.asc|desc with an
 * optional .nullsfirst|.nullslast, comma-separated), `offset`, `limit` and `Prefer: count=exact`.
 * Anything else in the query string (filters, select) is refused: this fake does not serve it.
 */
function resultShaping(query: URLSearchParams, prefer: string | null) {
  const clauses: string[] = []
  for (const key of query.keys()) {
    if (!['order', 'offset', 'limit'].includes(key)) return pgrstError(400, 'PGRST100', `the fake does not serve "${key}"`)
  }
  const order = query.get('order')
  if (order) {
    const terms = order.split(',').map((term) => /^([a-z_][a-z0-9_]*)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/.exec(term))
    if (terms.some((term) => !term)) return pgrstError(400, 'PGRST100', `"failed to parse order (${order})"`)
    const sql = terms.map((term) => {
      const [, column, direction = 'asc', nulls] = term!
      return `${column} ${direction}${nulls ? ` nulls ${nulls.slice(5)}` : ''}`
    })
    clauses.push(`order by ${sql.join(', ')}`)
  }
  const number = (name: string) => {
    const value = query.get(name)
    return value === null ? null : /^\d+$/.test(value) ? Number(value) : NaN
  }
  const limit = number('limit')
  const offset = number('offset') ?? 0
  if (Number.isNaN(limit) || Number.isNaN(offset)) return pgrstError(400, 'PGRST100', 'limit and offset must be non-negative integers')
  if (limit !== null) clauses.push(`limit ${limit}`)
  clauses.push(`offset ${offset}`)
  return { clause: clauses.join(' '), offset, count: /count=exact/.test(prefer ?? '') }
}

/** PostgREST's answer to a ranged read: 416 past the end when counted, else the rows and Content-Range. */
function rangeResponse(items: unknown[], offset: number, total: number | null) {
  if (total !== null && offset > total) return pgrstError(416, 'PGRST103', 'Requested range not satisfiable')
  const range = items.length ? `${offset}-${offset + items.length - 1}` : '*'
  const status = total !== null && items.length < total ? 206 : 200
  return HttpResponse.json(items as never, { status, headers: { 'Content-Range': `${range}/${total ?? '*'}` } })
}
