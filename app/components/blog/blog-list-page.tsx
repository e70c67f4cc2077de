import FileSearch from 'lucide-react/icons/file-search'
import { Breadcrumbs } from '~/components/sections/breadcrumbs'
import { PageHero } from '~/components/sections/page-hero'
import type { ContentImage } from '~/content/image'
import type { BlogCard, BlogFilter } from '~/blog/merge'
import { LandingSections } from '~/components/page-builder/landing-sections'
import type { PageSection, SectionOf } from '~/page-builder/sections'
import type { TrustedClient } from '~/site/trusted-clients.server'
import { CategoryFilter } from './category-filter'
import { Pagination } from './pagination'
import { PostGrid } from './post-card'

type Landing = {
  hero: { eyebrow: string | null; title: string | null; subtitle: string | null; image: ContentImage | null } | null
} | null

type List = {
  filters: BlogFilter[]
  category: string | null
  items: BlogCard[]
  total: number
  page: number
  pageCount: number
}

type Props = { landing: Landing; sections: PageSection[]; clients?: TrustedClient[] } & List

/** The hero, then the editor's sections with the filter and the list of articles among them. */
export function BlogListPage({ landing, sections, clients, ...list }: Props) {
  const hero = landing?.hero
  return (
    <>
      <PageHero
        eyebrow={hero?.eyebrow ?? 'Blog'}
        title={hero?.title ?? 'Insights & Resources'}
        subtitle={hero?.subtitle}
        image={hero?.image}
        top={
          <Breadcrumbs
            items={[
              { name: 'Home', path: '/' },
              { name: 'Blog', path: '/blog' },
            ]}
          />
        }
      />
      <LandingSections
        sections={sections}
        clients={clients}
        render={(section) => (section._type === 'pageContentSection' ? <Articles section={section} {...list} /> : undefined)}
      />
    </>
  )
}

/** The topic filter, the count, the articles of this page and the pagination. */
function Articles({ section, filters, category, items, total, page, pageCount }: { section: SectionOf<'pageContentSection'> } & List) {
  const topic = filters.find((f) => f.slug === category)?.title
  return (
    <section aria-labelledby="topics-heading" className="bg-surface-muted py-12 sm:py-16">
      <div className="container-page">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="topics-heading" className="text-lg font-semibold text-ink">
              {section.heading}
            </h2>
            {section.intro ? <p className="mt-1 text-ink-muted">{section.intro}</p> : null}
          </div>
          <CategoryFilter filters={filters} active={category} label={section.heading} />
        </div>
        <p className="mt-8 text-sm text-ink-muted" aria-live="polite">
          {total === 1 ? '1 article' : `${total} articles`}
          {topic ? ` in ${topic}` : ''}
          {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}
        </p>
        <div className="mt-4">
          {items.length ? (
            <PostGrid posts={items} firstPriority={false} />
          ) : (
            <div className="card flex flex-col items-center px-6 py-16 text-center">
              <FileSearch className="h-10 w-10 text-accent" aria-hidden="true" />
              <p className="mt-4 text-lg font-semibold">No articles yet</p>
              <p className="mt-1 text-ink-muted">New articles appear here as soon as they are published.</p>
            </div>
          )}
        </div>
        <Pagination page={page} pageCount={pageCount} category={category} />
      </div>
    </section>
  )
}
