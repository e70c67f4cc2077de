import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBundledSource } from '~/content/bundled-source.server'
import { checkContentSource, describeContentSource, fetchContent, setContentSource } from '~/content/content.server'
import { serviceBySlugQuery, siteSettingsQuery } from '~/content/queries'
import { createSanitySource, sanityConfigFromEnv } from '~/content/sanity-source.server'
import { sanityConfig } from '../../fixtures/sanity'
import { metrics } from '~/observability/metrics.server'
import { counterValue } from '../../fixtures/metrics'

// The hosted adapter against Sanity's HTTP API, intercepted by msw at the network boundary.

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  setContentSource(undefined)
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const base = sanityConfig()

function recordQueries(result: unknown, status = 200) {
  const requests: Request[] = []
  server.use(
    http.get('https://abc123.apicdn.sanity.io/*', ({ request }) => {
      requests.push(request.clone())
      return status === 200 ? HttpResponse.json({ result, ms: 1, query: '' }) : HttpResponse.json({ error: 'boom' }, { status })
    }),
    http.get('https://abc123.api.sanity.io/*', ({ request }) => {
      requests.push(request.clone())
      return status === 200 ? HttpResponse.json({ result, ms: 1, query: '' }) : HttpResponse.json({ error: 'boom' }, { status })
    }),
  )
  return requests
}

describe('sanityConfigFromEnv', () => {
  it('is null without SANITY_PROJECT_ID, so the bundled dataset is used', () => {
    expect(sanityConfigFromEnv({})).toBeNull()
  })

  it('reads dataset, API version, read token and CDN flag', () => {
    expect(
      sanityConfigFromEnv({
        SANITY_PROJECT_ID: 'p1',
        SANITY_DATASET: 'staging',
        SANITY_API_VERSION: '2024-01-01',
        SANITY_READ_TOKEN: 'sk-secret',
      }),
    ).toMatchObject({ projectId: 'p1', dataset: 'staging', apiVersion: '2024-01-01', token: 'sk-secret', useCdn: true })
    expect(sanityConfigFromEnv({ SANITY_PROJECT_ID: 'p1' })).toMatchObject({ dataset: 'production', useCdn: true, token: undefined })
    expect(sanityConfigFromEnv({ SANITY_PROJECT_ID: 'p1', SANITY_USE_CDN: 'false' })?.useCdn).toBe(false)
  })
})

describe('the hosted Sanity source', () => {
  it('runs the query on the API CDN, published perspective, parameters JSON-encoded', async () => {
    const requests = recordQueries({ title: 'Cyber Security' })
    setContentSource(createSanitySource(base))
    const result = await fetchContent(serviceBySlugQuery, { slug: 'cybersecurity' })
    expect(result).toEqual({ title: 'Cyber Security' })

    const url = new URL(requests[0].url)
    expect(url.host).toBe('abc123.apicdn.sanity.io')
    expect(url.pathname).toBe('/v2025-02-19/data/query/production')
    expect(url.searchParams.get('query')).toBe(serviceBySlugQuery)
    expect(url.searchParams.get('$slug')).toBe('"cybersecurity"')
    expect(url.searchParams.get('perspective')).toBe('published')
    expect(requests[0].headers.get('authorization')).toBeNull()
  })

  it('uses the live API when the CDN is turned off', async () => {
    const requests = recordQueries(null)
    setContentSource(createSanitySource({ ...base, useCdn: false }))
    await fetchContent(siteSettingsQuery)
    expect(new URL(requests[0].url).host).toBe('abc123.api.sanity.io')
  })

  it('sends the read token as a bearer token, and never describes it', async () => {
    const requests = recordQueries({ ok: true })
    setContentSource(createSanitySource({ ...base, token: 'sk-very-secret' }))
    await fetchContent(siteSettingsQuery)
    expect(requests[0].headers.get('authorization')).toBe('Bearer sk-very-secret')
    const described = describeContentSource()
    expect(described).toMatchObject({ kind: 'sanity', projectId: 'abc123', authenticated: true })
    expect(JSON.stringify(described)).not.toContain('sk-very-secret')
  })

  it('serves the last good result when a later request fails, and logs the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    recordQueries({ companyName: 'Arclight Technologies' })
    setContentSource(createSanitySource(base))
    expect(await fetchContent(siteSettingsQuery)).toEqual({ companyName: 'Arclight Technologies' })

    server.resetHandlers()
    recordQueries(null, 500)
    expect(await fetchContent(siteSettingsQuery)).toEqual({ companyName: 'Arclight Technologies' })
    // Served at once; the refresh that failed runs in the background and logs.
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/Sanity query failed.*serving the last good result/)))
    expect(await counterValue(metrics().contentErrors, { served: 'stale' })).toBeGreaterThan(0) // counted for /metrics
  })

  it('answers 503 (a Response, not a stack trace) when there is no result at all', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    recordQueries(null, 500)
    setContentSource(createSanitySource(base))
    const thrown = await fetchContent(siteSettingsQuery).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(503)
    expect((thrown as Response).headers.get('Cache-Control')).toBe('no-store')
    expect(await (thrown as Response).text()).not.toMatch(/at .*\.ts/)
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/no earlier result/))
    expect(await counterValue(metrics().contentErrors, { served: 'unavailable' })).toBeGreaterThan(0)
  })

  it('reuses a result for cacheSeconds before asking again', async () => {
    const requests = recordQueries({ n: 1 })
    setContentSource(createSanitySource({ ...base, cacheSeconds: 60 }))
    await fetchContent(siteSettingsQuery)
    await fetchContent(siteSettingsQuery)
    expect(requests).toHaveLength(1)
  })

  it('reports its health for /healthz', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    recordQueries(1)
    setContentSource(createSanitySource(base))
    expect(await checkContentSource()).toBe(true)
    server.resetHandlers()
    recordQueries(null, 503)
    expect(await checkContentSource()).toBe(false)
  })
})

describe('the bundled source when its dataset is missing', () => {
  it('answers 503 and reports unhealthy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setContentSource(createBundledSource({ dir: '/nonexistent-content-dir' }))
    const thrown = await fetchContent(siteSettingsQuery).catch((e: unknown) => e)
    expect((thrown as Response).status).toBe(503)
    expect(await checkContentSource()).toBe(false)
  })
})

describe('the read token stays on the server', () => {
  it('is mentioned only by server-only modules', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => (statSync(path.join(dir, f)).isDirectory() ? files(path.join(dir, f)) : [path.join(dir, f)]))
    const offenders = files('app')
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.server\.tsx?$/.test(f))
      .filter((f) => readFileSync(f, 'utf8').includes('SANITY_READ_TOKEN'))
    expect(offenders).toEqual([])
  })
})
