import crypto from 'node:crypto'
import type { AuthUser, MfaStatus } from '../types'
import type { CookieJar, CookieWrite } from './cookies.server'

// Remix gives every loader of a page its own Request object (it strips `_routes`/`index` from the
// URL), so a per-Request memo alone would let parallel loaders verify, and refresh, each on their
// own: with Supabase's rotating refresh tokens that races. Verifications are therefore shared
// per backend by the session cookies they start from: one leader talks to Supabase Auth, the
// others wait for it and replay the cookies it wrote (a refreshed token, a slid activity stamp).

export interface Verified {
  user: AuthUser
  accessToken: string
  /** The token's `aal` and the user's verified TOTP factor (GET /auth/v1/user lists factors). */
  mfa: MfaStatus
}
interface Outcome {
  verified: Verified | null
  cookies: CookieWrite[]
}

/** A finished verification is reused this long, for loaders and requests that arrive just after. */
const REUSE_MS = 2_000

export type VerificationFlights = Map<string, Promise<Outcome>>

export function createVerificationFlights(): VerificationFlights {
  return new Map()
}

/** The key of a session: the hash of its auth cookie chunks and activity stamp, as sent. */
export function flightKey(jar: CookieJar, names: (name: string) => boolean) {
  const parts = jar
    .getAll()
    .filter(({ name }) => names(name))
    .map(({ name, value }) => `${name}=${value}`)
  return crypto.createHash('sha256').update(parts.sort().join('\n')).digest('base64url')
}

export async function sharedVerification(
  flights: VerificationFlights,
  key: string,
  jar: CookieJar,
  verify: () => Promise<Verified | null>,
): Promise<Verified | null> {
  const existing = flights.get(key)
  if (existing) {
    const outcome = await existing
    for (const { name, value, maxAge } of outcome.cookies) jar.set(name, value, maxAge)
    if (outcome.verified) jar.markPrivate()
    return outcome.verified
  }
  const flight = (async (): Promise<Outcome> => {
    const cookies: CookieWrite[] = []
    const stop = jar.observe((write) => cookies.push(write))
    try {
      return { verified: await verify(), cookies }
    } finally {
      stop()
    }
  })()
  flights.set(key, flight)
  flight.then(
    () => setTimeout(() => flights.get(key) === flight && flights.delete(key), REUSE_MS).unref(),
    () => flights.delete(key), // failures are not shared with later requests
  )
  return (await flight).verified
}
