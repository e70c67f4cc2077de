import { describe, expect, it } from 'vitest'
import { checkEnv, DEFAULT_ENQUIRY_RATE_LIMIT, env } from '~/config/env.server'
import { ENQUIRY_TEXT } from '~/enquiry/reply'
import { rateLimitedMessage } from '~/enquiry/rate-limit.server'

/** The limit the environment gives for this ENQUIRY_RATE_LIMIT (the one parser, in the schema). */
const parseEnquiryRateLimit = (value: string | undefined) => env({ ENQUIRY_RATE_LIMIT: value }).ENQUIRY_RATE_LIMIT

describe('ENQUIRY_RATE_LIMIT', () => {
  it('defaults to 5 per 10 minutes', () => {
    expect(parseEnquiryRateLimit(undefined)).toEqual({ max: 5, windowSeconds: 600 })
    expect(parseEnquiryRateLimit('  ')).toEqual(DEFAULT_ENQUIRY_RATE_LIMIT)
  })
  it.each([
    ['5/600', { max: 5, windowSeconds: 600 }],
    ['5/10m', { max: 5, windowSeconds: 600 }],
    ['100 / 1h', { max: 100, windowSeconds: 3600 }],
    ['10000/30s', { max: 10000, windowSeconds: 30 }],
    ['3/24H', { max: 3, windowSeconds: 86400 }],
  ])('reads %j', (value, expected) => {
    expect(parseEnquiryRateLimit(value)).toEqual(expected)
  })
  it.each(['5', 'five/10m', '0/10m', '5/0', '5/25h', '100001/1m', '5/10d', '-1/10m', '5/10m junk'])(
    'refuses %j with a clear message',
    (value) => {
      expect(() => parseEnquiryRateLimit(value)).toThrow(/ENQUIRY_RATE_LIMIT must be "<count>\/<window>"/)
    },
  )
  it('the 429 message names the limit in force; the default one is the form text', () => {
    expect(rateLimitedMessage(DEFAULT_ENQUIRY_RATE_LIMIT)).toBe(ENQUIRY_TEXT.rateLimited)
    expect(rateLimitedMessage({ max: 100, windowSeconds: 3600 })).toBe(
      'Too many enquiries from your network: at most 100 every hour. Please try again later.',
    )
    expect(rateLimitedMessage({ max: 2, windowSeconds: 45 })).toContain('at most 2 every 45 seconds')
  })
})

describe('the start-up check (checkEnv)', () => {
  it('accepts a good ENQUIRY_RATE_LIMIT and content cache bounds, and stops on bad ones naming the variable', () => {
    expect(
      checkEnv({ ENQUIRY_RATE_LIMIT: '100/1h', CONTENT_CACHE_ENTRIES: '500', CONTENT_CACHE_MB: '16' } as unknown as NodeJS.ProcessEnv)
        .ENQUIRY_RATE_LIMIT,
    ).toEqual({ max: 100, windowSeconds: 3600 })
    expect(() => checkEnv({ ENQUIRY_RATE_LIMIT: '5/25h' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /ENQUIRY_RATE_LIMIT must be "<count>\/<window>"/,
    )
    expect(() => checkEnv({ ENQUIRY_RATE_LIMIT: 'lots' } as unknown as NodeJS.ProcessEnv)).toThrow(/ENQUIRY_RATE_LIMIT/)
    expect(() => checkEnv({ CONTENT_CACHE_MB: '0' } as unknown as NodeJS.ProcessEnv)).toThrow(/CONTENT_CACHE_MB/)
  })
})
