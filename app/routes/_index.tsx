import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EnquiryForm } from '~/components/enquiry/enquiry-form'
import { HomePage } from '~/components/pages/home-page'
import { withRichTextHtml } from '~/components/page-builder/rich-text-html.server'
import { faqJsonLd } from '~/seo/faq-json-ld.server'
import { contentPageMeta } from '~/seo/page-meta'
import { requireContent, requireSiteSettings } from '~/site/require-content.server'
import { fetchContent } from '~/content/content.server'
import { landingPageQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'
import { enquiryAction, loadEnquiryForm } from '~/enquiry/enquiry.server'
import { landingSections } from '~/site/landing-sections.server'

export const headers = publicPageHeaders

// The home landing page: its hero, then the sections the editor arranged (by default Trusted by,
// statistics, services, success stories and the contact section with the enquiry form).
export async function loader() {
  loadEnquiryForm()
  const [settings, page, landing] = await Promise.all([
    requireSiteSettings(),
    fetchContent(landingPageQuery, { key: 'home' }),
    landingSections('home'),
  ])
  const home = requireContent(page, 'The home landing page')
  const sections = withRichTextHtml(landing.sections)
  // FAQPage JSON-LD made here, so that its code stays out of the home page's JavaScript.
  return {
    hero: home.hero,
    seo: home.seo,
    heroClaims: settings.heroClaims,
    sections,
    clients: landing.clients,
    faqJsonLd: faqJsonLd(sections),
  }
}

// POST / with form-name=contact (spec §7): the enquiry form in the contact section.
export const action = enquiryAction('/')
export { enquiryClientAction as clientAction } from '~/components/enquiry/client-action'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(matches, {
    seo: data?.seo,
    title: data?.hero.title ?? 'Home',
    description: data?.hero.subtitle ?? '',
    path: '/',
    heroImage: data?.hero.image,
    extra: data?.faqJsonLd,
  })

export default function Index() {
  return <HomePage {...useLoaderData<typeof loader>()} contactForm={<EnquiryForm />} />
}
