import type { TeamMembersQueryResult } from '~/content/sanity.types'
import { SocialLinkItems } from '../layout/social-links'
import { ContentImg } from './content-image'
import { stegaFree } from '~/seo/stega-clean'

type Member = TeamMembersQueryResult[number]

/** "Ananya Rao" → "AR"; "Kavya" → "K": the avatar when there is no portrait. */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return picked.map((w) => w[0]!.toLocaleUpperCase()).join('')
}

/** One person on /team: portrait or initials, name, role, a line of bio and their links. */
export function TeamMemberCard({ member }: { member: Member }) {
  return (
    <article aria-labelledby={`member-${member._id}`} className="card flex w-full flex-col p-6 sm:p-7">
      <div className="flex items-center gap-4">
        {member.image?.src ? (
          <ContentImg image={member.image} className="h-16 w-16 shrink-0 rounded-full object-cover" sizes="64px" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-navy-700 to-accent text-xl font-semibold tracking-wide text-white"
          >
            {initialsOf(member.name)}
          </span>
        )}
        <div>
          <h3 id={`member-${member._id}`} className="text-lg font-semibold">
            {member.name}
          </h3>
          <p className="text-sm font-medium text-accent-strong">{member.role}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-ink-muted">{member.bio}</p>
      {member.links.length > 0 ? (
        <ul className="mt-5 flex gap-2" aria-label={stegaFree(`${member.name}'s links`)}>
          <SocialLinkItems
            links={member.links}
            linkClassName="grid size-10 place-items-center rounded-full border border-line text-ink-muted transition-colors hover:border-accent hover:text-accent-strong"
          />
        </ul>
      ) : null}
    </article>
  )
}
