// What the specification says each public page shows, word for word where it gives words (the
// services and case studies: tests/fixtures/services.ts).
import { CASE_STUDIES, SECOND_READING, SPEC_FEATURES } from '../fixtures/services'
// Claims that neither repeat nor contradict the statistics (one story).
export const HERO_CLAIMS = [
  ['98%', 'Client Satisfaction'],
  ['24/7', 'Security Monitoring'],
  ['6', 'Core Practices'],
  ['1 day', 'Reply to Every Enquiry'],
]

/** The one set of statistics (site settings), on the home and company pages. */
export const STATISTICS = [
  ['10+', 'Years Experience'],
  ['500+', 'Projects Completed'],
  ['50+', 'Team Members'],
  ['200+', 'Global Clients'],
]

export const VALUES = ['Trust & Security', 'Innovation', 'Collaboration', 'Excellence']

export const STATIC_ROUTES = [
  '/',
  '/about',
  '/company',
  '/team',
  '/success-stories',
  '/get-started',
  '/privacy-policy',
  '/terms',
  '/cookies-policy',
  '/services',
]

/** Every public route of this issue (the blog has its own). */
export const ALL_ROUTES = [
  ...STATIC_ROUTES,
  ...CASE_STUDIES.map((slug) => `/case-studies/${slug}`),
  ...Object.keys(SPEC_FEATURES).map((slug) => `/services/${slug}`),
  ...SECOND_READING.map((slug) => `/services/${slug}`),
].filter((path, index, all) => all.indexOf(path) === index)

export const SITE = 'https://www.example.com'

/** The bundled sample contact details (site settings). */
export const CONTACT = { email: 'hello@arclight.example', phone: '+91 80 4921 7700', tel: 'tel:+918049217700' }
