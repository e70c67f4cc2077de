import { useLoaderData } from '@remix-run/react'
import { EnquiryForm } from '~/components/enquiry/enquiry-form'
import { GetStartedPage } from '~/components/pages/get-started-page'
import { landingPageMeta } from '~/seo/page-meta'
import { publicPageHeaders } from '~/utils/cache-headers'
import { enquiryAction, loadEnquiryForm } from '~/enquiry/enquiry.server'
import { landingPageWithSections } from '~/page-builder/landing-sections.server'

export const headers = publicPageHeaders

export async function loader() {
  loadEnquiryForm()
  return landingPageWithSections('get-started', 'The get-started landing page')
}

export const action = enquiryAction('/get-started')
export { enquiryClientAction as clientAction } from '~/components/enquiry/client-action'

export const meta = landingPageMeta('/get-started', 'Get Started')

export default function GetStartedRoute() {
  return <GetStartedPage {...useLoaderData<typeof loader>()} form={<EnquiryForm />} />
}
