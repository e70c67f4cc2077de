import type { TrustedClient } from '~/site/trusted-clients.server'
import { CallToAction } from '../sections/call-to-action'
import { ContactSection } from '../sections/contact-section'
import { FaqBlock } from './faq-block'
import { ListingBlock, TrustedByBlock } from './listing-sections'
import { FeatureGridBlock, HeroBlock, ImageTextBlock, QuoteBlock, RichTextBlock } from './text-sections'
import type { PageSection } from './types'

type Props = {
  sections: PageSection[]
  /** For a Trusted by section: the clients with logos (app/site/trusted-clients.server.ts). */
  clients?: TrustedClient[]
  /** For an enquiry section: the form, placed in the contact section's slot. */
  contactForm?: React.ReactNode
}

/** A built page's sections in the editor's order, each with today's components. */
export function PageSections({ sections, clients = [], contactForm }: Props) {
  return sections.map((section) => {
    const id = `section-${section._key}`
    switch (section._type) {
      case 'heroSection':
        return <HeroBlock key={section._key} section={section} />
      case 'richTextSection':
        return <RichTextBlock key={section._key} section={section} id={id} />
      case 'featureGridSection':
        return <FeatureGridBlock key={section._key} section={section} id={id} />
      case 'imageTextSection':
        return <ImageTextBlock key={section._key} section={section} id={id} />
      case 'quoteSection':
        return <QuoteBlock key={section._key} section={section} />
      case 'faqSection':
        return <FaqBlock key={section._key} section={section} id={id} />
      case 'statisticsSection':
      case 'servicesSection':
      case 'storiesSection':
      case 'teamSection':
        return <ListingBlock key={section._key} section={section} id={id} />
      case 'trustedBySection':
        return <TrustedByBlock key={section._key} clients={clients} />
      case 'ctaSection':
        return (
          <CallToAction
            key={section._key}
            heading={section.heading ?? ''}
            text={section.intro}
            buttonLabel={section.buttonLabel ?? undefined}
            link={section.link}
          />
        )
      case 'enquirySection':
        return (
          <ContactSection key={section._key} heading={section.heading ?? undefined} text={section.intro}>
            {contactForm}
          </ContactSection>
        )
      default:
        return null
    }
  })
}
