import { describe, expect, it } from 'vitest'
import { isCacheableDocument } from '~/entry.server'
import { documentEtag, matchesEtag } from '~/http-cache/etag.server'
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, serviceJsonLd } from '~/seo/json-ld'
import { fallbackSettings } from '~/site/site'

describe('structured data', () => {
  const site = 'https://www.example.com'

  it('describes the organization from the site settings', () => {
    const org = organizationJsonLd({ ...fallbackSettings, socialLinks: [{ platform: 'x', label: 'X', url: 'https://x.com/a' }] }, site)
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Arclight Technologies', url: `${site}/`, sameAs: ['https://x.com/a'] })
  })

  it('describes a service with its provider and canonical URL', () => {
    const service = serviceJsonLd({ title: 'Cyber Security', description: 'd', path: '/services/cyber-security', image: '/img.svg' }, site)
    expect(service).toMatchObject({
      '@type': 'Service',
      name: 'Cyber Security',
      url: `${site}/services/cyber-security`,
      image: `${site}/img.svg`,
      provider: { '@id': `${site}/#organization` },
    })
  })

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const list = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
      ],
      site,
    )
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${site}/services` },
    ])
  })

  it('cannot close the script element it is written into', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

describe('document ETags', () => {
  it('ignores the per-request CSP nonce, so one page has one ETag', () => {
    const a = '<script nonce="abc123">x</script>'
    const b = '<script nonce="zzz999">x</script>'
    expect(documentEtag(a, 'abc123')).toBe(documentEtag(b, 'zzz999'))
    expect(documentEtag(a, 'abc123')).not.toBe(documentEtag('<script nonce="abc123">y</script>', 'abc123'))
    expect(documentEtag(a)).toMatch(/^"[\w-]{32}"$/)
  })

  it("is the page cache's ETag for the same page, which it keeps without the nonce attributes", () => {
    expect(documentEtag('<p>x</p><script nonce="abc123">x</script>', 'abc123')).toBe(documentEtag('<p>x</p><script>x</script>'))
  })

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true)
    expect(matchesEtag('W/"b"', '"b"')).toBe(true)
    expect(matchesEtag('*', '"b"')).toBe(true)
    expect(matchesEtag('"c"', '"b"')).toBe(false)
    expect(matchesEtag(null, '"b"')).toBe(false)
  })

  it('applies to successful GETs of public pages only', () => {
    const get = new Request('http://x/')
    const post = new Request('http://x/', { method: 'POST' })
    const pub = new Headers({ 'Cache-Control': 'public, max-age=60' })
    const priv = new Headers({ 'Cache-Control': 'private, no-store' })
    expect(isCacheableDocument(get, 200, pub)).toBe(true)
    expect(isCacheableDocument(get, 404, pub)).toBe(false)
    expect(isCacheableDocument(get, 200, priv)).toBe(false)
    expect(isCacheableDocument(get, 200, new Headers())).toBe(false)
    expect(isCacheableDocument(post, 200, pub)).toBe(false)
  })
})
