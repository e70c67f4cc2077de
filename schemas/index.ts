import { aboutPage } from './documents/about-page'
import { blogPost } from './documents/blog-post'
import { caseStudy } from './documents/case-study'
import { category } from './documents/category'
import { companyPage } from './documents/company-page'
import { landingPage } from './documents/landing-page'
import { legalPage } from './documents/legal-page'
import { page } from './documents/page'
import { service } from './documents/service'
import { siteSettings } from './documents/site-settings'
import { successStory } from './documents/success-story'
import { teamMember } from './documents/team-member'
import { companyValue } from './objects/company-value'
import { feature } from './objects/feature'
import { hero } from './objects/hero'
import { imageWithAlt } from './objects/image-with-alt'
import { link } from './objects/link'
import { metric } from './objects/metric'
import { navItem } from './objects/nav-item'
import { pageSection } from './objects/page-section'
import { portableText } from './objects/portable-text'
import { seo } from './objects/seo'
import { socialLink } from './objects/social-link'
import { stat } from './objects/stat'
import { sectionHelperTypes, sectionTypes } from './sections'

// Every schema type, shared by the Studio (studio/sanity.config.ts), typegen
// (scripts/extract-schema.js) and the dataset validation test.
export const schemaTypes = [
  siteSettings,
  page,
  landingPage,
  service,
  caseStudy,
  successStory,
  blogPost,
  category,
  companyPage,
  aboutPage,
  teamMember,
  legalPage,
  seo,
  hero,
  stat,
  socialLink,
  feature,
  metric,
  companyValue,
  pageSection,
  portableText,
  imageWithAlt,
  link,
  navItem,
  ...sectionTypes,
  ...sectionHelperTypes,
]

/** Document types that exist exactly once, with their fixed document ids. */
export const SINGLETONS = {
  siteSettings: 'siteSettings',
  companyPage: 'companyPage',
  aboutPage: 'aboutPage',
} as const
