import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CompanyPage } from '~/components/pages/company-page'
import { contentPageMeta } from '~/seo/page-meta'
import { requireContent, requireSiteSettings } from '~/site/require-content.server'
import { fetchContent } from '~/content/content.server'
import { companyPageQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'
import { trustedClients } from '~/site/trusted-clients.server'

export const headers = publicPageHeaders

export async function loader() {
  // The statistics are the site's one set (site settings), the same as the home page's band.
  const [page, settings, clients] = await Promise.all([fetchContent(companyPageQuery), requireSiteSettings(), trustedClients()])
  return { page: requireContent(page, 'The company page'), statistics: settings.statistics, clients }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(matches, {
    seo: data?.page.seo,
    title: data?.page.hero.title ?? 'Company',
    description: data?.page.hero.subtitle ?? '',
    path: '/company',
    heroImage: data?.page.hero.image,
  })

export default function CompanyRoute() {
  const { page, statistics, clients } = useLoaderData<typeof loader>()
  return <CompanyPage page={page} statistics={statistics} clients={clients} />
}
