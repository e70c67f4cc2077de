import { useRouteLoaderData } from '@remix-run/react'
import Mail from 'lucide-react/icons/mail'
import type { LandingPageQueryResult } from '~/content/sanity.types'
import { fallbackSettings, type RootData } from '~/site/site'
import type { TrustedClient } from '~/site/trusted-clients.server'
import { LandingSections } from '../page-builder/landing-sections'
import type { PageSection } from '~/page-builder/sections'
import { ContactSection } from '../sections/contact-section'
import { PageHero } from '../sections/page-hero'

type Props = {
  page: NonNullable<LandingPageQueryResult>
  sections: PageSection[]
  clients?: TrustedClient[]
  /** The enquiry form, placed in the contact section's slot. */
  form?: React.ReactNode
}

/** The hero, then the editor's sections with the enquiry form and the contact details among them. */
export function GetStartedPage({ page, sections, clients, form }: Props) {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow ?? 'Get started'}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        image={page.hero.image}
      />
      <LandingSections
        sections={sections}
        clients={clients}
        render={(section) =>
          section._type === 'pageContentSection' ? (
            <ContactSection
              heading={section.contactHeading ?? 'Prefer to talk?'}
              text={section.contactText}
              formHeading={section.heading}
              formText={section.intro}
              formFirst
              tone="white"
            >
              {form ?? <WriteToUs />}
            </ContactSection>
          ) : undefined
        }
      />
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
