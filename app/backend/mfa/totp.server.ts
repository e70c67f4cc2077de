import { getTOTPAuthUri, verifyTOTP } from '@epic-web/totp'
import crypto from 'node:crypto'

// TOTP (RFC 6238) as authenticator apps and Supabase Auth use it: SHA-1, 6 digits, 30 s steps,
// a 160-bit secret. The check is @epic-web/totp's; what it adds is the replay rule: the step a
// code was accepted for is kept, and a code of that step or an earlier one is refused.

export const TOTP_PERIOD = 30
const DIGITS = 6
const ALGORITHM = 'SHA-1'
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const TOTP_WINDOW = 1
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** A new random secret, base32 (what the QR code and the key in text carry). */
export function newTotpSecret(bytes = crypto.randomBytes(20)): string {
  let bits = ''
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0')
  let out = ''
  for (let at = 0; at < bits.length; at += 5) out += BASE32[parseInt(bits.slice(at, at + 5).padEnd(5, '0'), 2)]
  return out
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, accountName: string, issuer: string) {
  return getTOTPAuthUri({ secret, accountName, issuer, period: TOTP_PERIOD, digits: DIGITS, algorithm: ALGORITHM })
}

/** The time step of a moment (what a code belongs to). */
export const totpStep = (ms = Date.now()) => Math.floor(ms / 1000 / TOTP_PERIOD)

/**
 * The step `code` belongs to when it is right for now ±1 step and newer than `lastStep` (the
 * step of the last code accepted for this factor); null otherwise.
 */
export async function acceptTotp(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(code)) return null
  const now = totpStep()
  const match = await verifyTOTP({ otp: code, secret, period: TOTP_PERIOD, digits: DIGITS, algorithm: ALGORITHM, window: TOTP_WINDOW })
  if (!match) return null
  const step = now + match.delta
  return lastStep !== null && step <= lastStep ? null : step
}
