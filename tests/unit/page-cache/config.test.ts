import { describe, expect, it } from 'vitest'
import { env } from '~/config/env.server'
import { pageCacheConfig as configOf } from '../../../server/page-cache/config'

/** The page cache's settings for these variables, in production or (`dev`) development, as the server reads them. */
const pageCacheConfig = (vars: Record<string, string>, dev: boolean) =>
  configOf(env({ NODE_ENV: dev ? 'development' : 'production', ...vars }))

describe('page cache settings', () => {
  it('is on with 64 MB in production, off in development, off with PAGE_CACHE_MB=0', () => {
    expect(pageCacheConfig({}, false).maxBytes).toBe(64 * 1024 * 1024)
    expect(pageCacheConfig({}, true).maxBytes).toBe(0)
    expect(pageCacheConfig({ PAGE_CACHE_MB: '0' }, false).maxBytes).toBe(0)
    expect(pageCacheConfig({ PAGE_CACHE_MB: '8' }, true).maxBytes).toBe(8 * 1024 * 1024)
    expect(() => pageCacheConfig({ PAGE_CACHE_MB: 'lots' }, false)).toThrow(/PAGE_CACHE_MB/)
  })

  it('keeps pages until a change, or SANITY_CACHE_SECONDS with hosted Sanity and no webhook', () => {
    expect(pageCacheConfig({}, false).ttlMs).toBe(Infinity)
    expect(pageCacheConfig({ SANITY_PROJECT_ID: 'p' }, false).ttlMs).toBe(10_000)
    expect(pageCacheConfig({ SANITY_PROJECT_ID: 'p', SANITY_CACHE_SECONDS: '30' }, false).ttlMs).toBe(30_000)
    expect(pageCacheConfig({ SANITY_PROJECT_ID: 'p', SANITY_WEBHOOK_SECRET: 's' }, false).ttlMs).toBe(Infinity)
    expect(pageCacheConfig({ PAGE_CACHE_TTL_SECONDS: '5' }, false).ttlMs).toBe(5_000)
    expect(() => pageCacheConfig({ PAGE_CACHE_TTL_SECONDS: '-1' }, false)).toThrow(/PAGE_CACHE_TTL_SECONDS/)
  })

  it('watches the bundled dataset in development or with CONTENT_WATCH=true', () => {
    expect(pageCacheConfig({}, false).watchDataset).toBe(false)
    expect(pageCacheConfig({}, true).watchDataset).toBe(true)
    expect(pageCacheConfig({ CONTENT_WATCH: 'true' }, false).watchDataset).toBe(true)
    expect(pageCacheConfig({ CONTENT_WATCH: 'true', SANITY_PROJECT_ID: 'p' }, false).watchDataset).toBe(false)
  })

  it('subscribes to Realtime with hosted Supabase, the service-role key and the cache on', () => {
    const hosted = { SUPABASE_URL: 'https://ref.supabase.co/', SUPABASE_ANON_KEY: 'anon' }
    expect(pageCacheConfig({ ...hosted, SUPABASE_SERVICE_ROLE_KEY: 'service' }, false)).toMatchObject({
      realtime: { url: 'https://ref.supabase.co', serviceRoleKey: 'service' },
      realtimeNeedsKey: false,
    })
    expect(pageCacheConfig(hosted, false)).toMatchObject({ realtime: null, realtimeNeedsKey: true })
    expect(pageCacheConfig({ ...hosted, SUPABASE_SERVICE_ROLE_KEY: 'service', PAGE_CACHE_MB: '0' }, false)).toMatchObject({
      realtime: null,
      realtimeNeedsKey: false,
    })
    expect(pageCacheConfig({ SUPABASE_SERVICE_ROLE_KEY: 'service' }, false)).toMatchObject({ realtime: null, realtimeNeedsKey: false })
  })
})
