import { describe, expect, it } from 'vitest'
import { checkReadiness, type ReadinessInput } from '~/launch/readiness'
import { gatherReadiness, launchReadiness } from '~/launch/readiness.server'
import { contradictions, factOf } from '~/launch/story'

const READY: ReadinessInput = {
  settings: {
    supportEmail: 'hello@arclight.in',
    phone: '+91 80 2555 1234',
    address: '12 MG Road, Bengaluru 560001, India',
    socialLinks: [{ url: 'https://www.linkedin.com/company/arclight-in' }],
    heroClaims: [
      { value: '98%', label: 'Client Satisfaction' },
      { value: '10+', label: 'Years of Experience' },
    ],
    statistics: [
      { value: '10+', label: 'Years Experience' },
      { value: '200+', label: 'Global Clients' },
    ],
  },
  team: [{ name: 'Meera Shah', links: [{ url: 'https://www.linkedin.com/in/meera-shah' }] }],
  legalPages: [{ title: 'Privacy Policy', reviewNotice: null, text: 'Write to privacy@arclight.in.' }],
  env: { SITE_URL: 'https://www.arclight.in', SANITY_PROJECT_ID: 'abc123', SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'k' },
  brokenImages: [],
}

const ids = (input: ReadinessInput) => checkReadiness(input).map((f) => f.id)
const withSettings = (settings: Partial<ReadinessInput['settings']>) => ({ ...READY, settings: { ...READY.settings, ...settings } })

describe('launch readiness', () => {
  it('finds nothing on a configured site with its own content', () => {
    expect(checkReadiness(READY)).toEqual([])
  })

  it('lists every sample value of the bundled dataset and the unconfigured services', async () => {
    const found = await launchReadiness({})
    expect(found.map((f) => f.id).sort()).toEqual(
      [
        'config-sanity',
        'config-site-url',
        'config-supabase',
        'contact-address',
        'contact-email',
        'contact-phone',
        'contact-social',
        'legal-contact:Cookie Policy',
        'legal-contact:Privacy Policy',
        'legal-contact:Terms of Service',
        'legal-review:Cookie Policy',
        'legal-review:Privacy Policy',
        'legal-review:Terms of Service',
        'team-sample',
      ].sort(),
    )
    expect(found.find((f) => f.id === 'team-sample')?.message).toMatch(/^6 team members are the sample team/)
    expect(found.find((f) => f.id === 'contact-social')?.message).toBe('3 social links still point at the sample accounts.')
  })

  it('reads the bundled content with its links and legal text', async () => {
    const input = await gatherReadiness({})
    expect(input.team).toHaveLength(6)
    expect(input.legalPages.map((p) => p.title)).toEqual(['Privacy Policy', 'Terms of Service', 'Cookie Policy'])
    expect(input.legalPages[0].text).toContain('privacy@arclight.example')
  })

  it.each([
    ['{email}', 'contact-email'],
    ['sales@example.com', 'contact-email'],
    ['hello@arclight.example', 'contact-email'],
    ['team@company.test', 'contact-email'],
  ])('flags the e-mail %s', (supportEmail, id) => {
    expect(ids(withSettings({ supportEmail }))).toEqual([id])
  })

  it('flags fictional and placeholder phone numbers, and spec placeholders', () => {
    expect(ids(withSettings({ phone: '+1 202 555 0143' }))).toEqual(['contact-phone'])
    expect(ids(withSettings({ phone: '{phone}' }))).toEqual(['contact-phone'])
    expect(ids(withSettings({ phone: '+91 80 4921 7700' }))).toEqual(['contact-phone'])
  })

  it('flags SITE_URL unset, on localhost or on an example domain', () => {
    for (const SITE_URL of [undefined, '', 'http://localhost:3000', 'http://127.0.0.1:8080', 'https://www.example.com']) {
      expect(ids({ ...READY, env: { ...READY.env, SITE_URL } })).toEqual(['config-site-url'])
    }
  })

  it('flags Sanity or Supabase not configured', () => {
    expect(ids({ ...READY, env: { ...READY.env, SANITY_PROJECT_ID: undefined } })).toEqual(['config-sanity'])
    expect(ids({ ...READY, env: { ...READY.env, SUPABASE_ANON_KEY: undefined } })).toEqual(['config-supabase'])
  })

  it('flags a legal page still awaiting review, and a sample address in its text', () => {
    const legalPages = [{ title: 'Terms', reviewNotice: 'Not yet reviewed by counsel.', text: 'Mail legal@example.org' }]
    expect(ids({ ...READY, legalPages })).toEqual(['legal-review:Terms', 'legal-contact:Terms'])
  })

  it('flags contradicting statistics and images that do not decode', () => {
    const heroClaims = [{ value: '15+', label: 'Years of Experience' }]
    expect(checkReadiness(withSettings({ heroClaims })).map((f) => f.message)).toEqual([
      'Two different figures for years of experience: 15+ and 10+.',
    ])
    expect(ids({ ...READY, brokenImages: [{ file: 'a.svg', problem: 'not well-formed XML' }] })).toEqual(['image:a.svg'])
  })

  it('flags a built page at one of the site’s own addresses, and pages that share a slug (a hand-edited dataset)', () => {
    const builtPages = [
      { title: 'Admin tips', slug: 'admin' },
      { title: 'Cloud readiness', slug: 'cloud-readiness' },
      { title: 'Cloud readiness (copy)', slug: 'cloud-readiness' },
      { title: 'Security assessment', slug: 'security-assessment' },
      { title: 'Shouting', slug: 'Loud-Page' },
    ]
    expect(checkReadiness({ ...READY, builtPages }).map((f) => f.message)).toEqual([
      'The page “Admin tips” cannot be reached: /admin is one of the site’s own addresses.',
      'The page “Shouting” cannot be reached at /Loud-Page: a slug is lower-case letters, digits and single hyphens.',
      'The pages “Cloud readiness” and “Cloud readiness (copy)” share /cloud-readiness: only one of them is shown there.',
    ])
  })
})

describe('one story', () => {
  it('knows which fact a label speaks of', () => {
    expect(factOf('Years of Experience')).toBe('years of experience')
    expect(factOf('Team Experts')).toBe(factOf('Team Members'))
    expect(factOf('Client Satisfaction')).toBe('client satisfaction')
    expect(factOf('Global Clients')).toBe('clients')
    expect(factOf('Security Monitoring')).toBeNull()
  })

  it('finds the specification readings side by side contradictory, and the bundled settings not', async () => {
    const first = [
      { value: '15+', label: 'Years of Experience' },
      { value: '50+', label: 'Team Experts' },
    ]
    const second = [
      { value: '10+', label: 'Years Experience' },
      { value: '50+', label: 'Team Members' },
    ]
    expect(contradictions([...first, ...second])).toEqual([{ fact: 'years of experience', values: ['15+', '10+'] }])
    const { settings } = await gatherReadiness({})
    expect(contradictions([...settings.heroClaims, ...settings.statistics])).toEqual([])
  })
})
