import { describe, expect, it } from 'vitest'
import { initialsOf } from '~/components/sections/team-member-card'
import { telHref } from '~/site/site'

describe('small page helpers', () => {
  it('makes initials from the first and last names', () => {
    expect(initialsOf('Ananya Rao')).toBe('AR')
    expect(initialsOf('Maria da Silva Santos')).toBe('MS')
    expect(initialsOf('  kavya ')).toBe('K')
  })

  it('dials a phone number as written', () => {
    expect(telHref('+91 80 4921 7700')).toBe('tel:+918049217700')
    expect(telHref('(020) 7946-0958')).toBe('tel:02079460958')
  })
})
