import { button } from '../objects/nav-item'
import { ctaSection, featureGridSection, imageTextSection, quoteSection, richTextSection } from './content-sections'
import { faqSection } from './faq-section'
import { heroSection } from './hero-section'
import { enquirySection, servicesSection, statisticsSection, storiesSection, teamSection, trustedBySection } from './listing-sections'

// The page builder's sections, in the order the insert menu lists them.
export const sectionTypes = [
  heroSection,
  richTextSection,
  featureGridSection,
  statisticsSection,
  servicesSection,
  storiesSection,
  teamSection,
  trustedBySection,
  quoteSection,
  faqSection,
  imageTextSection,
  ctaSection,
  enquirySection,
]

export const SECTION_TYPES = sectionTypes.map((type) => type.name)

/** A landing page's sections: all but the hero, which the landing page has as its own field. */
export const LANDING_SECTION_TYPES = SECTION_TYPES.filter((type) => type !== 'heroSection')

export const SECTION_GROUPS = [
  { name: 'text', title: 'Text', of: ['heroSection', 'richTextSection', 'quoteSection', 'faqSection', 'imageTextSection'] },
  {
    name: 'lists',
    title: 'From other content',
    of: ['featureGridSection', 'statisticsSection', 'servicesSection', 'storiesSection', 'teamSection', 'trustedBySection'],
  },
  { name: 'actions', title: 'Actions', of: ['ctaSection', 'enquirySection'] },
]

/** Types the sections use besides themselves. */
export const sectionHelperTypes = [button]
