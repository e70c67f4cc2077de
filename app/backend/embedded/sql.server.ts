import type { Transaction } from '@electric-sql/pglite'
import { BackendError, type AssuranceLevel, type AuthUser, type Page, type PageOptions } from '../types'
import type { Database } from './database.server'

export type { Transaction }
/** Runs `fn` in a transaction as the request's user (or anon). */
export type Run = <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>

/**
 * One transaction as `authenticated` (with the user's claims) or `anon`, so row-level security
 * decides. Both settings are local: when the transaction ends the connection is the superuser
 * again, which is why every data call sets them anew.
 */
export async function asActor<T>(db: Database, user: (AuthUser & { aal?: AssuranceLevel }) | null, fn: (tx: Transaction) => Promise<T>) {
  // `aal` as in a Supabase token: row-level security gives admin rights at aal2 (migration 20250302).
  const claims = user
    ? { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', aal: user.aal ?? 'aal1' }
    : { role: 'anon' }
  try {
    return await db.transaction(async (tx) => {
      // Both in one statement (`set_config('role', …, true)` is SET LOCAL ROLE, as PostgREST does
      // it): each statement is a round trip into PGlite, and every data call of a page pays them.
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
        claims.role,
        JSON.stringify(claims),
      ])
      return await fn(tx)
    })
  } catch (error) {
    throw toBackendError(error)
  }
}

/** Maps Postgres errors (SQLSTATE) to the port's error codes. */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error
  const code = (error as { code?: string })?.code ?? ''
  const message = error instanceof Error ? error.message : String(error)
  if (code === '42501') return new BackendError('forbidden', message, { cause: error })
  if (code === '23505') return new BackendError('conflict', message, { cause: error })
  if (code.startsWith('23') || code.startsWith('22')) return new BackendError('invalid', message, { cause: error })
  return new BackendError('unavailable', message, { cause: error })
}

/** PGlite returns timestamps as Date; the port (like Supabase's JSON) uses ISO strings. */
export function plain<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value
  return out as T
}

export function pageBounds(options: PageOptions = {}, defaultSize = 20) {
  const page = Math.max(1, Math.floor(options.page ?? 1) || 1)
  const pageSize = Math.min(100, Math.max(1, Math.floor(options.pageSize ?? defaultSize) || defaultSize))
  return { page, pageSize, offset: (page - 1) * pageSize }
}

export function pageOf<T>(items: T[], total: number, bounds: { page: number; pageSize: number }): Page<T> {
  return { items, total, page: bounds.page, pageSize: bounds.pageSize }
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
