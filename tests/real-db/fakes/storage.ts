// A fake Supabase Storage API on the real database. Like the Storage API, it checks the caller's
// JWT with the project's secret and runs each call's statement on storage.objects as the caller's
// role (set local role, request.jwt.claims), so the migrations' storage policies decide who lists,
// uploads and deletes. The bytes live in memory; public buckets serve them by their public URL.
// Errors come back as the Storage API sends them: { statusCode, error, message }, with its HTTP
// status (row-level security refusals as HTTP 400 with statusCode "403").
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Sql } from '../sql'
import { bearer, readBody, readJson, sendJson } from './http'
import { verifyJwt } from './jwt'

const ROLES = new Set(['anon', 'authenticated', 'service_role'])
type Failure = readonly [number, string, string, string]
/** A refusal of the Storage API, as opposed to the rows a statement returned. */
class Refusal {
  constructor(readonly failure: Failure) {}
}
type Rows = Record<string, unknown>[]

export function createStorageFake(db: Sql) {
  const files = new Map<string, { bytes: Buffer; type: string }>()
  const fail = (response: ServerResponse, [status, statusCode, error, message]: Failure) =>
    sendJson(response, status, { statusCode, error, message })

  /** Runs `work` in a transaction as the caller's role, or answers why not. */
  async function asCaller(request: IncomingMessage, work: (tx: Sql) => Promise<unknown>): Promise<Rows | Refusal> {
    const check = verifyJwt(bearer(request))
    if (!check.ok) return new Refusal([400, '403', 'Unauthorized', check.reason === 'expired' ? 'jwt expired' : 'invalid signature'])
    const role = String(check.claims.role)
    if (!ROLES.has(role)) return new Refusal([400, '403', 'Unauthorized', 'role not allowed'])
    try {
      return (await db.begin(async (tx) => {
        await tx.unsafe(`set local role ${role}`)
        await tx`select set_config('request.jwt.claims', ${JSON.stringify(check.claims)}, true)`
        return work(tx as unknown as Sql)
      })) as Rows
    } catch (error) {
      const code = (error as { code?: string }).code
      if (code === '42501') return new Refusal([400, '403', 'Unauthorized', 'new row violates row-level security policy'])
      if (code === '23505') return new Refusal([409, '409', 'Duplicate', 'The resource already exists'])
      throw error
    }
  }

  async function bucketExists(bucket: string) {
    return (await db`select 1 from storage.buckets where id = ${bucket}`).length > 0
  }

  async function handle(request: IncomingMessage, response: ServerResponse, path: string) {
    const method = request.method ?? 'GET'
    const listed = /^\/object\/list\/([^/]+)$/.exec(path)
    const publicObject = /^\/object\/public\/([^/]+)\/(.+)$/.exec(path)
    const object = /^\/object\/([^/]+)(?:\/(.+))?$/.exec(path)

    if (method === 'GET' && publicObject) {
      const [, bucket, name] = publicObject
      const [row] = await db`select 1 from storage.objects o join storage.buckets b on b.id = o.bucket_id
        where b.id = ${bucket} and b.public and o.name = ${decodeURIComponent(name)}`
      const file = files.get(`${bucket}/${decodeURIComponent(name)}`)
      if (!row || !file) return fail(response, [400, '404', 'not_found', 'Object not found'])
      response.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.bytes.length })
      response.end(file.bytes)
      return
    }
    const bucket = (listed ?? object)?.[1]
    if (!bucket) return fail(response, [404, '404', 'Not Found', 'Route not found'])
    if (!(await bucketExists(bucket))) return fail(response, [400, '404', 'Bucket not found', 'Bucket not found'])

    if (method === 'POST' && listed) {
      const body = (await readJson(request)) ?? {}
      const prefix = String(body.prefix ?? '')
      const limit = Math.min(1000, Number(body.limit) || 100)
      const offset = Number(body.offset) || 0
      const sort = (body.sortBy ?? {}) as { column?: string; order?: string }
      const column = ['name', 'created_at', 'updated_at'].includes(String(sort.column)) ? String(sort.column) : 'name'
      const order = sort.order === 'desc' ? 'desc' : 'asc'
      // As storage.search answers: the folders at this level first (a name, nulls for the rest),
      // then the files, with the limit and offset over both.
      const result = await asCaller(request, (tx) =>
        tx.unsafe(
          `with level as (select substr(name, length($2) + 1) as rest, * from storage.objects where bucket_id = $1 and name like $2 || '%'),
           folders as (select distinct split_part(rest, '/', 1) as folder from level where position('/' in rest) > 0)
           (select folder as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
                   null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind, null::timestamptz as sort_time
              from folders)
           union all
           (select rest, id, updated_at, created_at, last_accessed_at, metadata, 1, ${column === 'name' ? 'null::timestamptz' : column}
              from level where position('/' in rest) = 0)
           order by kind, ${column === 'name' ? 'name' : 'sort_time'} ${order} limit $3 offset $4`,
          [bucket, prefix, limit, offset],
        ),
      )
      if (result instanceof Refusal) return fail(response, result.failure)
      return sendJson(
        response,
        200,
        result.map(({ kind: _kind, sort_time: _time, ...item }) => item),
      )
    }

    if (method === 'GET' && object?.[2]) {
      // An authenticated download: the caller must be able to select the row (the service role may).
      const name = decodeURIComponent(object[2])
      const result = await asCaller(request, (tx) =>
        tx.unsafe(`select id from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]),
      )
      if (result instanceof Refusal) return fail(response, result.failure)
      const file = files.get(`${bucket}/${name}`)
      if (!result.length || !file) return fail(response, [400, '404', 'not_found', 'Object not found'])
      response.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.bytes.length })
      response.end(file.bytes)
      return
    }

    if ((method === 'POST' || method === 'PUT') && object?.[2]) {
      const name = decodeURIComponent(object[2])
      const form = await new Request('http://storage.local/', {
        method: 'POST',
        headers: { 'content-type': String(request.headers['content-type'] ?? '') },
        body: new Uint8Array(await readBody(request)),
      })
        .formData()
        .catch(() => null)
      const file = form ? [...form.values()].find((value): value is File => typeof value !== 'string') : undefined
      if (!file) return fail(response, [400, '400', 'Invalid Input', 'No file found in the request'])
      const bytes = Buffer.from(await file.arrayBuffer())
      const metadata = {
        eTag: `"${bytes.length}"`,
        size: bytes.length,
        mimetype: file.type || 'application/octet-stream',
        cacheControl: `max-age=${form!.get('cacheControl') ?? '3600'}`,
        lastModified: new Date().toISOString(),
        contentLength: bytes.length,
        httpStatusCode: 200,
      }
      const upsert = request.headers['x-upsert'] === 'true'
      const result = await asCaller(request, async (tx) => {
        const claims = await tx`select auth.uid() as uid`
        // PUT replaces an object that exists (the update policy decides), and nothing else.
        if (method === 'PUT') {
          return tx.unsafe(`update storage.objects set metadata = $3, updated_at = now() where bucket_id = $1 and name = $2 returning id`, [
            bucket,
            name,
            metadata as never,
          ])
        }
        return tx.unsafe(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version) values ($1, $2, $3::uuid, $4, $5, gen_random_uuid()::text)
           ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()' : ''} returning id`,
          [bucket, name, claims[0].uid, claims[0].uid, metadata as never],
        )
      })
      if (result instanceof Refusal) return fail(response, result.failure)
      if (!result.length) return fail(response, [400, '404', 'not_found', 'Object not found'])
      files.set(`${bucket}/${name}`, { bytes, type: metadata.mimetype })
      return sendJson(response, 200, { Id: result[0].id, Key: `${bucket}/${name}` })
    }

    if (method === 'DELETE' && object && !object[2]) {
      const body = (await readJson(request)) ?? {}
      const names = Array.isArray(body.prefixes) ? body.prefixes.map(String) : []
      if (!names.length) return fail(response, [400, '400', 'Invalid Input', 'prefixes must be a non-empty array'])
      const result = await asCaller(request, (tx) =>
        tx.unsafe(
          `delete from storage.objects where bucket_id = $1 and name = any($2)
           returning bucket_id, name, id, owner, updated_at, created_at, last_accessed_at, metadata`,
          [bucket, names],
        ),
      )
      if (result instanceof Refusal) return fail(response, result.failure)
      for (const row of result) files.delete(`${bucket}/${String(row.name)}`)
      return sendJson(response, 200, result)
    }
    return fail(response, [404, '404', 'Not Found', 'Route not found'])
  }

  return { handle, files }
}

export type StorageFake = ReturnType<typeof createStorageFake>
