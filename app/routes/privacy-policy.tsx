import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LegalPage } from '~/components/pages/legal-page'
import { LEGAL_PAGES } from '~/content/legal-pages'
import { legalMeta } from '~/seo/legal-meta'
import { requireContent } from '~/site/require-content.server'
import { fetchContent } from '~/content/content.server'
import { legalPageQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'

export const headers = publicPageHeaders

export async function loader() {
  return { page: requireContent(await fetchContent(legalPageQuery, { kind: 'privacy' }), 'The privacy policy') }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => legalMeta(matches, data?.page, LEGAL_PAGES.privacy.path)

export default function PrivacyPolicyRoute() {
  return <LegalPage page={useLoaderData<typeof loader>().page} />
}
