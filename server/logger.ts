// The server's log (docs/decisions/265-request-log.md): pino, one JSON object a line in production,
// a short readable line in development. Written to stdout without a worker thread: in production
// through pino's synchronous SonicBoom destination (pino's default). An asynchronous one hands each
// write to libuv's thread pool, which cost about 180 µs of CPU a write, over 2 µs a request line.
import crypto from 'node:crypto'
import type http from 'node:http'
import pino, { type DestinationStream, type Logger } from 'pino'
import { lineBatch, writeAllSync } from './line-batch'

export interface ServerLog {
  logger: Logger
  /** Writes what is buffered, synchronously: call it before `process.exit`. */
  flush: () => void
  /** Writes one request's line (at level info). */
  request: RequestLine
}

/**
 * What a request's line says besides its id and duration. Every answer alike at one address gives
 * the same object (server/request-log.ts), so its JSON is made and encoded once.
 */
export interface RequestSummary {
  method: string
  path: string
  query?: string
  status: number
  kind: string
  cache: string
  aborted: boolean
}
/** One request's line; `reqId` is one of requestId()'s, `ms` its duration. */
export type RequestLine = (reqId: string, ms: number, summary: RequestSummary) => void

/** The log's pino options: level labels, the pid, an Error given as `err` with its message and stack. */
export function logOptions(level = 'info'): pino.LoggerOptions {
  return {
    level,
    base: { pid: process.pid },
    formatters: { level: (label) => ({ level: label }) },
    // An Error given as `err` keeps its message and stack; nothing else is serialized specially.
    serializers: { err: pino.stdSerializers.err },
  }
}

export function createLog({ dev, level = 'info' }: { dev: boolean; level?: string }): ServerLog {
  const options = logOptions(level)
  if (dev) {
    const logger = pino(options, readableStdout())
    const request: RequestLine = (reqId, ms, { aborted, ...summary }) =>
      logger.info({ reqId, ...summary, ms, ...(aborted && { aborted }) }, 'request')
    return { logger, flush: () => {}, request }
  }
  const destination = pino.destination({ dest: 1, sync: true })
  const logger = pino(options, destination)
  // Request lines are the hot path's: written in pino's format by hand, gathered in a buffer and
  // written to the same stdout in batches (server/line-batch.ts), so a request's line may come up to
  // 50 ms after a message logged later (each line has its time). A log that cannot be written
  // (stdout closed) loses its lines, never the request.
  const batch = lineBatch((bytes) => {
    try {
      writeAllSync(1, bytes)
    } catch {
      // EPIPE, EBADF: nowhere to write.
    }
  })
  const enabled = logger.isLevelEnabled('info')
  // Read once: the global `process` is a getter, called on each use.
  const pid = process.pid
  const tails = new WeakMap<RequestSummary, Buffer>()
  const request: RequestLine = (reqId, ms, summary) => {
    if (!enabled) return
    let tail = tails.get(summary)
    if (!tail) tails.set(summary, (tail = Buffer.from(requestTail(summary))))
    batch.add(requestHead(reqId, ms, pid), tail)
  }
  return {
    logger,
    request,
    flush: () => {
      try {
        batch.flush()
        destination.flushSync()
      } catch {
        // Not open yet or already closed: nothing buffered to lose.
      }
    },
  }
}

/**
 * A request's line as pino writes it (level label, time, pid, the fields, msg last), in two parts:
 * the head changes with every request, the tail is the summary's. The id needs no escaping: ours
 * is hex and base 36, a proxy's is kept only when it matches INCOMING_ID.
 */
export function requestHead(reqId: string, ms: number, pid: number): string {
  return `{"level":"info","time":${Date.now()},"pid":${pid},"reqId":"${reqId}","ms":${ms}`
}
export function requestTail(s: RequestSummary): string {
  return (
    `,"method":${JSON.stringify(s.method)},"path":${JSON.stringify(s.path)}${s.query === undefined ? '' : `,"query":${JSON.stringify(s.query)}`}` +
    `,"status":${s.status},"kind":${JSON.stringify(s.kind)},"cache":${JSON.stringify(s.cache)}${s.aborted ? ',"aborted":true' : ''},"msg":"request"}\n`
  )
}

const LEVEL_MARK: Record<string, string> = { fatal: 'FATAL', error: 'ERROR', warn: 'WARN', info: '', debug: 'debug' }

/** Development: `12:00:01 GET /blog 200 12.3ms page MISS r1a2b-3`, other lines with their level. */
function readableStdout(): DestinationStream {
  return {
    write(line: string) {
      const entry = JSON.parse(line) as Record<string, unknown>
      const time = new Date(entry.time as number).toTimeString().slice(0, 8)
      const mark = LEVEL_MARK[entry.level as string] ?? String(entry.level)
      let text: string
      if (entry.msg === 'request') {
        const query = entry.query ? `?${entry.query}` : ''
        text = `${entry.method} ${entry.path}${query} ${entry.status} ${entry.ms}ms ${entry.kind} ${entry.cache} ${entry.reqId}`
      } else {
        text = String(entry.msg ?? '')
        const err = entry.err as { stack?: string; message?: string } | undefined
        if (err) text += `\n${err.stack ?? err.message}`
      }
      process.stdout.write(`${time} ${mark ? `${mark} ` : ''}${text}\n`)
    },
  }
}

// ---- request ids ------------------------------------------------------------------------------

const PREFIX = crypto.randomBytes(4).toString('hex')
let counter = 0
/** An id from a proxy in front (TRUST_PROXY): kept only when it looks like one (UUID, hex, token). */
const INCOMING_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,63}$/

/** This request's id: the proxy's X-Request-Id when trusted and sane, else `<process prefix>-<counter>`. */
export function requestId(req: http.IncomingMessage, trustIncoming: boolean): string {
  if (trustIncoming) {
    const given = req.headers['x-request-id']
    if (typeof given === 'string' && INCOMING_ID.test(given)) return given
  }
  return `${PREFIX}-${(++counter).toString(36)}`
}

// ---- what a request line says -----------------------------------------------------------------

export type RequestKind = 'page' | 'data' | 'admin' | 'api' | 'media' | 'static' | 'internal' | 'redirect'

/** The request's kind by its path (a static file is told by the server that answered it). */
export function requestKind(path: string): RequestKind {
  if (path.startsWith('/assets/')) return 'static'
  if (path === '/admin' || path.startsWith('/admin/') || path === '/login' || path === '/logout') return 'admin'
  if (path.endsWith('.data')) return 'data'
  if (path.startsWith('/api/')) return 'api'
  if (path.startsWith('/media/') || path.startsWith('/content-images/')) return 'media'
  if (path === '/healthz' || path === '/metrics') return 'internal'
  return 'page'
}

/**
 * The path, and the names of the query's parameters without their values (a query may carry an
 * e-mail address, a preview secret or a token): `/blog?page` for `/blog?page=2`. Cut at 200 characters.
 */
export function loggedUrl(url: string): { path: string; query?: string } {
  const mark = url.indexOf('?')
  if (mark === -1) return { path: url.length > 200 ? url.slice(0, 200) : url }
  const path = url.slice(0, Math.min(mark, 200))
  const names: string[] = []
  for (const pair of url.slice(mark + 1).split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    const name = (eq === -1 ? pair : pair.slice(0, eq)).slice(0, 40)
    if (/^[\w.-]+$/.test(name)) names.push(name)
    else names.push('?')
    if (names.length === 10) break
  }
  return names.length ? { path, query: names.join('&') } : { path }
}
