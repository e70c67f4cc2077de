import type { TrustedClient } from '~/site/trusted-clients.server'
import { ContactSection } from '../sections/contact-section'
import { TrustedBy } from '../sections/trusted-by'
import { ListingBlock } from './listing-sections'
import type { PageSection } from '~/page-builder/sections'

// The sections the home page shows by default, whose components its chunk has anyway: the home
// page renders them without the page builder's lazy chunk (the JavaScript budget, docs/decisions/240).

const CORE = ['statisticsSection', 'servicesSection', 'storiesSection', 'trustedBySection', 'enquirySection'] as const
type CoreSection = Extract<PageSection, { _type: (typeof CORE)[number] }>

export const isCoreSection = (section: PageSection): section is CoreSection => (CORE as readonly string[]).includes(section._type)

export type SectionContext = {
  /** For a Trusted by section: the clients with logos (app/site/trusted-clients.server.ts). */
  clients?: TrustedClient[]
  /** For an enquiry section: the form, placed in the contact section's slot. */
  contactForm?: React.ReactNode
}

export function CoreBlock({ section, clients = [], contactForm }: { section: CoreSection } & SectionContext) {
  switch (section._type) {
    case 'trustedBySection':
      return <TrustedBy clients={clients} />
    case 'enquirySection':
      return (
        <ContactSection heading={section.heading ?? undefined} text={section.intro}>
          {contactForm}
        </ContactSection>
      )
    default:
      return <ListingBlock section={section} id={`section-${section._key}`} />
  }
}
