import type { LegalPageQueryResult } from '~/content/sanity.types'
import { PortableText } from '../portable-text'
import { PageHero } from '../sections/page-hero'

export function LegalPage({ page }: { page: NonNullable<LegalPageQueryResult> }) {
  const updated = new Date(`${page.lastUpdated}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
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
        </div>
      </div>
    </>
  )
}

export const LEGAL_PATHS = { privacy: '/privacy-policy', terms: '/terms', cookies: '/cookies-policy' } as const
