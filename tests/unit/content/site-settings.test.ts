import { afterEach, describe, expect, it } from 'vitest'
import { fetchContent, fetchSiteSettings, describeContentSource, checkContentSource, setContentSource } from '~/content/content.server'
import { siteSettingsQuery } from '~/content/queries'

afterEach(() => setContentSource(undefined))

describe('siteSettingsQuery on the bundled dataset', () => {
  it('returns the singleton with the spec placeholders and both statistics readings', async () => {
    const settings = await fetchContent(siteSettingsQuery)
    expect(settings).toMatchObject({
      companyName: 'Arclight Technologies',
      supportEmail: '{email}',
      phone: '{phone}',
    })
    expect(settings?.address).toMatch(/India/)
    expect(settings?.socialLinks.map((l) => l.platform)).toEqual(['x', 'linkedin', 'github'])
    expect(settings?.heroClaims).toEqual([
      { value: '15+', label: 'Years of Experience' },
      { value: '500+', label: 'Projects Delivered' },
      { value: '98%', label: 'Client Satisfaction' },
      { value: '50+', label: 'Team Experts' },
    ])
    expect(settings?.statistics).toEqual([
      { value: '10+', label: 'Years Experience' },
      { value: '500+', label: 'Projects Completed' },
      { value: '50+', label: 'Team Members' },
      { value: '200+', label: 'Global Clients' },
    ])
  })

  it('is what fetchSiteSettings returns, and the source is the bundled one', async () => {
    expect((await fetchSiteSettings()).companyName).toBe('Arclight Technologies')
    expect(describeContentSource().kind).toBe('bundled')
    expect(await checkContentSource()).toBe(true)
  })
})
