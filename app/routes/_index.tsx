import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { HomePage } from '~/components/pages/home-page'
import { contentPageMeta } from '~/components/pages/page-meta'
import { requireContent } from '~/components/pages/require-content.server'
import { fetchContent, fetchSiteSettings } from '~/content/content.server'
import { landingPageQuery, servicesByReadingQuery, successStoriesQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'

export const headers = publicPageHeaders

export async function loader(_: LoaderFunctionArgs) {
  const [settings, page, services, stories] = await Promise.all([
    fetchSiteSettings(),
    fetchContent(landingPageQuery, { key: 'home' }),
    fetchContent(servicesByReadingQuery, { reading: 'first' }),
    fetchContent(successStoriesQuery),
  ])
  return {
    page: requireContent(page, 'The home landing page'),
    heroClaims: settings.heroClaims,
    statistics: settings.statistics,
    services,
    stories,
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(matches, {
    seo: data?.page.seo,
    title: data?.page.hero.title ?? 'Home',
    description: data?.page.hero.subtitle ?? '',
    path: '/',
    heroImage: data?.page.hero.image,
  })

export default function Index() {
  const data = useLoaderData<typeof loader>()
  // The enquiry form joins as <HomePage {...data} contactForm={<EnquiryForm … />} />.
  return <HomePage {...data} />
}
