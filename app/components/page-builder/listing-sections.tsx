import type { TrustedClient } from '~/site/trusted-clients.server'
import { CardGrid } from '../sections/card-grid'
import { Section, SectionHeader } from '../sections/section-header'
import { ServicesGrid } from '../sections/service-card'
import { StatisticsGrid } from '../sections/statistics'
import { SuccessStoriesGrid } from '../sections/success-story-card'
import { TeamMemberCard } from '../sections/team-member-card'
import { TrustedBy } from '../sections/trusted-by'
import type { SectionOf } from './types'

// Sections that show other content: the site's statistics, services, picked stories, the team,
// the clients staff manage in /admin.

type Listing = SectionOf<'statisticsSection' | 'servicesSection' | 'storiesSection' | 'teamSection'>

function Listed({ section, id, tone, children }: { section: Listing; id: string; tone?: 'muted'; children: React.ReactNode }) {
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeader id={id} heading={section.heading ?? ''} text={section.intro} />
      <div className="mt-12">{children}</div>
    </Section>
  )
}

export function ListingBlock({ section, id }: { section: Listing; id: string }) {
  switch (section._type) {
    case 'statisticsSection':
      return (
        <Listed section={section} id={id}>
          <StatisticsGrid stats={section.stats} />
        </Listed>
      )
    case 'servicesSection':
      return (
        <Listed section={section} id={id} tone="muted">
          <ServicesGrid services={section.services} />
        </Listed>
      )
    case 'storiesSection':
      return (
        <Listed section={section} id={id}>
          <SuccessStoriesGrid stories={section.stories} />
        </Listed>
      )
    case 'teamSection':
      return (
        <Listed section={section} id={id}>
          <CardGrid label="Team members">
            {section.members.map((member) => (
              <TeamMemberCard key={member._id} member={member} />
            ))}
          </CardGrid>
        </Listed>
      )
  }
}

export function TrustedByBlock({ clients }: { clients: TrustedClient[] }) {
  return <TrustedBy clients={clients} />
}
