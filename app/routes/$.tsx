import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { EnquiryForm } from '~/components/enquiry/enquiry-form'
import { withRichTextHtml } from '~/page-builder/rich-text-html.server'
import { faqJsonLd } from '~/seo/faq-json-ld.server'
import { builtPageMeta } from '~/seo/built-page-meta'
import { loadBuiltPage } from '~/site/built-page.server'
import { notFoundUnlessMoved } from '~/site/not-found.server'
import { slugNow } from '~/content/slug-now.server'
import { enquiryAction } from '~/enquiry/enquiry.server'
import { publicPageHeaders } from '~/utils/cache-headers'

// A page editors built in the Studio, at /<slug>; any other unknown path is a 404 (notFound).
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params['*'] ?? ''
  const built = await loadBuiltPage(slug)
  if (!built) {
    return notFoundUnlessMoved(slug, {
      current: async (lower) => (await loadBuiltPage(lower)) && addressOf(lower),
      former: async (lower) => addressOf(await slugNow('page', lower)),
    })
  }
  // FAQPage JSON-LD made here, so that its code stays out of the page's JavaScript.
  return { ...built, page: { ...built.page, sections: withRichTextHtml(built.page.sections) }, faqJsonLd: faqJsonLd(built.page.sections) }
}

const addressOf = (slug: string | null) => slug && `/${slug}`

export const headers = publicPageHeaders

// The enquiry form of a page with an enquiry section; any other POST is refused (405) as before.
export async function action(args: ActionFunctionArgs) {
  const built = await loadBuiltPage(args.params['*'] ?? '')
  if (!built?.hasEnquiryForm) throw new Response(null, { status: 405 })
  return enquiryAction(`/${built.page.slug}`)(args)
}
export { enquiryClientAction as clientAction } from '~/components/enquiry/client-action'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? builtPageMeta(matches, data.page, data.faqJsonLd) : [])

// A lazy chunk (the JavaScript budget, docs/decisions/100): the server renders it whole into the
// HTML, and the browser keeps that HTML until the chunk has come, as the root's error page.
const PageSections = lazy(() => import('~/components/page-builder/page-sections').then((m) => ({ default: m.PageSections })))

export default function BuiltPageRoute() {
  const body = useLoaderData<typeof loader>()
  const form = body.hasEnquiryForm ? <EnquiryForm /> : null
  return (
    <Suspense fallback={null}>
      <PageSections sections={body.page.sections} clients={body.clients} contactForm={form} />
    </Suspense>
  )
}
