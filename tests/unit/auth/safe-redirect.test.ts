import { describe, expect, it } from 'vitest'
import { safeRedirect } from '~/auth/guard.server'

describe('safeRedirect', () => {
  it.each([
    ['/admin/clients', '/admin/clients'],
    ['/admin/blog?page=2#top', '/admin/blog?page=2#top'],
    ['/admin/../login', '/login'],
  ])('keeps the same-site path %s', (to, expected) => {
    expect(safeRedirect(to)).toBe(expected)
  })
  it.each([null, undefined, '', 'admin', 'https://evil.example', '//evil.example', '/\\evil.example', '/\tevil', 'javascript:alert(1)'])(
    'falls back for %s',
    (to) => {
      expect(safeRedirect(to)).toBe('/admin/blog')
    },
  )
  // The security review's open redirect: checked before normalising, these became `//evil…`.
  it.each([
    '/..//evil.example/phish',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/admin/..//evil.example',
    '/./\\evil.example',
    '/a/../%5Cevil',
  ])('falls back for %s, which normalises to another host', (to) => {
    expect(safeRedirect(to)).toBe('/admin/blog')
  })
})
