import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { contentPageMeta } from '~/seo/page-meta'
import { requireContent } from '~/site/require-content.server'
import { ServicesPage } from '~/components/pages/services-page'
import { fetchContent } from '~/content/content.server'
import { landingPageQuery, servicesQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'

export const headers = publicPageHeaders

export async function loader() {
  const [page, services] = await Promise.all([fetchContent(landingPageQuery, { key: 'services' }), fetchContent(servicesQuery)])
  return { page: requireContent(page, 'The services landing page'), services }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(matches, {
    seo: data?.page.seo,
    title: data?.page.hero.title ?? 'Services',
    description: data?.page.hero.subtitle ?? '',
    path: '/services',
    heroImage: data?.page.hero.image,
    breadcrumbs: [{ name: 'Services', path: '/services' }],
  })

export default function ServicesRoute() {
  const data = useLoaderData<typeof loader>()
  return <ServicesPage {...data} />
}
