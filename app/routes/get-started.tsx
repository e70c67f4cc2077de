import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EnquiryForm } from '~/components/enquiry/enquiry-form'
import { GetStartedPage } from '~/components/pages/get-started-page'
import { contentPageMeta } from '~/seo/page-meta'
import { requireContent } from '~/site/require-content.server'
import { fetchContent } from '~/content/content.server'
import { landingPageQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'
import { enquiryAction, loadEnquiryForm } from '~/enquiry/enquiry.server'

export const headers = publicPageHeaders

export async function loader() {
  loadEnquiryForm()
  const page = await fetchContent(landingPageQuery, { key: 'get-started' })
  return { page: requireContent(page, 'The get-started landing page') }
}

export const action = enquiryAction('/get-started')
export { enquiryClientAction as clientAction } from '~/components/enquiry/client-action'

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
  return <GetStartedPage page={page} form={<EnquiryForm />} />
}
