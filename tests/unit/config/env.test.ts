import { describe, expect, it } from 'vitest'
import { checkEnv, env, errorReportsConfig } from '~/config/env.server'

describe('the environment', () => {
  it('accepts an empty environment: every variable has a default', () => {
    expect(checkEnv({}).SITE_URL).toBeUndefined()
  })

  it('names every bad variable in one message', () => {
    const bad = { SITE_URL: 'www.example.com', ADMIN_INACTIVITY_MS: '10', COOKIE_SECURE: 'yes', GA4_MEASUREMENT_ID: 'UA-1' }
    expect(() => checkEnv(bad)).toThrow(
      /SITE_URL must be an http\(s\) URL[\s\S]*COOKIE_SECURE must be true or false[\s\S]*GA4_MEASUREMENT_ID must look like G-XXXXXXX[\s\S]*ADMIN_INACTIVITY_MS must be a whole number of at least 1000/,
    )
  })

  it('trims values and treats empty ones as unset', () => {
    expect(env({ SITE_URL: '  https://www.example.com ', SMTP_URL: '' })).toMatchObject({
      SITE_URL: 'https://www.example.com',
      SMTP_URL: undefined,
    })
  })

  it('takes a Sentry DSN, refuses anything else, and says whether error reports are on', () => {
    expect(env({ SENTRY_DSN: ' https://abc123@o1.ingest.sentry.io/4501 ' }).SENTRY_DSN).toBe('https://abc123@o1.ingest.sentry.io/4501')
    expect(env({ SENTRY_DSN: 'http://key@127.0.0.1:4700/sentry/1' }).SENTRY_DSN).toBe('http://key@127.0.0.1:4700/sentry/1')
    for (const bad of ['https://o1.ingest.sentry.io/4501', 'https://key@o1.ingest.sentry.io/', 'ftp://key@host/1', 'key@host/1'])
      expect(() => checkEnv({ SENTRY_DSN: bad }), bad).toThrow(/SENTRY_DSN must be a Sentry DSN/)
    const saved = { SENTRY_DSN: process.env.SENTRY_DSN, SENTRY_ENVIRONMENT: process.env.SENTRY_ENVIRONMENT }
    try {
      Object.assign(process.env, { SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/2', SENTRY_ENVIRONMENT: 'staging' })
      expect(errorReportsConfig()).toEqual({ dsn: 'https://abc@o1.ingest.sentry.io/2', environment: 'staging' })
      delete process.env.SENTRY_DSN
      expect(errorReportsConfig()).toBeNull()
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  })

  it('requires SESSION_SECRET in production with Supabase', () => {
    expect(() => checkEnv({ NODE_ENV: 'production', SUPABASE_URL: 'https://ref.supabase.co', SUPABASE_ANON_KEY: 'k' })).toThrow(
      /SESSION_SECRET must be set/,
    )
  })

  it('parses defaults and derived values once: numbers, the rate limit, the page cache and cookie security', () => {
    expect(env({})).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', HEADERS_TIMEOUT_MS: 10_000, REQUEST_TIMEOUT_MS: 120_000 })
    expect(env({ ENQUIRY_RATE_LIMIT: '2/1h' }).ENQUIRY_RATE_LIMIT).toEqual({ max: 2, windowSeconds: 3600 })
    expect(env({ NODE_ENV: 'production' })).toMatchObject({ isProduction: true, PAGE_CACHE_MB: 64, secureCookies: true })
    expect(env({})).toMatchObject({ isProduction: false, PAGE_CACHE_MB: 0, secureCookies: false })
    expect(env({ NODE_ENV: 'production', SITE_URL: 'http://intranet.example' }).secureCookies).toBe(false)
    expect(env({ NODE_ENV: 'production', SITE_URL: 'http://intranet.example', COOKIE_SECURE: 'true' }).secureCookies).toBe(true)
    expect(env({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).secureCookies).toBe(false)
  })
})
