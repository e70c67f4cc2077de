import express from 'express'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageCache } from '../../../server/page-cache/page-cache'
import { cdnPurgeHook, createPurger } from '../../../server/page-cache/purge'

// The purge fan-out (decision 221): the origin's cache drops exactly the pages with a purged tag,
// and the hook tells the CDN the same tags in the format Fastly, Cloudflare and our VCL take.

const servers: http.Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const TAGS: Record<string, string> = {
  '/': 'site clients',
  '/blog': 'site posts',
  '/blog/one': 'site posts post:1',
  '/services': 'site services',
}

async function cachedSite() {
  const renders: string[] = []
  const cache = createPageCache({
    maxBytes: 8 * 1024 * 1024,
    baseHeaders: [],
    csp: (sources: string) => `script-src 'self' ${sources}`,
    render: async (key: string) => {
      renders.push(key)
      const headers = new Headers({ 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=0', 'Surrogate-Key': TAGS[key] })
      return { status: 200, headers, body: `<h1>${key}</h1>` }
    },
  })
  const base = await listen(express().use(cache.handle, (_req, res) => void res.end('app')))
  const state = async (path: string) => (await fetch(base + path)).headers.get('x-page-cache')
  for (const path of Object.keys(TAGS)) await state(path)
  return { cache, renders, state }
}

describe('purge fan-out', () => {
  it('drops the pages with a purged tag from the origin cache, keeps the others, and tells the hook', async () => {
    const { cache, state } = await cachedSite()
    const told: string[][] = []
    const purge = createPurger({ pageCache: cache, hook: async (tags) => void told.push(tags), log: () => {} })
    await purge('post 1 updated', ['posts', 'post:1'])
    // The shared cache's 404s too: the post may be at an address that was none (`not-found`).
    expect(told).toEqual([['posts', 'post:1', 'not-found']])
    expect(await state('/blog')).toBe('MISS')
    expect(await state('/blog/one')).toBe('MISS')
    expect(await state('/')).toBe('HIT')
    expect(await state('/services')).toBe('HIT')
    await purge('client 3 created', ['clients'])
    expect(await state('/')).toBe('MISS')
    expect(await state('/services')).toBe('HIT')
  })

  it('without tags purges everything, and tells the hook `site`', async () => {
    const { cache, state } = await cachedSite()
    const told: string[][] = []
    await createPurger({ pageCache: cache, hook: async (tags) => void told.push(tags), log: () => {} })('resubscribed')
    expect(told).toEqual([['site']])
    for (const path of Object.keys(TAGS)) expect(await state(path)).toBe('MISS')
  })

  it('the hook POSTs the tags in Surrogate-Key and a JSON body, with the operator header', async () => {
    const seen: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = []
    const url = await listen((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        seen.push({ method: req.method, headers: req.headers, body })
        res.end('{"status":"ok"}')
      })
    })
    await cdnPurgeHook({ url: `${url}/purge`, header: 'Fastly-Key: secret-token' })(['posts', 'post:42'])
    expect(seen).toHaveLength(1)
    expect(seen[0].method).toBe('POST')
    expect(seen[0].headers['surrogate-key']).toBe('posts post:42')
    expect(seen[0].headers['fastly-key']).toBe('secret-token')
    expect(JSON.parse(seen[0].body)).toEqual({ tags: ['posts', 'post:42'] })
  })

  it('a failing hook is logged, never thrown', async () => {
    const url = await listen((_, res) => {
      res.statusCode = 500
      res.end()
    })
    const lines: string[] = []
    await cdnPurgeHook({ url, log: (line) => lines.push(line) })(['site'])
    await cdnPurgeHook({ url: 'http://127.0.0.1:1/', log: (line) => lines.push(line) })(['site'])
    expect(lines[0]).toContain('answered 500')
    expect(lines[1]).toContain('failed')
  })
})
