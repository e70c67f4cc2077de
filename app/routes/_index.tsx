import { useLoaderData } from '@remix-run/react'
import { EnquiryForm } from '~/components/enquiry/enquiry-form'
import { HomePage } from '~/components/pages/home-page'
import { landingPageMeta } from '~/seo/page-meta'
import { requireSiteSettings } from '~/site/require-content.server'
import { publicPageHeaders } from '~/utils/cache-headers'
import { enquiryAction, loadEnquiryForm } from '~/enquiry/enquiry.server'
import { landingPageWithSections } from '~/page-builder/landing-sections.server'

export const headers = publicPageHeaders

// The home landing page: its hero, then the sections the editor arranged (by default Trusted by,
// statistics, services, success stories and the contact section with the enquiry form).
export async function loader() {
  loadEnquiryForm()
  const [settings, landing] = await Promise.all([requireSiteSettings(), landingPageWithSections('home', 'The home landing page')])
  return { ...landing, heroClaims: settings.heroClaims }
}

// POST / with form-name=contact: the enquiry form in the contact section.
export const action = enquiryAction('/')
export { enquiryClientAction as clientAction } from '~/components/enquiry/client-action'

export const meta = landingPageMeta('/', 'Home')

export default function Index() {
  return <HomePage {...useLoaderData<typeof loader>()} contactForm={<EnquiryForm />} />
}
