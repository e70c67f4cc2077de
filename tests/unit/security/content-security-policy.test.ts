import { describe, expect, test } from 'vitest'
import { env } from '~/config/env.server'
import { contentSecurityPolicy, policySources } from '../../../server/security-headers'

// connect-src is our own origin plus the analytics in use, no longer any https: site.
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('Content-Security-Policy', () => {
  test('nothing configured: connect-src is self only; scripts need the nonce', () => {
    const policy = contentSecurityPolicy('abc', { sources: policySources({}) })
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https:")
  })

  test('Plausible (also self-hosted over http) and GA4 add just their endpoints', () => {
    const plausible = policySources({ PLAUSIBLE_DOMAIN: 'example.com', PLAUSIBLE_API_HOST: 'http://127.0.0.1:4600/x' })
    expect(directive(contentSecurityPolicy('n', { sources: plausible }), 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4600")
    expect(directive(contentSecurityPolicy('n', { sources: policySources({ PLAUSIBLE_DOMAIN: 'x' }) }), 'connect-src')).toBe(
      "connect-src 'self' https://plausible.io",
    )
    const ga = directive(contentSecurityPolicy('n', { sources: policySources({ GA4_MEASUREMENT_ID: 'G-ABC123' }) }), 'connect-src')
    expect(ga).toContain('https://*.google-analytics.com')
    expect(ga).not.toMatch(/ https: /)
  })

  test("SENTRY_DSN adds its ingest's origin (not its key or project), and only when set", () => {
    const sources = policySources(env({ SENTRY_DSN: 'https://public-key@o42.ingest.sentry.io/4501' }))
    expect(directive(contentSecurityPolicy('n', { sources }), 'connect-src')).toBe("connect-src 'self' https://o42.ingest.sentry.io")
    const both = policySources(env({ SENTRY_DSN: 'http://key@127.0.0.1:4700/1', PLAUSIBLE_DOMAIN: 'example.com' }))
    expect(both.connect).toEqual(['https://plausible.io', 'http://127.0.0.1:4700'])
    expect(policySources(env({ SENTRY_DSN: '' })).connect).toEqual([])
  })

  test('IMAGE_ORIGINS narrows img-src to listed origins plus the hosted content and storage', () => {
    const sources = policySources({
      IMAGE_ORIGINS: 'https://images.example.com, javascript:alert(1) https://x.example/a;b',
      SANITY_PROJECT_ID: 'p1',
      SUPABASE_URL: 'https://ref.supabase.co',
    })
    expect(directive(contentSecurityPolicy('n', { sources }), 'img-src')).toBe(
      "img-src 'self' data: blob: https://cdn.sanity.io https://ref.supabase.co https://images.example.com https://x.example",
    )
  })
})

describe('the policy reads the environment as the app checked it (app/config/env.server.ts)', () => {
  test('an empty IMAGE_ORIGINS means this site’s images only; unset, any https image', () => {
    expect(policySources(env({ IMAGE_ORIGINS: ' ' })).images).toEqual([])
    expect(policySources(env({})).images).toEqual(['https:'])
  })

  test('values are trimmed as the app trims them', () => {
    const sources = policySources(env({ PLAUSIBLE_DOMAIN: ' example.com ', PLAUSIBLE_API_HOST: ' https://stats.example.com/ ' }))
    expect(sources.connect).toEqual(['https://stats.example.com'])
  })
})
