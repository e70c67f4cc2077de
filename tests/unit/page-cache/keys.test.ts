import { describe, expect, it } from 'vitest'
import { cacheKey, hasPersonalCookie } from '../../../server/page-cache/keys'

describe('page cache keys', () => {
  it('keeps only the query parameters a page reads', () => {
    expect(cacheKey('GET', '/services?utm_source=x&fbclid=123', undefined)).toBe('/services')
    expect(cacheKey('GET', '/?random=' + Math.random(), undefined)).toBe('/')
    expect(cacheKey('GET', '/blog?page=2&x=1&category=cloud-computing', undefined)).toBe('/blog?category=cloud-computing&page=2')
    expect(cacheKey('GET', '/blog?page=', undefined)).toBe('/blog')
    expect(cacheKey('HEAD', '/company', undefined)).toBe('/company')
  })

  it('answers the public resource routes but not static files or private paths', () => {
    for (const path of ['/sitemap.xml', '/robots.txt', '/blog/rss.xml']) expect(cacheKey('GET', path, undefined)).toBe(path)
    for (const path of [
      '/favicon.svg',
      '/assets/app.js',
      '/admin',
      '/admin/blog',
      '/login',
      '/logout',
      '/healthz',
      '/metrics',
      '/api/revalidate',
      '/media/a.png',
      '/content-images/x.webp',
      '/blog.data',
      '/services/cyber-security.data',
    ])
      expect(cacheKey('GET', path, undefined)).toBeNull()
  })

  it('lets every POST and every preview or data request through', () => {
    expect(cacheKey('POST', '/get-started', undefined)).toBeNull()
    expect(cacheKey('PUT', '/', undefined)).toBeNull()
    expect(cacheKey('GET', '/?preview=1', undefined)).toBeNull()
    expect(cacheKey('GET', '/blog?_data=routes/blog._index', undefined)).toBeNull()
  })

  it('lets requests with a session, a flash toast or a preview state through, with or without a __Host- prefix', () => {
    for (const cookie of [
      'admin_session=abc',
      '__Host-admin_session=abc',
      'theme=dark; flash_toast=xyz',
      '__Host-flash_toast=xyz',
      'sb-abcdef-auth-token=base64-eyJ',
      'sb-abcdef-auth-token.0=part',
      '__Secure-sb-abcdef-auth-token=base64',
      'sanity-preview-perspective=drafts',
    ]) {
      expect(hasPersonalCookie(cookie), cookie).toBe(true)
      expect(cacheKey('GET', '/', cookie), cookie).toBeNull()
    }
  })

  it('serves visitors with only anonymous cookies (the form token, consent) from the cache', () => {
    expect(cacheKey('GET', '/get-started', 'csrf=abc; __Host-csrf=def; cookie_consent=yes')).toBe('/get-started')
    expect(hasPersonalCookie('my_admin_session=1; flash_toasts=2')).toBe(false)
  })

  it('answers an address it has seen alike, the method and cookies still checked per request', () => {
    // The key of an address is remembered; what a request adds to it must not be.
    for (let i = 0; i < 3; i++) {
      expect(cacheKey('GET', '/services?utm_source=x', undefined)).toBe('/services')
      expect(cacheKey('GET', '/services?utm_source=x', 'admin_session=abc')).toBeNull()
      expect(cacheKey('POST', '/services?utm_source=x', undefined)).toBeNull()
      expect(cacheKey('HEAD', '/services?utm_source=x', 'theme=dark')).toBe('/services')
      expect(cacheKey('GET', '/admin', undefined)).toBeNull()
    }
    // More addresses than are remembered, then the first again.
    for (let i = 0; i < 600; i++) expect(cacheKey('GET', `/blog?page=${i + 1}`, undefined)).toBe(`/blog?page=${i + 1}`)
    expect(cacheKey('GET', '/services?utm_source=x', undefined)).toBe('/services')
  })
})
