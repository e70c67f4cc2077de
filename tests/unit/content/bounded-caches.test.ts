// Bounded content caches (decision 123: junk URLs cannot grow memory) and Sanity's
// stale-while-revalidate, against the bundled dataset and Sanity's HTTP API (msw).
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BoundedCache } from '~/content/bounded-cache'
import { createBundledSource } from '~/content/bundled-source.server'
import { caseStudyBySlugQuery, serviceBySlugQuery, siteSettingsQuery } from '~/content/queries'
import { createSanitySource } from '~/content/sanity-source.server'
import { sanityConfig } from '../../fixtures/sanity'
import { SLUG_INDEX_QUERY, withSlugGate } from '~/content/slug-gate.server'
import type { ContentSource } from '~/content/source'

describe('BoundedCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new BoundedCache<number>({ maxEntries: 2, maxBytes: 1e6 })
    cache.set('a', 1, 10)
    cache.set('b', 2, 10)
    cache.get('a')
    cache.set('c', 3, 10)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3])
  })
  it('keeps at most maxBytes, and never an entry bigger than the budget', () => {
    const cache = new BoundedCache<string>({ maxEntries: 100, maxBytes: 100 })
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, 'v', 30)
    expect(cache.bytes).toBeLessThanOrEqual(100)
    expect(cache.size).toBe(2)
    cache.set('huge', 'v', 1000)
    expect(cache.get('huge')).toBeUndefined()
  })
})

/** A source that counts the queries that reach it. */
function counting(source: ContentSource) {
  const queries: string[] = []
  return {
    queries,
    source: { ...source, fetch: (q: string, p?: Record<string, unknown>) => (queries.push(q), source.fetch(q, p)) } as ContentSource,
  }
}

describe('unknown slugs', () => {
  it('answer null before any query; real slugs, aliases and former slugs are still found', async () => {
    const { source, queries } = counting(createBundledSource({ watch: false }))
    const gated = withSlugGate(source)
    expect(await gated.fetch(serviceBySlugQuery, { slug: 'cyber-security' })).toMatchObject({ match: 'slug' })
    expect(await gated.fetch(serviceBySlugQuery, { slug: 'cybersecurity' })).toMatchObject({ match: 'alias' })
    expect(await gated.fetch(serviceBySlugQuery, { slug: 'security' })).toMatchObject({ match: 'formerSlug' })
    queries.length = 0
    for (let i = 0; i < 200; i++) expect(await gated.fetch(caseStudyBySlugQuery, { slug: `junk-${i}-${'x'.repeat(100)}` })).toBeNull()
    expect(queries.filter((q) => q !== SLUG_INDEX_QUERY)).toEqual([])
  })

  it('the bundled cache stays bounded however many distinct slugs are asked for', async () => {
    const bundled = createBundledSource({ watch: false, cache: { maxEntries: 50, maxBytes: 256 * 1024 } })
    for (let i = 0; i < 2000; i++) expect(await bundled.fetch(caseStudyBySlugQuery, { slug: `junk-${i}-${'y'.repeat(8000)}` })).toBeNull()
    const stats = bundled.cacheStats!()
    console.log(`[bounded-caches] after 2,000 unique 8 KB slugs: ${stats.entries} entries, ${(stats.bytes / 1024).toFixed(0)} KB`)
    expect(stats.entries).toBeLessThanOrEqual(50)
    expect(stats.bytes).toBeLessThanOrEqual(256 * 1024)
  })
})

// ---- Sanity: stale-while-revalidate -----------------------------------------------------------
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const base = sanityConfig({ maxRetries: 1 })

describe('Sanity: a failure serves the last good result at once', () => {
  it('does not wait for a failing (hanging) Content Lake once a result exists, and refreshes in the background', async () => {
    let answer: 'ok' | 'hang' = 'ok'
    let requests = 0
    server.use(
      http.get('https://abc123.apicdn.sanity.io/*', async () => {
        requests++
        if (answer === 'hang') await new Promise(() => {}) // never answers: only the timeout ends it
        return HttpResponse.json({ result: { companyName: 'Arclight' }, ms: 1, query: '' })
      }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const source = createSanitySource(base)
    expect(await source.fetch(siteSettingsQuery)).toEqual({ companyName: 'Arclight' })
    answer = 'hang'
    // Served from the last good result while the refresh is still waiting: no timeout is awaited here.
    const served = await Promise.race([source.fetch(siteSettingsQuery), new Promise((resolve) => setTimeout(() => resolve('waited'), 500))])
    expect(served).toEqual({ companyName: 'Arclight' })
    await vi.waitFor(() => expect(requests).toBe(2))
  })

  it('after invalidate() (a content change) the next use waits for the fresh result, not the stale one', async () => {
    let name = 'Before'
    server.use(http.get('https://abc123.apicdn.sanity.io/*', () => HttpResponse.json({ result: { companyName: name }, ms: 1, query: '' })))
    const source = createSanitySource({ ...base, cacheSeconds: 60 })
    expect(await source.fetch(siteSettingsQuery)).toEqual({ companyName: 'Before' })
    name = 'After'
    expect(await source.fetch(siteSettingsQuery)).toEqual({ companyName: 'Before' }) // fresh for 60 s
    source.invalidate()
    expect(await source.fetch(siteSettingsQuery)).toEqual({ companyName: 'After' })
  })

  it('keeps at most the configured number of results', async () => {
    server.use(http.get('https://abc123.apicdn.sanity.io/*', () => HttpResponse.json({ result: null, ms: 1, query: '' })))
    const source = createSanitySource({ ...base, cacheSeconds: 60, cache: { maxEntries: 10, maxBytes: 1e6 } })
    let requests = 0
    server.events.on('request:start', () => requests++)
    for (let i = 0; i < 30; i++) await source.fetch(caseStudyBySlugQuery, { slug: `s-${i}` })
    expect(source.cacheStats!().entries).toBe(10)
    requests = 0
    await source.fetch(caseStudyBySlugQuery, { slug: 's-29' }) // recent: still cached
    expect(requests).toBe(0)
    await source.fetch(caseStudyBySlugQuery, { slug: 's-0' }) // evicted: asked again
    expect(requests).toBe(1)
  })
})
