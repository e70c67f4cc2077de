import crypto from 'node:crypto'

// Recovery codes: ten per admin, shown once at enrolment, stored as keyed hashes (HMAC-SHA-256 with
// a key derived from the session secret), so a copy of the database alone cannot be tried offline.

export const RECOVERY_CODE_COUNT = 10
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789' // no 0/o, 1/l/i: read off paper

/** Ten new codes, `xxxxx-xxxxx` (50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (byte) => ALPHABET[byte % ALPHABET.length])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
}

/** The stored form of a code as typed (case, spaces and the dash do not matter). */
export function recoveryCodeHash(sessionSecret: string, code: string): string {
  const key = crypto.hkdfSync('sha256', sessionSecret, 'arclight', 'recovery-codes v1', 32)
  const plain = code.toLowerCase().replace(/[^a-z0-9]/g, '')
  return crypto.createHmac('sha256', Buffer.from(key)).update(plain).digest('hex')
}

/** A code's shape before any lookup (no database work for a typo). */
export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{10}$/i.test(code.replace(/[\s-]/g, ''))
