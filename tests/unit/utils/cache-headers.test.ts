import { describe, expect, it } from 'vitest'
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, publicPageHeaders } from '~/utils/cache-headers'

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
    expect(cacheControl({})).toBe(PUBLIC_CACHE_CONTROL)
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
