import { CallToAction } from '../sections/call-to-action'
import { CoreBlock, isCoreSection, type SectionContext } from './core-sections'
import { FaqBlock } from './faq-block'
import { TeamBlock } from './team-block'
import { FeatureGridBlock, HeroBlock, ImageTextBlock, QuoteBlock, RichTextBlock } from './text-sections'
import type { PageSection } from '~/page-builder/sections'

/** A built page's sections in the editor's order, each with today's components. */
export function PageSections({ sections, clients, contactForm }: { sections: PageSection[] } & SectionContext) {
  return sections.map((section) => {
    const id = `section-${section._key}`
    if (isCoreSection(section)) return <CoreBlock key={section._key} section={section} clients={clients} contactForm={contactForm} />
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
      case 'teamSection':
        return <TeamBlock key={section._key} section={section} id={id} />
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
      default:
        return null
    }
  })
}
