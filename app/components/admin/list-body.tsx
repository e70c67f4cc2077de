import type { ReactNode } from 'react'
import { useLocation } from '@remix-run/react'
import { LoadError } from './load-error'
import { Pagination } from './pagination'
import { useListLoading } from './use-list-loading'

type Props = {
  /** The list's path: "Loading..." shows while new data for it is on its way. */
  path: string
  loadError: string | null
  /** How many items the page shows; null when the list could not be loaded. */
  count: number | null
  /** What an empty list says. */
  empty: ReactNode
  /** The pages of the list; without it, no previous/next links. */
  pages?: { page: number; totalPages?: number; hasNext: boolean; label: string } | null
  className?: string
  children: ReactNode
}

/**
 * An admin list below its header and forms: "Loading..." while it reloads, the loader's failure,
 * the items (dimmed while loading) or the empty state, and the links to the other pages.
 */
export function AdminListBody({ path, loadError, count, empty, pages, className = '', children }: Props) {
  const { search } = useLocation()
  const loading = useListLoading(path)
  return (
    <>
      {loading ? (
        <p role="status" className="text-sm font-medium text-ink-muted">
          Loading...
        </p>
      ) : null}
      {loadError ? <LoadError message={loadError} /> : null}
      {count === null ? null : count ? (
        <div aria-busy={loading} className={`${className} ${loading ? 'opacity-60 transition-opacity' : ''}`.trim()}>
          {children}
        </div>
      ) : (
        <div className="rounded-xl border border-dashed border-line bg-surface px-6 py-12 text-center text-ink-muted">{empty}</div>
      )}
      {pages ? <Pagination {...pages} search={search} /> : null}
    </>
  )
}
