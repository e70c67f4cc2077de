import { useLoaderData } from '@remix-run/react'
import { landingPageMeta } from '~/seo/page-meta'
import { SuccessStoriesPage } from '~/components/pages/success-stories-page'
import { fetchContent } from '~/content/content.server'
import { caseStudiesQuery, successStoriesQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'
import { landingPageWithSections } from '~/page-builder/landing-sections.server'

export const headers = publicPageHeaders

export async function loader() {
  const [landing, caseStudies, stories] = await Promise.all([
    landingPageWithSections('success-stories', 'The success stories landing page'),
    fetchContent(caseStudiesQuery),
    fetchContent(successStoriesQuery),
  ])
  return { ...landing, caseStudies, stories }
}

export const meta = landingPageMeta('/success-stories', 'Success Stories')

export default function SuccessStoriesRoute() {
  return <SuccessStoriesPage {...useLoaderData<typeof loader>()} />
}
