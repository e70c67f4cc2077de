import { describe, expect, it } from 'vitest'
import { groupServices } from '~/services/service-groups'
import { closingParagraph, relatedServices, SERVICES_WITH_CONTACT, serviceCrumbs } from '~/services/service-rules'

describe('service page rules', () => {
  it('writes the closing paragraph of the specification with the service title', () => {
    expect(closingParagraph('Cyber Security')).toBe("Ready to transform your business with our Cyber Security? Let's discuss your project.")
    expect(SERVICES_WITH_CONTACT.has('cyber-security')).toBe(true)
  })

  it('suggests up to three other services of the same reading, the next ones first', () => {
    const all = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug, readings: ['first'] })) as never
    const second = { slug: 'x', readings: ['second'] }
    expect(
      relatedServices({ slug: 'b', readings: ['first'] }, [...(all as []), second] as never).map((s: { slug: string }) => s.slug),
    ).toEqual(['c', 'd', 'e'])
    expect(relatedServices({ slug: 'e', readings: ['first'] }, all).map((s: { slug: string }) => s.slug)).toEqual(['a', 'b', 'c'])
  })

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
})

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
