import { BUILT_FROM_SECTIONS, WITH_OWN_CONTENT } from '../objects/options'

// What a landing page's `sections` may hold (docs/decisions/240, 250): page-builder sections but
// no hero section (the page has its own hero field) and no old “Section” (a heading by key); the
// pages with content of their own place it with exactly one “This page’s own content” section,
// which no other page has.

export const OWN_CONTENT_MISSING = 'Add one “This page’s own content” section: it places what the page exists for among the others.'
export const OWN_CONTENT_TWICE = 'This page shows its own content once: keep one “This page’s own content” section.'
export const OWN_CONTENT_ELSEWHERE = 'This page has no content of its own: remove the “This page’s own content” section.'
export const OLD_SECTION = 'This page is built from sections: replace each old “Section” with one from the insert menu.'
export const HERO_SECTION = 'This page has its own hero (the Hero field): remove the hero section.'
export const FORM_TWICE = 'Get Started shows the enquiry form as its own content: remove the enquiry form section.'

const includes = (list: readonly string[], value: string) => list.includes(value)

export function landingSectionsProblem(key: string, sections: { _type: string }[] = []): string | null {
  // No page chosen yet: the Page field says so.
  if (!includes(BUILT_FROM_SECTIONS, key)) return null
  if (sections.some((s) => s._type === 'pageSection')) return OLD_SECTION
  if (sections.some((s) => s._type === 'heroSection')) return HERO_SECTION
  // Its own content is the form with the contact details (`#contact`): a second one would repeat both.
  if (key === 'get-started' && sections.some((s) => s._type === 'enquirySection')) return FORM_TWICE
  const own = sections.filter((s) => s._type === 'pageContentSection').length
  if (!includes(WITH_OWN_CONTENT, key)) return own > 0 ? OWN_CONTENT_ELSEWHERE : null
  if (own === 0) return OWN_CONTENT_MISSING
  return own > 1 ? OWN_CONTENT_TWICE : null
}
