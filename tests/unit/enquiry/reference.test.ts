import { describe, expect, it } from 'vitest'
import { enquiryReference, referencePrefix } from '~/enquiry/reference'

describe('enquiry reference', () => {
  it('is short, readable and derived from the stored key', () => {
    expect(enquiryReference('3f2a9c1e-7b6d-4e0a-9c8b-1a2b3c4d5e6f')).toBe('ENQ-3F2A-9C1E')
    expect(enquiryReference('3F2A9C1E-7B6D-4E0A-9C8B-1A2B3C4D5E6F')).toBe('ENQ-3F2A-9C1E')
  })

  it('is the same for the same key (a repeated submission) and different for another', () => {
    const key = crypto.randomUUID()
    expect(enquiryReference(key)).toBe(enquiryReference(key))
    expect(enquiryReference(key)).not.toBe(enquiryReference(crypto.randomUUID()))
  })

  it('still gives a well-formed reference for a key with few hex digits', () => {
    expect(enquiryReference('zz-1')).toBe('ENQ-1000-0000')
  })

  it('turns a quoted reference back into the key prefix staff search by', () => {
    expect(referencePrefix(' enq-3f2a-9c1e ')).toBe('3f2a9c1e')
    expect(referencePrefix('ENQ-3F2A')).toBeNull()
    expect(referencePrefix('hello')).toBeNull()
  })
})
