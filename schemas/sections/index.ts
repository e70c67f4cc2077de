import { button } from '../objects/nav-item'
import { ctaSection, featureGridSection, imageTextSection, quoteSection, richTextSection } from './content-sections'
import { faqSection } from './faq-section'
import { heroSection } from './hero-section'
import { pageContentSection } from './page-content-section'
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
  pageContentSection,
]

const names = sectionTypes.map((type) => type.name)

/** A built page's sections: all but the landing pages' own content. */
export const SECTION_TYPES = names.filter((type) => type !== 'pageContentSection')

/** A landing page's sections: all but the hero, which the landing page has as its own field. */
export const LANDING_SECTION_TYPES = names.filter((type) => type !== 'heroSection')

export const SECTION_GROUPS = [
  { name: 'text', title: 'Text', of: ['heroSection', 'richTextSection', 'quoteSection', 'faqSection', 'imageTextSection'] },
  {
    name: 'lists',
    title: 'From other content',
    of: ['featureGridSection', 'statisticsSection', 'servicesSection', 'storiesSection', 'teamSection', 'trustedBySection'],
  },
  { name: 'actions', title: 'Actions', of: ['ctaSection', 'enquirySection'] },
  { name: 'page', title: 'This page', of: ['pageContentSection'] },
]

/** Types the sections use besides themselves. */
export const sectionHelperTypes = [button]
