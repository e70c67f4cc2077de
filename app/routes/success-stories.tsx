import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { contentPageMeta } from '~/seo/page-meta'
import { requireContent } from '~/site/require-content.server'
import { SuccessStoriesPage } from '~/components/pages/success-stories-page'
import { fetchContent } from '~/content/content.server'
import { caseStudiesQuery, landingPageQuery, successStoriesQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'

export const headers = publicPageHeaders

export async function loader() {
  const [page, caseStudies, stories] = await Promise.all([
    fetchContent(landingPageQuery, { key: 'success-stories' }),
    fetchContent(caseStudiesQuery),
    fetchContent(successStoriesQuery),
  ])
  return { page: requireContent(page, 'The success stories landing page'), caseStudies, stories }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(matches, {
    seo: data?.page.seo,
    title: data?.page.hero.title ?? 'Success Stories',
    description: data?.page.hero.subtitle ?? '',
    path: '/success-stories',
    heroImage: data?.page.hero.image,
  })

export default function SuccessStoriesRoute() {
  const data = useLoaderData<typeof loader>()
  return <SuccessStoriesPage {...data} />
}
