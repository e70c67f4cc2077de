import { afterEach, describe, expect, it } from 'vitest'
import { fetchContent, describeContentSource, checkContentSource, setContentSource } from '~/content/content.server'
import { requireSiteSettings } from '~/site/require-content.server'
import { siteSettingsQuery } from '~/content/queries'

afterEach(() => setContentSource(undefined))

describe('siteSettingsQuery on the bundled dataset', () => {
  it('returns the singleton with sample contact details, hero claims and the one set of statistics', async () => {
    const settings = await fetchContent(siteSettingsQuery)
    expect(settings).toMatchObject({
      companyName: 'Arclight Technologies',
      supportEmail: 'hello@arclight.example',
      phone: '+91 80 4921 7700',
    })
    expect(settings?.address).toMatch(/Bengaluru.*India/)
    expect(settings?.socialLinks.map((l) => l.platform)).toEqual(['x', 'linkedin', 'github'])
    expect(settings?.socialLinks.every((l) => !/placeholder/.test(l.url ?? ''))).toBe(true)
    // Claims that the statistics below do not repeat or contradict (no "15+ years" beside "10+ years").
    expect(settings?.heroClaims).toEqual([
      { value: '98%', label: 'Client Satisfaction' },
      { value: '24/7', label: 'Security Monitoring' },
      { value: '6', label: 'Core Practices' },
      { value: '1 day', label: 'Reply to Every Enquiry' },
    ])
    expect(settings?.statistics).toEqual([
      { value: '10+', label: 'Years Experience' },
      { value: '500+', label: 'Projects Completed' },
      { value: '50+', label: 'Team Members' },
      { value: '200+', label: 'Global Clients' },
    ])
  })

  it('is what requireSiteSettings returns, and the source is the bundled one', async () => {
    expect((await requireSiteSettings()).companyName).toBe('Arclight Technologies')
    expect(describeContentSource().kind).toBe('bundled')
    expect(await checkContentSource()).toBe(true)
  })
})
