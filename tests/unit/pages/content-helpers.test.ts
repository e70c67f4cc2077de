import { describe, expect, it } from 'vitest'
import { serviceCrumbs } from '~/components/pages/service-page'
import { initialsOf } from '~/components/sections/team-member-card'
import { groupServices } from '~/services/service-groups'
import { telHref } from '~/site/site'

describe('groupServices', () => {
  const s = (id: string, parentId: string | null = null) => ({ _id: id, parentId })

  it('lists main services in order, each with its specialisms in theirs', () => {
    const groups = groupServices([s('security'), s('cloud'), s('pentest', 'security'), s('backup', 'cloud'), s('managed', 'security')])
    expect(groups.map((g) => [g.service._id, g.specialisms.map((x) => x._id)])).toEqual([
      ['security', ['pentest', 'managed']],
      ['cloud', ['backup']],
    ])
  })

  it('shows a specialism whose main service is missing (or itself) as a main service', () => {
    expect(groupServices([s('a'), s('orphan', 'gone'), s('self', 'self')]).map((g) => g.service._id)).toEqual(['a', 'orphan', 'self'])
  })
})

describe('small page helpers', () => {
  it('puts the main service in a specialism breadcrumb', () => {
    expect(
      serviceCrumbs({
        title: 'Penetration Testing',
        slug: 'penetration-testing',
        parent: { title: 'Cyber Security', slug: 'cyber-security' },
      }),
    ).toEqual([
      { name: 'Services', path: '/services' },
      { name: 'Cyber Security', path: '/services/cyber-security' },
      { name: 'Penetration Testing', path: '/services/penetration-testing' },
    ])
  })

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
