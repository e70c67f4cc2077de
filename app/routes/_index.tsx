import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EnquiryForm } from '~/components/enquiry/enquiry-form'
import { HomePage } from '~/components/pages/home-page'
import { contentPageMeta } from '~/seo/page-meta'
import { requireContent } from '~/site/require-content.server'
import { fetchContent, fetchSiteSettings } from '~/content/content.server'
import { landingPageQuery, servicesByReadingQuery, successStoriesQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'
import { enquiryAction, loadEnquiryForm } from '~/enquiry/enquiry.server'
import { trustedClients } from '~/site/trusted-clients.server'

export const headers = publicPageHeaders

export async function loader() {
  loadEnquiryForm()
  const [settings, page, services, stories, clients] = await Promise.all([
    fetchSiteSettings(),
    fetchContent(landingPageQuery, { key: 'home' }),
    fetchContent(servicesByReadingQuery, { reading: 'first' }),
    fetchContent(successStoriesQuery),
    trustedClients(),
  ])
  return {
    page: requireContent(page, 'The home landing page'),
    heroClaims: settings.heroClaims,
    statistics: settings.statistics,
    services,
    stories,
    clients,
  }
}

// POST / with form-name=contact (spec §7): the enquiry form in the contact section.
export const action = enquiryAction('/')
export { enquiryClientAction as clientAction } from '~/components/enquiry/client-action'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(matches, {
    seo: data?.page.seo,
    title: data?.page.hero.title ?? 'Home',
    description: data?.page.hero.subtitle ?? '',
    path: '/',
    heroImage: data?.page.hero.image,
  })

export default function Index() {
  const home = useLoaderData<typeof loader>()
  return <HomePage {...home} contactForm={<EnquiryForm />} />
}
