import { generateTOTP } from '@epic-web/totp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sealTotpSecret, openTotpSecret } from '~/backend/embedded/totp-secret.server'
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash, RECOVERY_CODE_COUNT } from '~/backend/mfa/recovery-codes.server'
import { acceptTotp, newTotpSecret, TOTP_PERIOD, totpStep, totpUri } from '~/backend/mfa/totp.server'

const STEP_MS = TOTP_PERIOD * 1000
const START = Date.UTC(2026, 0, 5, 9, 0, 0) // the start of a step
const codeAt = async (secret: string, ms: number) => {
  vi.setSystemTime(ms)
  return (await generateTOTP({ secret, period: TOTP_PERIOD, digits: 6, algorithm: 'SHA-1' })).otp
}

afterEach(() => vi.useRealTimers())

describe('TOTP', () => {
  it('makes a 160-bit base32 key and the otpauth:// address apps read', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(totpUri(secret, 'ann@example.com', 'Arclight')).toBe(
      `otpauth://totp/Arclight:ann%40example.com?secret=${secret}&issuer=Arclight&algorithm=SHA1&digits=6&period=30`,
    )
  })

  it('accepts the code of this step and of one step either side, not two', async () => {
    vi.useFakeTimers()
    const secret = newTotpSecret()
    for (const [offset, accepted] of [
      [-2, false],
      [-1, true],
      [0, true],
      [1, true],
      [2, false],
    ] as const) {
      const code = await codeAt(secret, START + offset * STEP_MS)
      vi.setSystemTime(START + 1000)
      expect([offset, await acceptTotp(secret, code, null)]).toEqual([offset, accepted ? totpStep(START) + offset : null])
    }
  })

  it('refuses a code again (a replay) and any of an earlier step, and a malformed one', async () => {
    vi.useFakeTimers()
    const secret = newTotpSecret()
    const code = await codeAt(secret, START)
    const step = await acceptTotp(secret, code, null)
    expect(step).toBe(totpStep(START))
    expect(await acceptTotp(secret, code, step)).toBeNull()
    const earlier = await codeAt(secret, START - STEP_MS)
    vi.setSystemTime(START)
    expect(await acceptTotp(secret, earlier, step)).toBeNull()
    const next = await codeAt(secret, START + STEP_MS)
    expect(await acceptTotp(secret, next, step)).toBe(step! + 1)
    expect(await acceptTotp(secret, '12345', null)).toBeNull()
    expect(await acceptTotp(secret, '12345a', null)).toBeNull()
  })
})

describe('TOTP secrets at rest', () => {
  it('are sealed (AES-256-GCM) and open only with the same session secret, unaltered', () => {
    const sealed = sealTotpSecret('session-secret-one', 'JBSWY3DPEHPK3PXP')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(sealTotpSecret('session-secret-one', 'JBSWY3DPEHPK3PXP')).not.toBe(sealed) // a new IV each time
    expect(openTotpSecret('session-secret-one', sealed)).toBe('JBSWY3DPEHPK3PXP')
    expect(openTotpSecret('session-secret-two', sealed)).toBeNull()
    const [version, iv, tag, data] = sealed.split('.')
    // The first character: the last one of base64url carries padding bits that decoding drops.
    const altered = [version, iv, tag, `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`].join('.')
    expect(openTotpSecret('session-secret-one', altered)).toBeNull()
  })
})

describe('recovery codes', () => {
  it('are ten distinct codes, hashed with a key (as typed: case, spaces and dashes do not matter)', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of codes) expect(looksLikeRecoveryCode(code)).toBe(true)
    const hash = recoveryCodeHash('secret-a', codes[0])
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(recoveryCodeHash('secret-a', ` ${codes[0].toUpperCase().replace('-', ' ')} `)).toBe(hash)
    expect(recoveryCodeHash('secret-b', codes[0])).not.toBe(hash)
  })
})
