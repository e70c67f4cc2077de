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
