import { useRouteLoaderData } from '@remix-run/react'
import { Mail } from 'lucide-react'
import type { LandingPageQueryResult } from '~/content/sanity.types'
import { fallbackSettings, type RootData } from '~/site/site'
import { ContactSection } from '../sections/contact-section'
import { PageHero } from '../sections/page-hero'
import { sectionOf } from './landing'

type Props = {
  page: NonNullable<LandingPageQueryResult>
  /** The enquiry form, placed in the contact section's slot. */
  form?: React.ReactNode
}

export function GetStartedPage({ page, form }: Props) {
  const formCopy = sectionOf(page.sections, 'form', { heading: 'Tell us about your project' })
  const contactCopy = sectionOf(page.sections, 'contact', { heading: 'Prefer to talk?' })
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow ?? 'Get started'}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        image={page.hero.image}
      />
      <ContactSection
        heading={contactCopy.heading}
        text={contactCopy.text}
        formHeading={formCopy.heading}
        formText={formCopy.text}
        formFirst
        tone="white"
      >
        {form ?? <WriteToUs />}
      </ContactSection>
    </>
  )
}

/** Until the enquiry form is placed here: the quickest way to reach us. */
function WriteToUs() {
  const settings = useRouteLoaderData<RootData>('root')?.settings ?? fallbackSettings
  return (
    <div>
      <p className="text-ink-muted">
        Send us a few lines about your goals, budget and timeline, and a specialist will reply within one business day.
      </p>
      <p className="mt-6">
        <a href={`mailto:${settings.supportEmail}`} className="btn btn-primary">
          <Mail className="h-4 w-4" aria-hidden="true" /> Write to us
        </a>
      </p>
    </div>
  )
}
