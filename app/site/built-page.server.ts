import { fetchContent } from '~/content/content.server'
import { pageBySlugQuery } from '~/content/queries'
import type { PageBySlugQueryResult } from '~/content/sanity.types'
import { loadEnquiryForm } from '~/enquiry/enquiry.server'
import { trustedClients, type TrustedClient } from './trusted-clients.server'

// A page editors build in the Studio (schemas/documents/page.ts), served at /<slug> by the
// catch-all route: its sections, and what some of them need besides the query (the clients with
// logos). A page with the enquiry form is public like any other: its token is made in the
// browser (docs/decisions/220).

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

type Page = NonNullable<PageBySlugQueryResult>
export type BuiltPage = { page: Page; clients: TrustedClient[]; hasEnquiryForm: boolean }

/** The page at /<splat>, or null (no such page: the route answers 404). */
export async function loadBuiltPage(splat: string): Promise<BuiltPage | null> {
  if (!SLUG.test(splat)) return null
  const page = await fetchContent(pageBySlugQuery, { slug: splat })
  if (!page) return null
  const has = (type: Page['sections'][number]['_type']) => page.sections.some((section) => section._type === type)
  const hasEnquiryForm = has('enquirySection')
  if (hasEnquiryForm) loadEnquiryForm()
  return { page, clients: has('trustedBySection') ? await trustedClients() : [], hasEnquiryForm }
}
