import crypto from 'node:crypto'

// CSRF tokens, two kinds (docs/decisions/131-csrf-bound-to-the-session.md):
// - anonymous (the public enquiry form, the sign-in form): a random token in a signed, httpOnly
//   `__Host-` cookie, repeated in the form (double submit);
// - session-bound (every admin form, Logout): an HMAC of the admin's session key, so a token
//   works only with the session it was rendered for, and needs no cookie of its own.

const SESSION_PREFIX = 's1.'

export function randomToken() {
  return crypto.randomBytes(32).toString('base64url')
}

/** The admin token for one session (the same on every admin page of that session). */
export function sessionToken(secret: string, sessionKey: string) {
  const mac = crypto.createHmac('sha256', secret).update(`csrf-session\u0000${sessionKey}`).digest('base64url')
  return SESSION_PREFIX + mac
}

/** Constant-time string equality (false for different lengths). */
export function sameToken(given: unknown, expected: string | null | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}
