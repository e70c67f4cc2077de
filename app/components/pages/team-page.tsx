import { Link } from '@remix-run/react'
import type { LandingPageQueryResult, TeamMembersQueryResult } from '~/content/sanity.types'
import { CallToAction } from '../sections/call-to-action'
import { CardGrid } from '../sections/card-grid'
import { PageHero } from '../sections/page-hero'
import { Section, SectionHeader } from '../sections/section-header'
import { TeamMemberCard } from '../sections/team-member-card'
import { sectionOf } from './landing'

type Props = { page: NonNullable<LandingPageQueryResult>; members: TeamMembersQueryResult }

export function TeamPage({ page, members }: Props) {
  const copy = sectionOf(page.sections, 'members', { heading: 'The people behind the work' })
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow ?? 'Our team'} title={page.hero.title} subtitle={page.hero.subtitle} image={page.hero.image} />
      <Section labelledBy="team-heading">
        <SectionHeader id="team-heading" heading={copy.heading} text={members.length > 0 ? copy.text : null} />
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
      {page.callToAction ? <CallToAction flush {...page.callToAction} /> : null}
    </>
  )
}
