import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CompanyPage } from '~/components/pages/company-page'
import { contentPageMeta } from '~/components/pages/page-meta'
import { requireContent } from '~/site/require-content.server'
import { fetchContent } from '~/content/content.server'
import { companyPageQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'

export const headers = publicPageHeaders

export async function loader() {
  return { page: requireContent(await fetchContent(companyPageQuery), 'The company page') }
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
  return <CompanyPage page={useLoaderData<typeof loader>().page} />
}
