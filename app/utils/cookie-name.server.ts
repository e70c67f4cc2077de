import { secureCookies } from '~/config/env.server'

/**
 * A cookie's name: `__Host-<name>` when cookies are Secure (production), so that browsers accept
 * it only from this host over HTTPS, with Path=/ and no Domain: a sibling subdomain cannot set or
 * overwrite it (cookie tossing). Plain `<name>` over http (tests with COOKIE_SECURE=false), where
 * browsers refuse the prefix.
 */
export function cookieName(name: string, secure = secureCookies()) {
  return secure ? `__Host-${name}` : name
}
