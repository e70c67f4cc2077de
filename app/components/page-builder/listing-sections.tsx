import ArrowRight from 'lucide-react/icons/arrow-right'
import { Section, SectionHeader } from '../sections/section-header'
import { ServicesGrid } from '../sections/service-card'
import { StatisticsGrid } from '../sections/statistics'
import { SuccessStoriesGrid } from '../sections/success-story-card'
import { SiteLink } from '../site-link'
import type { SectionOf } from '~/page-builder/sections'

// Sections that show other content: the site's statistics, services, picked stories (the team:
// team-block.tsx). An anchor names the section (/#services) and its heading; without one the
// heading's id comes from the section's key.

type Listing = SectionOf<'statisticsSection' | 'servicesSection' | 'storiesSection' | 'teamSection'>
type More = SectionOf<'servicesSection'>['more']

type ListedProps = { section: Listing; id: string; tone?: 'muted'; more?: More; children: React.ReactNode }

export function Listed({ section, id, tone, more, children }: ListedProps) {
  const headingId = section.anchor ? `${section.anchor}-heading` : id
  return (
    <Section id={section.anchor ?? undefined} tone={tone} labelledBy={headingId}>
      <SectionHeader id={headingId} eyebrow={section.eyebrow} heading={section.heading ?? ''} text={section.intro} />
      <div className="mt-12">{children}</div>
      {more?.link?.href ? (
        <p className="mt-10 text-center">
          <SiteLink link={more.link} className="btn-quiet inline-flex items-center gap-1.5 font-semibold">
            {more.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </SiteLink>
        </p>
      ) : null}
    </Section>
  )
}

export function ListingBlock({
  section,
  id,
}: {
  section: SectionOf<'statisticsSection' | 'servicesSection' | 'storiesSection'>
  id: string
}) {
  switch (section._type) {
    case 'statisticsSection':
      return (
        <Listed section={section} id={id} more={section.more}>
          <StatisticsGrid stats={section.stats} />
        </Listed>
      )
    case 'servicesSection':
      return (
        <Listed section={section} id={id} tone="muted" more={section.more}>
          <ServicesGrid services={section.services} />
        </Listed>
      )
    case 'storiesSection':
      return (
        <Listed section={section} id={id} more={section.more}>
          <SuccessStoriesGrid stories={section.stories} />
        </Listed>
      )
  }
}
