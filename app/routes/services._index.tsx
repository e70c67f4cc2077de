import { useLoaderData } from '@remix-run/react'
import { landingPageMeta } from '~/seo/page-meta'
import { ServicesPage } from '~/components/pages/services-page'
import { fetchContent } from '~/content/content.server'
import { servicesQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'
import { landingPageWithSections } from '~/page-builder/landing-sections.server'

export const headers = publicPageHeaders

export async function loader() {
  const [landing, services] = await Promise.all([
    landingPageWithSections('services', 'The services landing page'),
    fetchContent(servicesQuery),
  ])
  return { ...landing, services }
}

export const meta = landingPageMeta('/services', 'Services', [{ name: 'Services', path: '/services' }])

export default function ServicesRoute() {
  return <ServicesPage {...useLoaderData<typeof loader>()} />
}
