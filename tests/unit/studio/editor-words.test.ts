import { describe, expect, it } from 'vitest'
import { schemaTypes } from '../../../schemas'

// Editors never see the specification's own words for its two lists of services ("first
// reading", "second reading", issue 52): every title and description the Studio shows (types,
// fields, groups, options' lists) says what the choice does instead.

const SPEC_WORDS = /\b(first|second)\s+reading\b/i

/** Every title and description in a schema type, with where it sits. */
function shownTexts(value: unknown, where: string, seen = new Set<unknown>()): { where: string; text: string }[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return []
  seen.add(value)
  return Object.entries(value).flatMap(([key, inner]) => {
    const at = `${where}.${key}`
    if ((key === 'title' || key === 'description') && typeof inner === 'string') return [{ where: at, text: inner }]
    return shownTexts(inner, at, seen)
  })
}

const texts = schemaTypes.flatMap((type) => shownTexts(type, type.name))

describe("the Studio's words", () => {
  it('include the services lists and their options (the walk reaches them)', () => {
    const listing = texts.filter(({ where }) => where.startsWith('servicesSection.') || where.startsWith('service.'))
    expect(listing.some(({ where }) => where.includes('.options.list.'))).toBe(true)
    expect(texts.length).toBeGreaterThan(100)
  })

  it('never say "first reading" or "second reading"', () => {
    expect(texts.filter(({ text }) => SPEC_WORDS.test(text))).toEqual([])
  })
})
