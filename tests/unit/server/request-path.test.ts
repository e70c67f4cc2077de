import { describe, expect, it } from 'vitest'
import { cacheKey } from '../../../server/page-cache/keys'
import { bodyLimit } from '../../../server/body-limit'
import { canonicalLocation, canonicalPath, isTooDeep, originForm, routePath } from '../../../server/request-path'

// One path for every decision: the one Remix routes on (WHATWG URL parsing, decoded segments,
// case-insensitive matching). Each spelling below must be judged as the path it runs as.
describe('the path a request is for', () => {
  it.each([
    ['/admin/../get-started', '/get-started'],
    ['/x/../admin/blog/edit/34', '/admin/blog/edit/34'],
    ['/%2e%2e/admin', '/admin'],
    ['/a/.%2E/admin', '/admin'],
    ['/%61dmin/media', '/admin/media'],
    ['//admin//media', '/admin/media'],
    ['/\\admin\\media', '/admin/media'],
    ['/%5C', '/'],
    ['/%5c%5Cadmin%5Cmedia', '/admin/media'],
    ['/admin%2Fmedia', '/admin%2Fmedia'],
    ['/blog/caf%C3%A9', '/blog/caf%C3%A9'],
    ['/blog?page=2', '/blog'],
  ])('%s is %s', (target, path) => {
    expect(canonicalPath(target)).toBe(path)
  })

  it('a plain path (the fast path that skips the URL parser) is what the parser makes of it', () => {
    const parsed = (path: string) => new URL(path.replace(/^\/+/, '/'), 'http://localhost').pathname.replace(/\/{2,}/g, '/')
    const alphabet = ['a', 'Z', '0', '-', '_', '~', '.', '/', '..', '/.', '/..']
    let seed = 7
    const pick = () => alphabet[(seed = (seed * 48271) % 2147483647) % alphabet.length]
    for (let i = 0; i < 5000; i++) {
      const path = `/${Array.from({ length: 1 + (i % 9) }, pick).join('')}`
      expect(canonicalPath(path), path).toBe(parsed(path))
    }
    for (const path of ['/', '/blog/', '/blog/rss.xml', '/.well-known/x', '/a/.', '/a/..', '/a/./b', '/a~b'])
      expect(canonicalPath(path), path).toBe(parsed(path))
  })

  it('routes case-insensitively, without .data or a trailing slash', () => {
    expect(routePath('/ADMIN/Media.data')).toBe('/admin/media')
    expect(routePath('/blog/')).toBe('/blog')
    expect(routePath('/')).toBe('/')
    expect(routePath('*')).toBeNull()
  })

  it('sends a spelling that is not canonical to the canonical address, query kept; never off-site', () => {
    expect(canonicalLocation('/blog')).toBeNull()
    expect(canonicalLocation('/blog/caf%C3%A9?x=1')).toBeNull()
    expect(canonicalLocation('/x/../blog?page=2')).toBe('/blog?page=2')
    expect(canonicalLocation('//evil.example/x')).toBe('/evil.example/x')
    expect(canonicalLocation('/\\evil.example')).toBe('/evil.example')
  })

  it('gives a page one spelling: lower case, no trailing slash; files keep their names', () => {
    expect(canonicalLocation('/About')).toBe('/about')
    expect(canonicalLocation('/about/?x=1')).toBe('/about?x=1')
    expect(canonicalLocation('/Services/Cyber-Security/')).toBe('/services/cyber-security')
    expect(canonicalLocation('/blog?category=Cloud')).toBeNull() // the query is the page's own business
    expect(canonicalLocation('/')).toBeNull()
    // An address with escapes is no page's: left as sent, for the decoding check and the 404.
    expect(canonicalLocation('/blog/Caf%C3%A9')).toBeNull()
    expect(canonicalLocation('/blog/%E0%A4%A')).toBeNull()
    for (const file of [
      '/assets/entry.client-B2JjX7tB.js',
      '/media/1732300000000-Team-Photo.png',
      '/content-images/Logo.svg',
      '/media/Report',
    ]) {
      expect([file, canonicalLocation(file)]).toEqual([file, null])
    }
  })

  it('reads a target in absolute form as the path it names', () => {
    expect(originForm('http://x/%5C')).toBe('/%5C')
    expect(canonicalLocation(originForm('http://x/%5C'))).toBe('/')
    expect(originForm('HTTPS://host:8080/blog?page=2')).toBe('/blog?page=2')
    expect(originForm('/already')).toBe('/already')
    expect(originForm('*')).toBe('*')
  })

  it('knows an address deeper than any page', () => {
    expect(isTooDeep('/a'.repeat(32))).toBe(false)
    expect(isTooDeep('/a'.repeat(33))).toBe(true)
    expect(isTooDeep(`/blog?x=${'/a'.repeat(100)}`)).toBe(false) // the query does not count
    expect(cacheKey('GET', '/a'.repeat(100), undefined)).toBeNull()
  })

  it('body limits: a staff page however it is spelled, a public one however it is dressed up', () => {
    const staff = { staff: true, env: {} }
    for (const target of ['/x/../admin/media', '/%61dmin/media', '/ADMIN/media', '//admin//media']) {
      expect(bodyLimit(routePath(target)!, staff).upload).toBe(true)
    }
    expect(bodyLimit(routePath('/admin/../get-started')!, staff).bytes).toBe(64 * 1024)
    expect(bodyLimit(routePath('/admin%2Fmedia')!, staff).bytes).toBe(64 * 1024)
    expect(bodyLimit(routePath('/admin/media')!, { staff: false }).bytes).toBe(64 * 1024)
  })

  it('the page cache: private paths in any case, and no key for a spelling it was not given canonical', () => {
    for (const path of ['/ADMIN', '/Admin/blog', '/LOGIN', '/Api/revalidate', '/x/../admin', '//admin', '/admin%2Fblog', '/%61bout']) {
      expect([path, cacheKey('GET', path, undefined)]).toEqual([path, null])
    }
    expect(cacheKey('GET', '/administrator', undefined)).toBe('/administrator') // not the staff area: a public 404
    expect(cacheKey('GET', '/about', undefined)).toBe('/about')
  })
})
