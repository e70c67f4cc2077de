import type { ErrorEvent } from '@sentry/remix'

// What an error report may carry, from the server and from browsers alike: the error (type,
// message, stack), the page's address without its query or fragment, the request's method, the
// browser's user agent and the environment. Never cookies, other headers (authorization among
// them), a request's body or form values, query strings, the user (nor an IP address) or
// breadcrumbs. Both SDKs are set up so that they add none of these (docs/decisions/292); this is
// the last step before a report leaves (`beforeSend`), and it holds whatever an SDK added.

// A query value whose name says it is secret, and a bearer credential, inside any text.
const SECRET_PARAM = /\b([\w-]*(?:token|secret|password|passwd|pwd|auth|session|csrf|code|key|sig|signature)[\w-]*)=([^\s&#;,"'<>]+)/gi
const BEARER = /\b(Bearer|Basic)\s+[\w~+/.=-]+/gi
// An http(s) address's query and fragment, inside any text.
const URL_TAIL = /(\bhttps?:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi

/** A text with its addresses' queries and fragments, secret-looking parameters and credentials removed. */
export function scrubText(text: string): string {
  return text.replace(URL_TAIL, '$1').replace(SECRET_PARAM, '$1=[removed]').replace(BEARER, '$1 [removed]')
}

/** An address without its query, fragment or credentials (a text that is not one, cut at its first ? or #). */
function bareUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.origin + url.pathname
  } catch {
    return scrubText(value.replace(/[?#].*$/s, ''))
  }
}

/** The event as it may leave: see above. Used as both SDKs' `beforeSend`. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const { request, user: _user, breadcrumbs: _breadcrumbs, ...rest } = event
  const scrubbed: ErrorEvent = { ...rest }
  if (request) {
    const userAgent = Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === 'user-agent')?.[1]
    scrubbed.request = {
      ...(request.method ? { method: request.method } : {}),
      ...(request.url ? { url: bareUrl(request.url) } : {}),
      ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
    }
  }
  if (scrubbed.message) scrubbed.message = scrubText(scrubbed.message)
  if (scrubbed.transaction) scrubbed.transaction = scrubText(scrubbed.transaction)
  if (scrubbed.exception?.values) {
    scrubbed.exception = {
      ...scrubbed.exception,
      values: scrubbed.exception.values.map((value) => (value.value ? { ...value, value: scrubText(value.value) } : value)),
    }
  }
  if (scrubbed.extra) delete scrubbed.extra
  return scrubbed
}
