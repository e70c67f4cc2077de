import crypto from 'node:crypto'

// TOTP secrets at rest: AES-256-GCM with a key derived (HKDF) from the session secret, so the
// database file alone does not give anyone an admin's codes. Stored as `v1.<iv>.<tag>.<data>`.

const keyOf = (sessionSecret: string) => Buffer.from(crypto.hkdfSync('sha256', sessionSecret, 'arclight', 'totp-secret v1', 32))

export function sealTotpSecret(sessionSecret: string, secret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv)
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

/** The secret, or null when it was sealed with another session secret (or altered). */
export function openTotpSecret(sessionSecret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !data) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(sessionSecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
