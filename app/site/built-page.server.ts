import { fetchContent } from '~/content/content.server'
import { pageBySlugQuery } from '~/content/queries'
import type { PageBySlugQueryResult } from '~/content/sanity.types'
import { loadEnquiryForm, type PageCacheFill } from '~/enquiry/enquiry.server'
import { trustedClients, type TrustedClient } from './trusted-clients.server'

// A page editors build in the Studio (schemas/documents/page.ts), served at /<slug> by the
// catch-all route: its sections, and what some of them need besides the query (the clients with
// logos, the enquiry form's token).

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

type Page = NonNullable<PageBySlugQueryResult>
type EnquiryForm = Awaited<ReturnType<typeof loadEnquiryForm>>['enquiryForm']
type BuiltPageBody = { page: Page; clients: TrustedClient[]; enquiryForm: EnquiryForm | null }

/** The page at /<splat>, or null (no such page: the route answers 404). */
export async function loadBuiltPage(splat: string, request: Request, fill: PageCacheFill | undefined) {
  if (!SLUG.test(splat)) return null
  const page = await fetchContent(pageBySlugQuery, { slug: splat })
  if (!page) return null
  const has = (type: Page['sections'][number]['_type']) => page.sections.some((section) => section._type === type)
  const [clients, enquiry] = await Promise.all([
    has('trustedBySection') ? trustedClients() : [],
    has('enquirySection') ? loadEnquiryForm(request, undefined, fill) : null,
  ])
  const body: BuiltPageBody = { page, clients, enquiryForm: enquiry?.enquiryForm ?? null }
  // With the form, the page holds one visitor's token: private (enquiry.server.ts).
  return { body, headers: enquiry?.headers ?? new Headers() }
}
