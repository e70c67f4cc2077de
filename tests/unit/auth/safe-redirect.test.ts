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
})
