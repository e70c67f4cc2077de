import { describe, expect, it } from 'vitest'
import { enquiryRateLimit } from '~/enquiry/rate-limit.server'

describe('ENQUIRY_RATE_LIMIT', () => {
  it('is 5 per 10 minutes unless set', () => {
    expect(enquiryRateLimit(undefined)).toEqual({ max: 5, windowMs: 600_000 })
  })
  it('takes a positive whole number', () => {
    expect(enquiryRateLimit('10000').max).toBe(10000)
  })
  it('ignores values that would turn the limit off or make no sense', () => {
    for (const value of ['', '0', '-3', '2.5', 'many', 'Infinity']) expect(enquiryRateLimit(value).max).toBe(5)
  })
})
