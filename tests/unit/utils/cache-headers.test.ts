import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  PRIVATE_CACHE_CONTROL,
  publicPageHeaders,
  PURGED_CACHE_CONTROL,
  UNPURGED_CACHE_CONTROL,
  UNPURGED_MAX_SECONDS,
} from '~/utils/cache-headers'

// The Cache-Control of a public page, as Remix asks each route's `headers` export.
type Args = Parameters<typeof publicPageHeaders>[0]
const cacheControl = (args: Partial<Args>) =>
  new Headers(
    publicPageHeaders({
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
      ...args,
    } as Args),
  ).get('Cache-Control')

describe('publicPageHeaders', () => {
  it('is public for a shared cache unless the loader says otherwise', () => {
    expect(cacheControl({})).toBe(UNPURGED_CACHE_CONTROL)
    expect(cacheControl({ loaderHeaders: new Headers({ 'Cache-Control': 'private, no-store' }) })).toBe('private, no-store')
  })

  it('is private once the response sets a cookie', () => {
    expect(cacheControl({ parentHeaders: new Headers({ 'Set-Cookie': 'flash_toast=; Max-Age=0' }) })).toBe(PRIVATE_CACHE_CONTROL)
  })

  it("takes a thrown response's own: a 404's minute, a 503's no-store (decision 246)", () => {
    expect(cacheControl({ errorHeaders: new Headers({ 'Cache-Control': 'public, max-age=60' }) })).toBe('public, max-age=60')
    expect(cacheControl({ errorHeaders: new Headers({ 'Cache-Control': 'no-store' }) })).toBe('no-store')
  })
})

describe('the lifetime in a shared cache (decision 298)', () => {
  afterEach(() => vi.unstubAllEnvs())
  const seconds = (value: string, directive: string) => Number(new RegExp(`${directive}=(\\d+)`).exec(value)?.[1] ?? 0)

  it('without the purge hook: a minute at most, stale time included (Varnish serves stale for stale-while-revalidate)', () => {
    vi.stubEnv('CDN_PURGE_URL', '')
    expect(cacheControl({})).toBe(UNPURGED_CACHE_CONTROL)
    const total = seconds(UNPURGED_CACHE_CONTROL, 's-maxage') + seconds(UNPURGED_CACHE_CONTROL, 'stale-while-revalidate')
    expect(total).toBe(UNPURGED_MAX_SECONDS)
    expect(UNPURGED_MAX_SECONDS).toBeLessThanOrEqual(60)
    // Present, so that no default grace (Varnish's 10 s) is added on top.
    expect(UNPURGED_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/)
  })

  it('with the purge hook: kept until a purge, a day at most', () => {
    vi.stubEnv('CDN_PURGE_URL', 'http://127.0.0.1:6081/.purge')
    expect(cacheControl({})).toBe(PURGED_CACHE_CONTROL)
    expect(seconds(PURGED_CACHE_CONTROL, 's-maxage')).toBe(86_400)
  })
})
