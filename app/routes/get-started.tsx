import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GetStartedPage } from '~/components/pages/get-started-page'
import { contentPageMeta } from '~/components/pages/page-meta'
import { requireContent } from '~/components/pages/require-content.server'
import { fetchContent } from '~/content/content.server'
import { landingPageQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'

export const headers = publicPageHeaders

export async function loader() {
  return { page: requireContent(await fetchContent(landingPageQuery, { key: 'get-started' }), 'The get-started landing page') }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(matches, {
    seo: data?.page.seo,
    title: data?.page.hero.title ?? 'Get Started',
    description: data?.page.hero.subtitle ?? '',
    path: '/get-started',
    heroImage: data?.page.hero.image,
  })

export default function GetStartedRoute() {
  const { page } = useLoaderData<typeof loader>()
  // The enquiry form joins as <GetStartedPage page={page} form={<EnquiryForm … />} />.
  return <GetStartedPage page={page} />
}
