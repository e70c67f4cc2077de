// The enquiry form's security token, held in the browser session (as specified): a random value in a
// session cookie, repeated in the form. The browser makes it (as the specification's own client
// did), so the page that holds the form is the same for every visitor and may be cached anywhere
// (docs/decisions/220-form-pages-without-per-visitor-bytes.md). The server compares the two.

const FORM_TOKEN_COOKIE = 'form_token'

/** `__Host-form_token` over HTTPS (no sibling subdomain can plant it), `form_token` over http. */
export const formTokenCookieName = (secure: boolean) => (secure ? `__Host-${FORM_TOKEN_COOKIE}` : FORM_TOKEN_COOKIE)

/** The cookie that holds `token` for this browser session (no Max-Age: it ends with the session). */
export function formTokenCookie(token: string, secure: boolean) {
  return `${formTokenCookieName(secure)}=${token}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`
}

/** The value of cookie `name` in a Cookie header (or `document.cookie`), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return null
}

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/
export const looksLikeToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value)

/**
 * In the browser: this session's token, made and stored in its cookie the first time. `secure` is
 * the server's rule (the root's data), never the page's protocol: the two must name the same cookie.
 */
export function browserFormToken(secure: boolean): string {
  const existing = readCookie(document.cookie, formTokenCookieName(secure))
  if (looksLikeToken(existing)) return existing
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  document.cookie = formTokenCookie(token, secure)
  return token
}
