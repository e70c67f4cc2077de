import { UserRound } from 'lucide-react'
import type { LandingPageQueryResult, TeamMembersQueryResult } from '~/content/sanity.types'
import { CallToAction } from '../sections/call-to-action'
import { CardGrid } from '../sections/card-grid'
import { ContentImg } from '../sections/content-image'
import { PageHero } from '../sections/page-hero'
import { Section, SectionHeader } from '../sections/section-header'
import { sectionOf } from './landing'

type Props = { page: NonNullable<LandingPageQueryResult>; members: TeamMembersQueryResult }

export function TeamPage({ page, members }: Props) {
  const copy = sectionOf(page.sections, 'members', { heading: 'The people behind the work' })
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow ?? 'Our team'} title={page.hero.title} subtitle={page.hero.subtitle} image={page.hero.image} />
      <Section labelledBy="team-heading">
        <SectionHeader id="team-heading" heading={copy.heading} text={copy.text} />
        <div className="mt-12">
          <CardGrid>
            {members.map((member) => (
              <div key={member._id} className="card card-hover flex w-full flex-col p-6 sm:p-7">
                <div className="flex items-center gap-4">
                  {member.image?.src ? (
                    <ContentImg image={member.image} className="h-16 w-16 shrink-0 rounded-full object-cover" sizes="64px" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-navy-700 to-accent text-white"
                    >
                      <UserRound className="h-8 w-8" />
                    </span>
                  )}
                  <div>
                    <h3 className="text-lg font-semibold">{member.name}</h3>
                    <p className="text-sm font-medium text-accent-strong">{member.role}</p>
                  </div>
                </div>
                <p className="mt-4 text-ink-muted">{member.bio}</p>
              </div>
            ))}
          </CardGrid>
        </div>
      </Section>
      {page.callToAction ? (
        <CallToAction flush heading={page.callToAction.heading} text={page.callToAction.text} buttonLabel={page.callToAction.buttonLabel} />
      ) : null}
    </>
  )
}
