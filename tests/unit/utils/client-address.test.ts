import { describe, expect, test } from 'vitest'
import { clientAddress, hashClientAddress, normalize, trustProxy } from '~/utils/client-address.server'

const request = (headers: Record<string, string> = {}) => new Request('http://localhost/', { headers })

describe('client address', () => {
  test('the socket address unless TRUST_PROXY is set: forwarded headers are ignored', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '6.6.6.6' }), '10.0.0.7', null)).toBe('10.0.0.7')
    expect(clientAddress(request(), '::ffff:127.0.0.1', null)).toBe('127.0.0.1')
  })

  test('TRUST_PROXY=x-forwarded-for takes the entry our proxy appended, not a forged first one', () => {
    const trust = trustProxy('x-forwarded-for')
    expect(trust).toEqual({ header: 'x-forwarded-for', hops: 1 })
    const forged = request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })
    expect(clientAddress(forged, '10.0.0.2', trust)).toBe('203.0.113.9')
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), '10.0.0.2', trust)).toBe('203.0.113.9')
  })

  test('behind two proxies (x-forwarded-for:2) the second entry from the end', () => {
    const trust = trustProxy('X-Forwarded-For:2')
    const headers = request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 198.51.100.1' })
    expect(clientAddress(headers, '10.0.0.2', trust)).toBe('203.0.113.9')
  })

  test('a single-value header (fly-client-ip, cf-connecting-ip); the socket when it is missing', () => {
    const trust = trustProxy('fly-client-ip')
    expect(clientAddress(request({ 'fly-client-ip': '203.0.113.5' }), '10.0.0.2', trust)).toBe('203.0.113.5')
    expect(clientAddress(request(), '10.0.0.2', trust)).toBe('10.0.0.2')
  })

  test('TRUST_PROXY off values and junk', () => {
    for (const value of [undefined, '', 'false', '0', 'off', 'x forwarded for']) expect(trustProxy(value)).toBeNull()
  })

  test('IPv6 addresses count per /64; ports and brackets are dropped', () => {
    expect(normalize('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(normalize('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(normalize('[2001:0db8::1]:443')).toBe('2001:db8:0:0::/64')
    expect(normalize('203.0.113.9:5123')).toBe('203.0.113.9')
    expect(normalize('')).toBe('unknown')
  })

  test('the stored value is a keyed hash, never the address', () => {
    const hash = hashClientAddress('203.0.113.9', 'secret-a')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('203')
    expect(hashClientAddress('203.0.113.9', 'secret-a')).toBe(hash)
    expect(hashClientAddress('203.0.113.9', 'secret-b')).not.toBe(hash)
    expect(hashClientAddress('203.0.113.10', 'secret-a')).not.toBe(hash)
  })
})
