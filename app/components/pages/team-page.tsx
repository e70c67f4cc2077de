import { Link } from '@remix-run/react'
import type { LandingPageQueryResult, TeamMembersQueryResult } from '~/content/sanity.types'
import type { TrustedClient } from '~/site/trusted-clients.server'
import { LandingSections } from '../page-builder/landing-sections'
import type { PageSection, SectionOf } from '~/page-builder/sections'
import { CallToAction } from '../sections/call-to-action'
import { CardGrid } from '../sections/card-grid'
import { PageHero } from '../sections/page-hero'
import { Section, SectionHeader } from '../sections/section-header'
import { TeamMemberCard } from '../sections/team-member-card'

type Props = {
  page: NonNullable<LandingPageQueryResult>
  sections: PageSection[]
  clients?: TrustedClient[]
  members: TeamMembersQueryResult
}

/** The hero, the editor's sections with the team among them, the call to action. */
export function TeamPage({ page, sections, clients, members }: Props) {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow ?? 'Our team'} title={page.hero.title} subtitle={page.hero.subtitle} image={page.hero.image} />
      <LandingSections
        sections={sections}
        clients={clients}
        render={(section) => (section._type === 'pageContentSection' ? <Members section={section} members={members} /> : undefined)}
      />
      {page.callToAction ? <CallToAction flush {...page.callToAction} /> : null}
    </>
  )
}

function Members({ section, members }: { section: SectionOf<'pageContentSection'>; members: TeamMembersQueryResult }) {
  return (
    <Section labelledBy="team-heading">
      <SectionHeader
        id="team-heading"
        eyebrow={section.eyebrow}
        heading={section.heading}
        text={members.length > 0 ? section.intro : null}
      />
      <div className="mt-12">
        {members.length > 0 ? (
          <CardGrid label="Team members">
            {members.map((member) => (
              <TeamMemberCard key={member._id} member={member} />
            ))}
          </CardGrid>
        ) : (
          // No one published yet (a new Sanity project): say so plainly and offer a way to reach people.
          <p className="mx-auto max-w-2xl text-center text-lg text-ink-muted">
            Our team profiles are on their way. In the meantime, our specialists are happy to talk:{' '}
            <Link to="/get-started" className="font-semibold text-accent-strong hover:underline">
              tell us about your project
            </Link>
            .
          </p>
        )}
      </div>
    </Section>
  )
}
