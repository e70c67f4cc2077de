import { redirect } from '@remix-run/node'
import type { RequestBackend } from '~/backend/types'
import { logFailure, pageParam } from './admin-form.server'

type ListRead<T> = (request: { backend: RequestBackend; page: number; url: URL }) => Promise<T>

/**
 * The head of every admin list's loader (inside withAdmin): the page (?page=N, 1 when missing) and
 * one read of the port. A failed read is logged and leaves `list` null, with `failure` (the
 * catalogue's message) as `loadError` for the page to show; a thrown Response (a redirect) passes.
 */
export async function loadAdminList<T>(request: Request, backend: RequestBackend, failure: string, read: ListRead<T>) {
  const url = new URL(request.url)
  const page = pageParam(url)
  let list: T | null = null
  try {
    list = await read({ backend, page, url })
  } catch (error) {
    if (error instanceof Response) throw error
    logFailure(failure, error)
  }
  return { url, page, list, loadError: list ? null : failure }
}

/** How many pages `total` items fill, `pageSize` a page: at least one, so "Page 1 of 1" when empty. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/**
 * A page past the end (its last row was just deleted, or an old link) answers with a redirect to
 * the last page, keeping the other parameters (the search).
 */
export function lastPageIfPastEnd(path: string, url: URL, page: number, list: { items: unknown[]; totalPages: number } | null) {
  if (!list || list.items.length > 0 || page <= list.totalPages) return
  const params = new URLSearchParams(url.search)
  params.set('page', String(list.totalPages))
  throw redirect(`${path}?${params}`)
}
