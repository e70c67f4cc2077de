import { Link } from '@remix-run/react'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { listPageHref } from '~/admin/list-params'

/** Previous/next links with "Page N of M" (M unknown: only whether there is a next page). */
export function Pagination({
  page,
  totalPages,
  hasNext,
  search,
  label,
}: {
  page: number
  totalPages?: number
  hasNext: boolean
  search: string
  label: string
}) {
  // An address past the end never gets here: its loader leads to the last page (lastPageIfPastEnd).
  if (page <= 1 && !hasNext) return null
  const link =
    'inline-flex items-center gap-1 rounded-lg border border-line bg-surface px-3 py-1.5 text-sm font-semibold text-ink hover:border-accent hover:text-accent-strong'
  const off = 'inline-flex items-center gap-1 rounded-lg border border-line px-3 py-1.5 text-sm font-semibold text-ink-muted/60'
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={listPageHref(search, page - 1)} className={link} rel="prev" prefetch="intent">
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : (
        <span className={off} aria-disabled="true">
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </span>
      )}
      <span className="text-sm text-ink-muted" aria-current="page">
        Page {page}
        {totalPages ? ` of ${totalPages}` : ''}
      </span>
      {hasNext ? (
        <Link to={listPageHref(search, page + 1)} className={link} rel="next" prefetch="intent">
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span className={off} aria-disabled="true">
          Next <ChevronRight aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  )
}
