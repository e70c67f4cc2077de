import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AboutPage } from '~/components/pages/about-page'
import { heroPageMeta } from '~/seo/page-meta'
import { requireContent } from '~/site/require-content.server'
import { fetchContent } from '~/content/content.server'
import { aboutPageQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'

export const headers = publicPageHeaders

export async function loader() {
  return { page: requireContent(await fetchContent(aboutPageQuery), 'The about page') }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  heroPageMeta(matches, data?.page, { title: 'About', path: '/about' })

export default function AboutRoute() {
  return <AboutPage page={useLoaderData<typeof loader>().page} />
}
