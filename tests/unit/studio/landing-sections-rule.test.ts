import { describe, expect, it } from 'vitest'
import {
  FORM_TWICE,
  HERO_SECTION,
  landingSectionsProblem,
  OLD_SECTION,
  OWN_CONTENT_ELSEWHERE,
  OWN_CONTENT_MISSING,
  OWN_CONTENT_TWICE,
} from '../../../schemas/lib/landing-sections-rule'

// The Studio's rule for a landing page's sections (docs/decisions/240, 250); the dataset
// validation test runs it inside the Studio's own validation.
const of = (...types: string[]) => types.map((_type) => ({ _type }))
const OWN = 'pageContentSection'

describe('a landing page’s sections', () => {
  it.each(['services', 'success-stories', 'team', 'get-started', 'blog'])('%s: its own content exactly once, anywhere', (key) => {
    expect(landingSectionsProblem(key, of(OWN))).toBeNull()
    expect(landingSectionsProblem(key, of('faqSection', OWN, 'ctaSection'))).toBeNull()
    expect(landingSectionsProblem(key, of('faqSection'))).toBe(OWN_CONTENT_MISSING)
    expect(landingSectionsProblem(key, [])).toBe(OWN_CONTENT_MISSING)
    expect(landingSectionsProblem(key, undefined)).toBe(OWN_CONTENT_MISSING)
    expect(landingSectionsProblem(key, of(OWN, 'quoteSection', OWN))).toBe(OWN_CONTENT_TWICE)
  })

  it('home: no own content (its hero and default sections are its content)', () => {
    expect(landingSectionsProblem('home', of('statisticsSection', 'faqSection'))).toBeNull()
    expect(landingSectionsProblem('home', of('statisticsSection', OWN))).toBe(OWN_CONTENT_ELSEWHERE)
  })

  it('refuses an old key-and-heading section and a hero section on every landing page', () => {
    expect(landingSectionsProblem('home', of('pageSection'))).toBe(OLD_SECTION)
    expect(landingSectionsProblem('team', of(OWN, 'pageSection'))).toBe(OLD_SECTION)
    expect(landingSectionsProblem('services', of('heroSection', OWN))).toBe(HERO_SECTION)
  })

  it('get-started: no second enquiry form (its own content is the form, anchored #contact)', () => {
    expect(landingSectionsProblem('get-started', of(OWN, 'enquirySection'))).toBe(FORM_TWICE)
    expect(landingSectionsProblem('team', of(OWN, 'enquirySection'))).toBeNull()
  })

  it('says nothing while no page is chosen (the Page field does)', () => {
    expect(landingSectionsProblem('', of(OWN, OWN))).toBeNull()
  })
})
