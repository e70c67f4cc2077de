import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AboutPage } from '~/components/pages/about-page'
import { contentPageMeta } from '~/seo/page-meta'
import { requireContent } from '~/site/require-content.server'
import { fetchContent } from '~/content/content.server'
import { aboutPageQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'

export const headers = publicPageHeaders

export async function loader() {
  return { page: requireContent(await fetchContent(aboutPageQuery), 'The about page') }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(matches, {
    seo: data?.page.seo,
    title: data?.page.hero.title ?? 'About',
    description: data?.page.hero.subtitle ?? '',
    path: '/about',
    heroImage: data?.page.hero.image,
  })

export default function AboutRoute() {
  return <AboutPage page={useLoaderData<typeof loader>().page} />
}
