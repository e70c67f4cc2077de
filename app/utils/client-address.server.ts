import crypto from 'node:crypto'
import net from 'node:net'
import { sessionSecret } from '~/config/secrets.server'
import { env } from '~/config/env.server'

// Where a request comes from, for rate limits. The socket's peer address (server/index.ts) unless
// TRUST_PROXY names the header that our own proxy sets: then any other value could be forged by
// the visitor, so only that header is read, and in X-Forwarded-For only the entry our proxy
// appended (the last one, or the N-th from the end with `x-forwarded-for:N` behind N proxies).

export interface TrustProxy {
  header: string
  /** For list headers (X-Forwarded-For): which entry from the end is the client, 1 = last. */
  hops: number
}

export function trustProxy(value = env().TRUST_PROXY): TrustProxy | null {
  const match = value
    ?.trim()
    .toLowerCase()
    .match(/^([a-z0-9-]+)(?::(\d+))?$/)
  if (!match || ['false', '0', 'no', 'off'].includes(match[1])) return null
  return { header: match[1], hops: Math.max(1, Number(match[2] ?? 1)) }
}

export function clientAddress(request: Request, socketAddress: string | undefined, trust = trustProxy()): string {
  if (trust) {
    const entries = (request.headers.get(trust.header) ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const fromProxy = entries.at(-trust.hops) ?? entries[0]
    if (fromProxy) return normalize(fromProxy)
  }
  return normalize(socketAddress ?? '')
}

/** `::ffff:1.2.3.4` is 1.2.3.4; an IPv6 address counts by its /64 (one household or server). */
export function normalize(address: string): string {
  let value = address.trim().replace(/^\[|\](?::\d+)?$/g, '')
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(value)) value = value.slice(7)
  if (net.isIPv4(value)) return value
  // "1.2.3.4:5678" from some proxies
  const withPort = value.match(/^(\d+\.\d+\.\d+\.\d+):\d+$/)
  if (withPort) return withPort[1]
  if (net.isIPv6(value)) return `${expandIPv6(value).slice(0, 4).join(':')}::/64`
  return value.toLowerCase() || 'unknown'
}

function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::')
  const left = head ? head.split(':') : []
  const right = address.includes('::') && tail ? tail.split(':') : []
  const middle = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : []
  return [...left, ...middle, ...right].map((group) => group.replace(/^0+(?=.)/, ''))
}

/**
 * A keyed hash of the address: rate limits can compare visitors without storing where they are.
 * Keyed with the session secret, which every instance shares in production (SESSION_SECRET).
 */
export function hashClientAddress(address: string, secret = sessionSecret()): string {
  return crypto.createHmac('sha256', secret).update(`client-address:${address}`).digest('hex')
}
