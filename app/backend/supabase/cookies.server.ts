// The cookies of one request: read from its Cookie header, written as Set-Cookie into the
// RequestBackend's headers. Writes are also kept in the jar, so a later read in the same request
// (sign-in, then sign-out of a non-admin) sees them and @supabase/ssr clears what it just set.

/**
 * Max age of the Supabase session cookie. @supabase/ssr would use 400 days and ignores a maxAge
 * in `cookieOptions`, so we apply ours when writing. Active admins get a fresh cookie at every
 * token refresh (hourly by default); idle ones are signed out after 30 minutes anyway.
 */
export const AUTH_COOKIE_MAX_AGE = 24 * 60 * 60

/** The headers @supabase/ssr asks for whenever auth cookies are written: never cache this response. */
const NO_STORE_HEADERS: Record<string, string> = {
  'Cache-Control': 'private, no-cache, no-store, must-revalidate, max-age=0',
  Expires: '0',
  Pragma: 'no-cache',
}

export interface CookieWrite {
  name: string
  value: string
  maxAge: number
}

export interface CookieJar {
  getAll(): { name: string; value: string }[]
  get(name: string): string | undefined
  /** `maxAge` 0 deletes the cookie. */
  set(name: string, value: string, maxAge: number): void
  /** Marks the response as one user's own (no-store), e.g. when a signed-in user's data is read. */
  markPrivate(): void
  /** Calls `listener` for every later write, until the returned function is called. */
  observe(listener: (write: CookieWrite) => void): () => void
}

export function createCookieJar(request: Request, headers: Headers, secure: boolean): CookieJar {
  const jar = parseCookieHeader(request.headers.get('Cookie'))
  const listeners = new Set<(write: CookieWrite) => void>()
  const markPrivate = () => {
    for (const [key, header] of Object.entries(NO_STORE_HEADERS)) headers.set(key, header)
  }
  return {
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    get: (name) => jar.get(name),
    set(name, value, maxAge) {
      if (maxAge > 0) jar.set(name, value)
      else jar.delete(name)
      headers.append('Set-Cookie', serializeCookie(name, maxAge > 0 ? value : '', maxAge, secure))
      markPrivate()
      for (const listener of listeners) listener({ name, value, maxAge })
    },
    markPrivate,
    observe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** Our options for every auth cookie: httpOnly, SameSite=Lax, Secure per COOKIE_SECURE / production. */
export function serializeCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAge))}`]
  if (maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  parts.push('HttpOnly', 'SameSite=Lax')
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=')
    if (index < 1) continue
    const name = part.slice(0, index).trim()
    if (!name || cookies.has(name)) continue // the first (most specific path) wins, as browsers send it
    cookies.set(
      name,
      safeDecode(
        part
          .slice(index + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      ),
    )
  }
  return cookies
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
