import { useLoaderData } from '@remix-run/react'
import { landingPageMeta } from '~/seo/page-meta'
import { TeamPage } from '~/components/pages/team-page'
import { fetchContent } from '~/content/content.server'
import { teamMembersQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'
import { landingPageWithSections } from '~/page-builder/landing-sections.server'

export const headers = publicPageHeaders

export async function loader() {
  const [landing, members] = await Promise.all([landingPageWithSections('team', 'The team landing page'), fetchContent(teamMembersQuery)])
  return { ...landing, members }
}

export const meta = landingPageMeta('/team', 'Our Team')

export default function TeamRoute() {
  return <TeamPage {...useLoaderData<typeof loader>()} />
}
