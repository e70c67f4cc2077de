import type { Page } from '../types'
import { rows } from './context.server'

interface CountedQuery {
  range(
    from: number,
    to: number,
  ): PromiseLike<{
    data: unknown
    error: { code: string; message: string } | null
    status: number
    count: number | null
  }>
}

/**
 * One page of a counted query (`Prefer: count=exact`, `offset`/`limit`). A page past the end
 * makes PostgREST answer 416 (PGRST103): that is an empty page, not an error.
 */
export async function listPage<T>(
  range: { page: number; pageSize: number; from: number; to: number },
  build: () => CountedQuery,
): Promise<Page<T>> {
  const result = await build().range(range.from, range.to)
  const { page, pageSize } = range
  if (result.error?.code === 'PGRST103' || result.status === 416) {
    const total = (await build().range(0, 0)).count ?? 0
    return { items: [], total, page, pageSize }
  }
  const items = rows(result) as T[]
  return { items, total: result.count ?? items.length, page, pageSize }
}
