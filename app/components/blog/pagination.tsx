import { Link } from '@remix-run/react'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { blogListPath } from './format'

/** Pages 1..n around the current one, with gaps: 1 … 4 5 6 … 20. */
export function pageNumbers(page: number, count: number): (number | null)[] {
  const wanted = new Set([1, count, page - 1, page, page + 1].filter((n) => n >= 1 && n <= count))
  const sorted = [...wanted].sort((a, b) => a - b)
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1] > 1 ? [null, n] : [n]))
}

export function Pagination({ page, pageCount, category }: { page: number; pageCount: number; category: string | null }) {
  if (pageCount <= 1) return null
  const step = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-line px-3 text-sm font-semibold'
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={blogListPath(category, page - 1)} rel="prev" className={`${step} hover:border-accent hover:text-accent-strong`}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageNumbers(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={blogListPath(category, n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={`${step} ${n === page ? 'border-accent bg-accent text-white' : 'hover:border-accent hover:text-accent-strong'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={blogListPath(category, page + 1)} rel="next" className={`${step} hover:border-accent hover:text-accent-strong`}>
          Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  )
}
