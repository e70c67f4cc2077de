// What a request's log line says (server/logger.ts, decision 265): the path and the query's names
// only, a small set of kinds, the cache outcome, and an id that is the proxy's only when it looks like one.
import express from 'express'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { createLogger, loggedUrl, requestId, requestKind, requestLogging } from '../../../server/logger'

const request = (headers: http.IncomingHttpHeaders) => ({ headers }) as http.IncomingMessage

describe('loggedUrl', () => {
  it('keeps the path and the names of the query parameters, never their values', () => {
    expect(loggedUrl('/blog')).toEqual({ path: '/blog' })
    expect(loggedUrl('/blog?page=2')).toEqual({ path: '/blog', query: 'page' })
    expect(loggedUrl('/api/preview-mode/enable?sanity-preview-secret=s3cr3t&redirect=/x')).toEqual({
      path: '/api/preview-mode/enable',
      query: 'sanity-preview-secret&redirect',
    })
    expect(loggedUrl('/x?email=a%40b.c&token=abc&&flag')).toEqual({ path: '/x', query: 'email&token&flag' })
    expect(JSON.stringify(loggedUrl('/x?a%40b.c=1&token=abc'))).not.toMatch(/a%40b|abc/)
    expect(loggedUrl('/x?')).toEqual({ path: '/x' })
  })

  it('cuts long paths and many parameters', () => {
    expect(loggedUrl(`/${'a'.repeat(500)}`).path).toHaveLength(200)
    const many = Array.from({ length: 30 }, (_, i) => `p${i}=${i}`).join('&')
    expect(loggedUrl(`/x?${many}`).query!.split('&')).toHaveLength(10)
  })
})

describe('requestKind', () => {
  it.each([
    ['/', 'page'],
    ['/blog/zero-trust', 'page'],
    ['/assets/app-123.js', 'static'],
    ['/admin', 'admin'],
    ['/admin/blog/new', 'admin'],
    ['/login', 'admin'],
    ['/logout', 'admin'],
    ['/blog.data', 'data'],
    ['/api/revalidate', 'api'],
    ['/media/photo.webp', 'media'],
    ['/content-images/a/b.png', 'media'],
    ['/healthz', 'internal'],
    ['/metrics', 'internal'],
    ['/administrator', 'page'],
  ])('%s is %s', (path, kind) => {
    expect(requestKind(path)).toBe(kind)
  })
})

describe('requestId', () => {
  it('makes a new id per request, unique within the process', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => requestId(request({}), false)))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/)
  })

  it("keeps a trusted proxy's id only when it looks like one", () => {
    expect(requestId(request({ 'x-request-id': '0f8fad5b-d9cb-469f-a165-70867728950e' }), true)).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    )
    expect(requestId(request({ 'x-request-id': '0f8fad5b-d9cb-469f-a165-70867728950e' }), false)).not.toContain('0f8fad5b-d9cb')
    for (const odd of [
      'short',
      'has space in it',
      'x'.repeat(65),
      '{"json":1}',
      'quote"123456',
      'back\\slash123',
      'line\nbreak-123456',
      '-leading-dash',
    ]) {
      expect(requestId(request({ 'x-request-id': odd }), true), odd).not.toBe(odd)
    }
  })
})

describe('the request line', () => {
  it('is one JSON line per request with its id, kind, cache outcome and duration, and nothing the visitor sent', async () => {
    const lines: Array<Record<string, unknown>> = []
    const logger = createLogger({ dev: false, destination: { write: (line: string) => void lines.push(JSON.parse(line)) } })
    const app = express()
    app.use(requestLogging(logger, { trustRequestId: false }))
    app.get('/blog', (_req, res) => void res.setHeader('X-Page-Cache', 'HIT').end('ok'))
    const server = http.createServer(app).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/blog?page=2&email=a%40b.c`, {
        headers: { Cookie: '__Host-admin_session=s3cr3t', Authorization: 'Bearer t0ken' },
      })
      await response.text()
      await vi.waitFor(() => expect(lines).toHaveLength(1))
      expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/blog', query: 'page&email', status: 200 })
      expect(lines[0]).toMatchObject({ kind: 'page', cache: 'HIT', reqId: response.headers.get('x-request-id') })
      expect(lines[0].ms).toEqual(expect.any(Number))
      expect(JSON.stringify(lines[0])).not.toMatch(/s3cr3t|t0ken|a%40b|cookie|authorization/i)
    } finally {
      server.close()
    }
  })
})

describe('the development log', () => {
  it('is one short readable line per request, and messages with their level and error', () => {
    const written: string[] = []
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true))
    try {
      const logger = createLogger({ dev: true })
      logger.info(
        { reqId: 'ab12cd34-1', method: 'GET', path: '/blog', query: 'page', status: 200, kind: 'page', cache: 'HIT', ms: 2 },
        'request',
      )
      logger.error({ err: new Error('boom') }, '[page-cache] purge failed')
      logger.debug('not shown at info')
    } finally {
      write.mockRestore()
    }
    expect(written).toHaveLength(2)
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d GET \/blog\?page 200 2ms page HIT ab12cd34-1\n$/)
    expect(written[1]).toMatch(/^\d\d:\d\d:\d\d ERROR \[page-cache\] purge failed\nError: boom\n/)
  })
})
