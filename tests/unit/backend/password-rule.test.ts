import { describe, expect, it } from 'vitest'
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '~/backend/password-rule'

describe('password rule', () => {
  it('has the message of the spec', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters',
    )
  })
  it.each(['Admin#Passw0rd', 'aB3!aaaa', 'Xy9"zzzz', 'Q1w{erty', 'Pass.w0rd', 'Z9z<>zzz'])('accepts %s', (pw) => {
    expect(isStrongPassword(pw)).toBe(true)
  })
  it.each([
    ['too short', 'aB3!aaa'],
    ['no uppercase', 'ab3!aaaa'],
    ['no lowercase', 'AB3!AAAA'],
    ['no digit', 'aBc!aaaa'],
    ['no special', 'aB3aaaaa'],
    ['special outside the set', 'aB3_aaaa'],
    ['empty', ''],
  ])('rejects %s', (_, pw) => {
    expect(isStrongPassword(pw)).toBe(false)
  })
})
