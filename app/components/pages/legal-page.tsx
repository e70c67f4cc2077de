import Scale from 'lucide-react/icons/scale'
import type { LegalPageQueryResult } from '~/content/sanity.types'
import { PortableText } from '../portable-text'
import { PageHero } from '../sections/page-hero'

// Built once: toLocaleDateString builds a formatter (and loads its locale data) on every call.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export function LegalPage({ page }: { page: NonNullable<LegalPageQueryResult> }) {
  const updated = longDate.format(new Date(`${page.lastUpdated}T00:00:00Z`))
  return (
    <>
      <PageHero eyebrow="Legal" title={page.title} subtitle={page.summary}>
        <p className="mt-6 text-sm text-ink-inverse/75">
          Last updated <time dateTime={page.lastUpdated}>{updated}</time>
        </p>
      </PageHero>
      <div className="bg-surface py-16 sm:py-20">
        <div className="container-page">
          <PortableText value={page.body} className="mx-auto max-w-prose" />
          {page.reviewNotice ? (
            // Until counsel approves the text: said once, after it, so that the page still reads as finished.
            <aside
              aria-label="Legal review"
              className="mx-auto mt-12 flex max-w-prose gap-3 rounded-lg border border-line bg-surface-muted p-4 text-sm text-ink-muted"
            >
              <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>{page.reviewNotice}</p>
            </aside>
          ) : null}
        </div>
      </div>
    </>
  )
}
