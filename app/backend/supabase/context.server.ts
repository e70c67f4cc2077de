import type { SupabaseClient } from '@supabase/supabase-js'
import type { AuthUser, PageOptions } from '../types'
import { backendError, fromPostgrest } from './errors.server'

/** What the data APIs of one request share: the data client and the verified user. */
export interface DataContext {
  /** REST and storage calls carrying the verified user's token (or the anon key). */
  db(): SupabaseClient
  getUser(): Promise<AuthUser | null>
}

/** For writes: the verified user, or 'Not authenticated' (as specified) before any request is made. */
export async function requireUser(ctx: DataContext): Promise<AuthUser> {
  const user = await ctx.getUser()
  if (!user) throw backendError('not_authenticated')
  return user
}

const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100

/** 1-based page and size, clamped, as the 0-based inclusive range PostgREST's offset/limit want. */
export function pageRange(options: PageOptions = {}, defaultSize = DEFAULT_PAGE_SIZE) {
  const page = Math.max(1, Math.floor(Number(options.page) || 1))
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(options.pageSize) || defaultSize)))
  const from = (page - 1) * pageSize
  return { page, pageSize, from, to: from + pageSize - 1 }
}

interface Result<T> {
  data: T | null
  error: { code: string; message: string; details?: string } | null
  status: number
  count?: number | null
}

/** The rows of a PostgREST answer, or its error as a BackendError. */
export function rows<T>(result: Result<T>): T {
  if (result.error) throw fromPostgrest(result.error, result.status)
  return result.data as T
}

/** For single-row writes: zero affected rows means missing, or hidden by row-level security. */
export function affected(result: Result<unknown>) {
  if (result.error) throw fromPostgrest(result.error, result.status)
  if (result.count === 0) throw backendError('not_found')
}
