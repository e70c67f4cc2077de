import { describe, expect, test } from 'vitest'
import { crossOriginProblem } from '../../../server/cross-origin'

// Cross-site POSTs are refused as Go 1.25's CrossOriginProtection does: Sec-Fetch-Site first,
// Origin against the Host for older browsers, no header at all = not a browser.
const site = { siteOrigin: 'https://www.example.com' }
const post = (headers: Record<string, string>) => ({ method: 'POST', headers: { host: 'localhost:3600', ...headers } })

describe('crossOriginProblem', () => {
  test('safe methods always pass', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(crossOriginProblem({ method, headers: { 'sec-fetch-site': 'cross-site' } }, site)).toBeNull()
    }
  })

  test('same-origin and user-initiated (none) pass; cross-site and same-site are refused', () => {
    expect(crossOriginProblem(post({ 'sec-fetch-site': 'same-origin' }), site)).toBeNull()
    expect(crossOriginProblem(post({ 'sec-fetch-site': 'none' }), site)).toBeNull()
    expect(crossOriginProblem(post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }), site)).toMatch(/cross-site/)
    expect(crossOriginProblem(post({ 'sec-fetch-site': 'same-site', origin: 'https://blog.example.com' }), site)).toMatch(/same-site/)
  })

  test('SITE_URL’s origin is trusted even when the browser calls it cross-site (a proxy in front)', () => {
    expect(crossOriginProblem(post({ 'sec-fetch-site': 'cross-site', origin: 'https://www.example.com' }), site)).toBeNull()
  })

  test('without Sec-Fetch-Site the Origin must be SITE_URL or the Host', () => {
    expect(crossOriginProblem(post({ origin: 'http://localhost:3600' }), site)).toBeNull()
    expect(crossOriginProblem(post({ origin: 'https://www.example.com' }), site)).toBeNull()
    expect(crossOriginProblem(post({ origin: 'http://localhost:3601' }), site)).toMatch(/Origin/)
    expect(crossOriginProblem(post({ origin: 'null' }), site)).toMatch(/Origin: null/)
    expect(crossOriginProblem(post({ origin: 'https://evil.example' }), site)).toMatch(/evil/)
  })

  test('no Sec-Fetch-Site and no Origin: not a browser, left to the CSRF token', () => {
    expect(crossOriginProblem(post({}), site)).toBeNull()
  })

  test('X-Forwarded-Host counts only behind a trusted proxy', () => {
    const request = post({ origin: 'https://shop.example.org', 'x-forwarded-host': 'shop.example.org' })
    expect(crossOriginProblem(request, site)).toMatch(/Origin/)
    expect(crossOriginProblem(request, { ...site, forwardedHost: true })).toBeNull()
  })
})
