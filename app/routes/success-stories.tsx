import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { heroPageMeta } from '~/seo/page-meta'
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
  heroPageMeta(matches, data?.page, { title: 'Success Stories', path: '/success-stories' })

export default function SuccessStoriesRoute() {
  const data = useLoaderData<typeof loader>()
  return <SuccessStoriesPage {...data} />
}
