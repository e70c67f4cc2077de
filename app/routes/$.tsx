import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { EnquiryForm } from '~/components/enquiry/enquiry-form'
import { withRichTextHtml } from '~/components/page-builder/rich-text-html.server'
import { faqJsonLd } from '~/seo/faq-json-ld.server'
import { pageMeta } from '~/seo/meta'
import { builtPageMeta } from '~/seo/built-page-meta'
import { loadBuiltPage } from '~/site/built-page.server'
import { enquiryAction } from '~/enquiry/enquiry.server'
import { publicPageHeaders } from '~/utils/cache-headers'

// A page editors built in the Studio, at /<slug>; any other unknown path answers HTTP 404 with
// the Not Found page.
export async function loader({ params }: LoaderFunctionArgs) {
  const built = await loadBuiltPage(params['*'] ?? '')
  if (!built) return data(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } })
  // FAQPage JSON-LD made here, so that its code stays out of the page's JavaScript.
  return { ...built, page: { ...built.page, sections: withRichTextHtml(built.page.sections) }, faqJsonLd: faqJsonLd(built.page.sections) }
}

export const headers = publicPageHeaders

// The enquiry form of a page with an enquiry section; any other POST is refused (405) as before.
export async function action(args: ActionFunctionArgs) {
  const built = await loadBuiltPage(args.params['*'] ?? '')
  if (!built?.hasEnquiryForm) throw new Response(null, { status: 405 })
  return enquiryAction(`/${built.page.slug}`)(args)
}
export { enquiryClientAction as clientAction } from '~/components/enquiry/client-action'

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data
    ? builtPageMeta(matches, data.page, data.faqJsonLd)
    : pageMeta(matches, { title: 'Page not found', description: 'This page does not exist.', path: location.pathname, noindex: true })

// Both are lazy chunks (the JavaScript budget, docs/decisions/100): the server renders them whole
// into the HTML, and the browser keeps that HTML until their chunk has come, as the root's error page.
const PageSections = lazy(() => import('~/components/page-builder/page-sections').then((m) => ({ default: m.PageSections })))
const NotFound = lazy(() => import('~/components/not-found').then((m) => ({ default: m.NotFound })))

export default function BuiltPageRoute() {
  const body = useLoaderData<typeof loader>()
  const form = body?.hasEnquiryForm ? <EnquiryForm /> : null
  return (
    <Suspense fallback={null}>
      {body ? <PageSections sections={body.page.sections} clients={body.clients} contactForm={form} /> : <NotFound />}
    </Suspense>
  )
}
