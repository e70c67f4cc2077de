import { describe, expect, it } from 'vitest'
import { parseEnquiryRateLimit } from '~/enquiry/rate-limit.server'

describe('ENQUIRY_RATE_LIMIT', () => {
  it('is 5 per 10 minutes unless set', () => {
    expect(parseEnquiryRateLimit(undefined)).toEqual({ max: 5, windowSeconds: 600 })
  })
  it('takes <count>/<window>', () => {
    expect(parseEnquiryRateLimit('100000/10m')).toEqual({ max: 100000, windowSeconds: 600 })
    expect(parseEnquiryRateLimit('20/90')).toEqual({ max: 20, windowSeconds: 90 })
  })
  it('refuses values that would turn the limit off or make no sense', () => {
    for (const value of ['0/10m', '-3/10m', '2.5/1m', 'many', '5', '5/0', '5/2d'])
      expect(() => parseEnquiryRateLimit(value)).toThrow(/ENQUIRY_RATE_LIMIT/)
  })
})
