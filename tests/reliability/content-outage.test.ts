// Faults: hosted Sanity goes down while the site runs. The built app (build/server) runs in this
// process with a Sanity project configured; Sanity's HTTP API is answered by msw from the
// bundled dataset (groq-js), then fails. Pages seen before keep serving their last good content;
// a page never seen answers a proper 503 page, never a stack trace.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createBundledSource } from '~/content/bundled-source.server'
import { report } from './figures'
import { leaksInternals } from './raw'
import { type BuiltHandler, builtAppHandler } from './built-app'
import { removeDataDirs } from './server'

const PAGES = ['/', '/services', '/services/cyber-security', '/company', '/success-stories', '/case-studies/finance-digital-transformation']
const NEVER_SEEN = ['/privacy-policy', '/services/it-infrastructure']

const bundled = createBundledSource()
let down = false
let sanityRequests = 0
const answer = async (query: string | null, params: Record<string, unknown>) => {
  sanityRequests++
  if (down) return HttpResponse.error()
  return HttpResponse.json({ result: await bundled.fetch(query ?? '', params), ms: 1, query })
}
const fromSearch = (url: URL) => {
  const params: Record<string, unknown> = {}
  for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  return params
}
const mock = setupServer(
  ...['https://outage1.apicdn.sanity.io/*', 'https://outage1.api.sanity.io/*'].flatMap((pattern) => [
    http.get(pattern, ({ request }) => {
      const url = new URL(request.url)
      return answer(url.searchParams.get('query'), fromSearch(url))
    }),
    http.post(pattern, async ({ request }) => {
      const body = (await request.json()) as { query: string; params?: Record<string, unknown> }
      return answer(body.query, body.params ?? {})
    }),
  ]),
)

let handle: BuiltHandler
beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'bypass' })
  handle = await builtAppHandler('outage', { SANITY_PROJECT_ID: 'outage1', SANITY_CACHE_SECONDS: '0' })
})
afterAll(() => {
  mock.close()
  removeDataDirs()
})

const get = async (path: string) => {
  const response = await handle(new Request(`http://localhost${path}`), { cspNonce: 'test-nonce', clientAddress: '127.0.0.1' })
  return { status: response.status, body: await response.text(), headers: response.headers }
}
const heading = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]

it('keeps serving the last good content when Sanity goes down, and a 503 page where it has none', async () => {
  const before = new Map<string, string | undefined>()
  for (const path of PAGES) {
    const page = await get(path)
    expect(page.status, path).toBe(200)
    before.set(path, heading(page.body))
    expect(before.get(path), path).toBeTruthy()
  }
  const asked = sanityRequests
  expect(asked).toBeGreaterThan(0) // the pages really came from "Sanity"

  down = true
  const errors: string[] = []
  const original = console.error
  console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '))
  try {
    for (const path of PAGES) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      expect(heading(page.body), path).toBe(before.get(path))
    }
    for (const path of NEVER_SEEN) {
      const page = await get(path)
      expect(page.status, path).toBe(503)
      expect(page.body, path).toMatch(/<html/)
      expect(leaksInternals(page.body), path).toBe(false)
    }
  } finally {
    console.error = original
  }
  report('content outage', { 'requests sent': PAGES.length * 2 + NEVER_SEEN.length, 'Sanity requests': sanityRequests, failures: 0 })
})
