import { afterEach, describe, expect, test, vi } from 'vitest'
import { isStaffPath } from '~/site/staff-area'
import { plausibleRequest, prefersNoTracking, sendPageView, shouldTrack, type AnalyticsConfig } from '~/analytics/analytics'
import { readAnalyticsConfig } from '~/analytics/config.server'

const plausible: AnalyticsConfig = { provider: 'plausible', domain: 'example.com', apiHost: 'https://plausible.io' }
const noSignals = { doNotTrack: null, globalPrivacyControl: undefined, windowDoNotTrack: undefined }

describe('configuration from the environment', () => {
  test('nothing configured: no analytics', () => {
    expect(readAnalyticsConfig({})).toBeNull()
    expect(readAnalyticsConfig({ PLAUSIBLE_DOMAIN: '  ' })).toBeNull()
  })

  test('Plausible with its own host by default, or a configured one', () => {
    expect(readAnalyticsConfig({ PLAUSIBLE_DOMAIN: 'example.com' })).toEqual(plausible)
    expect(readAnalyticsConfig({ PLAUSIBLE_DOMAIN: 'example.com', PLAUSIBLE_API_HOST: 'https://stats.example.com/' })).toEqual({
      ...plausible,
      apiHost: 'https://stats.example.com',
    })
  })

  test('a PLAUSIBLE_API_HOST that is not an http(s) URL falls back, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readAnalyticsConfig({ PLAUSIBLE_DOMAIN: 'example.com', PLAUSIBLE_API_HOST: 'javascript:alert(1)' })).toEqual(plausible)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  test('GA4 by measurement id; a malformed id is ignored', () => {
    expect(readAnalyticsConfig({ GA4_MEASUREMENT_ID: 'G-ABC123' })).toEqual({ provider: 'ga4', measurementId: 'G-ABC123' })
    expect(readAnalyticsConfig({ GA4_MEASUREMENT_ID: 'UA-1"><script>' })).toBeNull()
  })
})

describe('what is tracked', () => {
  test('/admin and /login pages are private', () => {
    for (const path of ['/admin', '/admin/', '/admin/blog/new', '/login', '/login/']) expect(isStaffPath(path)).toBe(true)
    for (const path of ['/', '/about', '/administration', '/blog/login-tips', '/loginx']) expect(isStaffPath(path)).toBe(false)
  })

  test('Do Not Track and Global Privacy Control are respected', () => {
    expect(prefersNoTracking(noSignals)).toBe(false)
    expect(prefersNoTracking({ ...noSignals, doNotTrack: '1' })).toBe(true)
    expect(prefersNoTracking({ ...noSignals, doNotTrack: '0' })).toBe(false)
    expect(prefersNoTracking({ ...noSignals, windowDoNotTrack: '1' })).toBe(true)
    expect(prefersNoTracking({ ...noSignals, globalPrivacyControl: true })).toBe(true)
  })

  test('shouldTrack needs a provider, a public page and no privacy signal', () => {
    expect(shouldTrack(plausible, '/about', noSignals)).toBe(true)
    expect(shouldTrack(null, '/about', noSignals)).toBe(false)
    expect(shouldTrack(plausible, '/admin/blog', noSignals)).toBe(false)
    expect(shouldTrack(plausible, '/about', { ...noSignals, globalPrivacyControl: true })).toBe(false)
  })
})

describe('sending', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  test('a Plausible page view is one POST to /api/event', () => {
    const { url, init } = plausibleRequest(plausible, 'https://www.example.com/about', '')
    expect(url).toBe('https://plausible.io/api/event')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body)).toEqual({ name: 'pageview', url: 'https://www.example.com/about', domain: 'example.com', referrer: null })
  })

  test('a failing call is swallowed with a console warning', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(() => sendPageView(plausible, 'https://www.example.com/', '')).not.toThrow()
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Analytics: page view not sent.', expect.any(TypeError)))
  })

  test('an error status is a warning too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 503 }))),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    sendPageView(plausible, 'https://www.example.com/', '')
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce())
  })

  test('a fetch that throws at once (blocked) is swallowed too', () => {
    vi.stubGlobal('fetch', () => {
      throw new TypeError('blocked')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(() => sendPageView(plausible, 'https://www.example.com/', '')).not.toThrow()
    expect(warn).toHaveBeenCalledOnce()
  })
})
