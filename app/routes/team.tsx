import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { contentPageMeta } from '~/seo/page-meta'
import { requireContent } from '~/site/require-content.server'
import { TeamPage } from '~/components/pages/team-page'
import { fetchContent } from '~/content/content.server'
import { landingPageQuery, teamMembersQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'

export const headers = publicPageHeaders

export async function loader() {
  const [page, members] = await Promise.all([fetchContent(landingPageQuery, { key: 'team' }), fetchContent(teamMembersQuery)])
  return { page: requireContent(page, 'The team landing page'), members }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(matches, {
    seo: data?.page.seo,
    title: data?.page.hero.title ?? 'Our Team',
    description: data?.page.hero.subtitle ?? '',
    path: '/team',
    heroImage: data?.page.hero.image,
  })

export default function TeamRoute() {
  const data = useLoaderData<typeof loader>()
  return <TeamPage {...data} />
}
