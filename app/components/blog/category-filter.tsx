import { Link } from '@remix-run/react'
import type { BlogFilter } from '~/blog/merge'
import { blogListPath } from './format'
import { stegaFree } from '~/seo/stega-clean'

/**
 * All Topics plus one button per category. They are links (?category=slug), so a filter works
 * without JavaScript, can be shared, and the back button undoes it.
 */
export function CategoryFilter({ filters, active, label }: { filters: BlogFilter[]; active: string | null; label: string }) {
  const items = [{ slug: null, title: 'All Topics' }, ...filters]
  return (
    <nav aria-label={stegaFree(label)}>
      <ul className="flex flex-wrap gap-2 sm:gap-3">
        {items.map((item) => {
          const current = item.slug === active
          return (
            <li key={item.slug ?? 'all'}>
              <Link
                to={blogListPath(item.slug)}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={`inline-flex items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                  current
                    ? 'border-accent bg-accent text-white'
                    : 'border-line bg-surface text-ink hover:border-accent hover:text-accent-strong'
                }`}
              >
                {item.title}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
