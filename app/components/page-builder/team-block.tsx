import { CardGrid } from '../sections/card-grid'
import { TeamMemberCard } from '../sections/team-member-card'
import { Listed } from './listing-sections'
import type { SectionOf } from '~/page-builder/sections'

// Every team member, in their order. Its own module: only the lazy chunk names it.
export function TeamBlock({ section, id }: { section: SectionOf<'teamSection'>; id: string }) {
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
