// What a request's log line says (server/logger.ts, decision 265): the path and the query's names
// only, a small set of kinds, and an id that is the proxy's only when it looks like one.
import { type ChildProcess, spawn } from 'node:child_process'
import type http from 'node:http'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLog, loggedUrl, requestHead, requestId, requestKind, requestTail } from '../../../server/logger'

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

describe('the development log', () => {
  it('is one short readable line per request, and messages with their level and error', () => {
    const written: string[] = []
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true))
    try {
      const { logger, request } = createLog({ dev: true })
      request('ab12cd34-1', 1.5, { method: 'GET', path: '/blog', query: 'page', status: 200, kind: 'page', cache: 'HIT', aborted: false })
      logger.error({ err: new Error('boom') }, '[page-cache] purge failed')
      logger.debug('not shown at info')
    } finally {
      write.mockRestore()
    }
    expect(written).toHaveLength(2)
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d GET \/blog\?page 200 1\.5ms page HIT ab12cd34-1\n$/)
    expect(written[1]).toMatch(/^\d\d:\d\d:\d\d ERROR \[page-cache\] purge failed\nError: boom\n/)
  })
})

describe('requestHead and requestTail (production request lines, written by hand for the hot path)', () => {
  const summary = { method: 'GET', path: '/blog/"quoted"\\\n', status: 200, kind: 'page', cache: 'HIT', aborted: false }
  const line = (s: typeof summary & { query?: string }) => requestHead('ab12-1', 0.4, 42) + requestTail(s)

  it('make one line of JSON in the shape pino writes, with every field escaped', () => {
    const text = line(summary)
    expect(text.endsWith('}\n')).toBe(true)
    expect(text.slice(0, -1)).not.toContain('\n')
    const parsed = JSON.parse(text)
    expect(parsed).toEqual({
      level: 'info',
      time: expect.any(Number),
      pid: 42,
      reqId: 'ab12-1',
      ms: 0.4,
      ...summary,
      aborted: undefined,
      msg: 'request',
    })
    expect('aborted' in parsed).toBe(false)
    expect(Object.keys(parsed).slice(0, 3)).toEqual(['level', 'time', 'pid'])
    expect(Object.keys(parsed).at(-1)).toBe('msg')
    expect(JSON.parse(line({ ...summary, query: 'page&x"y', aborted: true }))).toMatchObject({ query: 'page&x"y', aborted: true })
  })
})

describe('the production request lines, written in batches', () => {
  const ROOT = path.resolve(import.meta.dirname, '../../..')
  const children = new Set<ChildProcess>()
  // None is left behind when a test fails while its child waits for an answer.
  afterEach(() => {
    for (const proc of children) if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL')
    children.clear()
  })

  /** tests/fixtures/request-log-child.ts run in a child process, its stdout read as it comes. */
  function child(kind: 'exit' | 'timer' | 'size') {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/request-log-child.ts', kind], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    const waiting = new Set<() => void>()
    proc.stdout.on('data', (chunk) => {
      stdout += chunk
      for (const check of waiting) check()
    })
    proc.stderr.on('data', (chunk) => (stderr += chunk))
    const ended = new Promise<number | string>((resolve) => proc.once('close', (code, signal) => resolve(code ?? signal ?? -1)))
    children.add(proc)
    // Complete lines only: a batch may arrive in more than one chunk.
    const ids = () =>
      stdout
        .slice(0, stdout.lastIndexOf('\n') + 1)
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { reqId: string; msg: string }).reqId)
    return {
      proc,
      ended,
      ids,
      output: () => `${stdout}\n${stderr}`,
      /** True once a line with this id is on stdout while the child still runs; false if it ended (or 60 s passed) first. */
      sees: (reqId: string) =>
        new Promise<boolean>((resolve) => {
          const done = (seen: boolean) => {
            waiting.delete(check)
            clearTimeout(patience)
            resolve(seen)
          }
          const check = () => {
            if (ids().includes(reqId)) done(true)
          }
          const patience = setTimeout(() => done(false), 60_000)
          waiting.add(check)
          check()
          void ended.then(() => done(false))
        }),
    }
  }

  it('writes what is gathered when flush() runs just before process.exit', async () => {
    const run = child('exit')
    run.proc.stdin.end()
    expect(await run.ended, run.output()).toBe(0)
    expect(run.ids()).toEqual(['at-exit'])
  }, 90_000)

  it('writes a lone line within a short while, without a flush or an exit (the timer)', async () => {
    const run = child('timer')
    expect(await run.sees('by-timer'), run.output()).toBe(true)
    // The child was still idling: it leaves (code 0) only now that it is told to.
    run.proc.stdin.end()
    expect(await run.ended, run.output()).toBe(0)
  }, 90_000)

  it('writes a batch at once when 16 KB have gathered, even while the main thread is busy', async () => {
    const run = child('size')
    // The child's main thread is blocked (no timer can run) until it hears from us.
    expect(await run.sees('by-size-0'), run.output()).toBe(true)
    run.proc.stdin.end('go')
    expect(await run.ended, run.output()).toBe(0)
  }, 90_000)
})
