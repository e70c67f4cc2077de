import { afterEach, describe, expect, it, vi } from 'vitest'
import { isActive, readActivity, touchActivity, writeActivity } from '~/backend/supabase/activity.server'
import { createCookieJar, parseCookieHeader, serializeCookie } from '~/backend/supabase/cookies.server'
import { fromPostgrest, fromStorage } from '~/backend/supabase/errors.server'
import { escapeLike } from '~/backend/supabase/posts.server'
import { pageRange } from '~/backend/supabase/context.server'

const settings = { sessionSecret: () => 'unit-test-secret', inactivityMs: 30 * 60_000 }
afterEach(() => vi.unstubAllEnvs())

const jarFor = (cookie = '') => {
  const headers = new Headers()
  return { headers, jar: createCookieJar(new Request('http://x.test/', { headers: { Cookie: cookie } }), headers, false) }
}

describe('cookies', () => {
  it('serializes with httpOnly, SameSite=Lax, a max age, and Secure when configured', () => {
    expect(serializeCookie('a', 'b c', 60, false)).toBe('a=b%20c; Path=/; Max-Age=60; HttpOnly; SameSite=Lax')
    expect(serializeCookie('a', '', 0, true)).toBe(
      'a=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax; Secure',
    )
  })

  it('parses a Cookie header (first value wins, bad encodings kept as they are)', () => {
    expect([...parseCookieHeader('a=1; b="2"; a=3; c=%E0%A4%A; =x; d')]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', '%E0%A4%A'],
    ])
  })

  it('the jar sees its own writes and deletions', () => {
    const { jar, headers } = jarFor('x=1')
    jar.set('y', '2', 10)
    jar.set('x', '', 0)
    expect(jar.getAll()).toEqual([{ name: 'y', value: '2' }])
    expect(headers.getSetCookie()).toHaveLength(2)
    expect(headers.get('Cache-Control')).toContain('no-store')
  })
})

describe('activity stamp', () => {
  const id = '6f1c2a9e-4b7d-4c3e-9a51-2d8e7f0b1c23'
  it('is signed, tied to the user, and expires after the inactivity window', () => {
    const { jar } = jarFor()
    writeActivity(jar, settings, id, 1_000_000)
    const stamp = readActivity(jar, settings)
    expect(stamp).toEqual({ userId: id, at: 1_000_000, since: 1_000_000 })
    expect(isActive(settings, stamp, id, 1_000_000 + 29 * 60_000)).toBe(true)
    expect(isActive(settings, stamp, id, 1_000_000 + 30 * 60_000)).toBe(false)
    expect(isActive(settings, stamp, 'someone-else', 1_000_000)).toBe(false)
    expect(isActive({ ...settings, inactivityMs: 5000 }, stamp, id, 1_000_000 + 6000)).toBe(false)
  })

  it('rejects a tampered stamp', () => {
    const { jar } = jarFor()
    writeActivity(jar, settings, id, Date.now())
    const value = jar.get('sb-activity')!
    const later = value.replace(/\.(\d+)\./, (_m, at) => `.${Number(at) + 1}.`)
    expect(readActivity(jarFor(`sb-activity=${encodeURIComponent(later)}`).jar, settings)).toBeNull()
    expect(readActivity(jarFor(`sb-activity=${encodeURIComponent(value)}`).jar, settings)).not.toBeNull()
  })

  it('slides only when older than a minute', () => {
    const { jar, headers } = jarFor()
    touchActivity(jar, settings, { userId: id, at: Date.now() - 30_000, since: Date.now() - 30_000 }, id)
    expect(headers.getSetCookie()).toHaveLength(0)
    touchActivity(jar, settings, { userId: id, at: Date.now() - 90_000, since: 5_000 }, id)
    expect(headers.getSetCookie()).toHaveLength(1)
    expect(readActivity(jar, settings)?.since).toBe(5_000) // sliding keeps the sign-in time
  })

  it('ends at the absolute lifetime however active (ADMIN_SESSION_MAX_MS)', () => {
    const { jar } = jarFor()
    const short = { ...settings, sessionMaxMs: 60 * 60_000 }
    writeActivity(jar, short, id, 1_000_000 + 59 * 60_000, 1_000_000)
    expect(isActive(short, readActivity(jar, short), id, 1_000_000 + 59 * 60_000)).toBe(true)
    writeActivity(jar, short, id, 1_000_000 + 61 * 60_000, 1_000_000)
    expect(isActive(short, readActivity(jar, short), id, 1_000_000 + 61 * 60_000)).toBe(false)
  })
})

describe('searches and pages', () => {
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b')
  })

  it('clamps pages', () => {
    expect(pageRange()).toEqual({ page: 1, pageSize: 20, from: 0, to: 19 })
    expect(pageRange({ page: 3, pageSize: 500 })).toEqual({ page: 3, pageSize: 100, from: 200, to: 299 })
    expect(pageRange({ page: -2, pageSize: 0 })).toEqual({ page: 1, pageSize: 20, from: 0, to: 19 })
    expect(pageRange({ page: 2 }, 9)).toEqual({ page: 2, pageSize: 9, from: 9, to: 17 })
  })
})

describe('error mapping', () => {
  it('maps PostgREST codes and statuses', () => {
    expect(fromPostgrest({ code: '23505', message: 'dup' }, 409).code).toBe('conflict')
    expect(fromPostgrest({ code: '23514', message: 'check' }, 400).code).toBe('invalid')
    expect(fromPostgrest({ code: '42501', message: 'rls' }, 403).code).toBe('forbidden')
    expect(fromPostgrest({ code: '42501', message: 'permission denied' }, 401).code).toBe('not_authenticated')
    expect(fromPostgrest({ code: 'PGRST116', message: 'none' }, 406).code).toBe('not_found')
    expect(fromPostgrest({ code: '', message: 'fetch failed' }, 0).code).toBe('unavailable')
    expect(fromPostgrest({ code: '', message: 'gateway' }, 504).code).toBe('unavailable')
  })

  it('maps storage errors by their statusCode', () => {
    expect(fromStorage({ status: 400, statusCode: '404' }).code).toBe('not_found')
    expect(fromStorage({ status: 413, statusCode: '413' }).code).toBe('invalid')
    expect(fromStorage(new Error('fetch failed')).code).toBe('unavailable')
  })
})
