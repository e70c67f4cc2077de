// The server's log (docs/decisions/293-conventional-server.md): pino, one JSON object a line in
// production, a short readable line in development; and one line per request, wherever it was
// answered, written when the response closes: its id (echoed in X-Request-Id), method, path, the
// query's parameter names (never their values), status, kind, page-cache outcome and duration.
import crypto from 'node:crypto'
import type http from 'node:http'
import type { RequestHandler } from 'express'
import { performance } from 'node:perf_hooks'
import pino, { type DestinationStream, type Logger } from 'pino'

/** The log's pino options: level labels, the pid, an Error given as `err` with its message and stack. */
export function logOptions(level = 'info'): pino.LoggerOptions {
  return {
    level,
    base: { pid: process.pid },
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: pino.stdSerializers.err },
  }
}

/** JSON lines on stdout (or `destination`), or readable ones in development. */
export function createLogger({ dev, level, destination }: { dev: boolean; level?: string; destination?: DestinationStream }): Logger {
  return pino(logOptions(level), destination ?? (dev ? readableStdout() : pino.destination(1)))
}

/** Express middleware: one line per request, at its close, that carries nothing of what the visitor sent. */
export function requestLogging(
  logger: Logger,
  {
    trustRequestId,
    count,
  }: { trustRequestId: boolean; count?: (answer: { kind: string; cache: string; status: number; ms: number }) => void },
): RequestHandler {
  return (req, res, next) => {
    const started = performance.now()
    const reqId = requestId(req, trustRequestId)
    res.setHeader('X-Request-Id', reqId)
    res.once('close', () => {
      const { aborted, ...answer } = answerOf(req, res)
      const ms = Math.round((performance.now() - started) * 10) / 10
      const line = { reqId, ms, method: req.method, ...answer, status: res.statusCode, ...(aborted && { aborted }) }
      if (res.statusCode >= 500) logger.error(line, 'request')
      else logger.info(line, 'request')
      count?.(line)
    })
    next()
  }
}

/** How a request was answered, for its log line and its count: `res.locals.servedAs` names a static file or a redirect. */
function answerOf(req: http.IncomingMessage, res: http.ServerResponse & { locals?: { servedAs?: RequestKind } }) {
  // Vite's middleware (development) may rewrite req.url; Express keeps the address as sent in originalUrl.
  const { path, query } = loggedUrl((req as { originalUrl?: string }).originalUrl ?? req.url ?? '')
  const kind = res.locals?.servedAs ?? requestKind(path, query)
  const cache = String(res.getHeader('X-Page-Cache') ?? 'none')
  return { path, query, kind, cache, aborted: !res.writableFinished }
}

const LEVEL_MARK: Record<string, string> = { fatal: 'FATAL', error: 'ERROR', warn: 'WARN', info: '', debug: 'debug' }

/** Development: `12:00:01 GET /blog 200 12ms page MISS r1a2b-3`, other lines with their level. */
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
      }
      const err = entry.err as { stack?: string; message?: string } | undefined
      if (err) text += `\n${err.stack ?? err.message}`
      process.stdout.write(`${time} ${mark ? `${mark} ` : ''}${text}\n`)
    },
  }
}

const PREFIX = crypto.randomBytes(4).toString('hex')
let counter = 0
/** An id from a proxy in front (TRUST_PROXY): kept only when it looks like one (UUID, hex, token). */
const INCOMING_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,63}$/

/** This request's id: the proxy's X-Request-Id when trusted and sane, else `<process prefix>-<counter>`. */
export function requestId(req: http.IncomingMessage, trustIncoming: boolean): string {
  const given = req.headers['x-request-id']
  if (trustIncoming && typeof given === 'string' && INCOMING_ID.test(given)) return given
  return `${PREFIX}-${(++counter).toString(36)}`
}

export type RequestKind = 'page' | 'data' | 'admin' | 'api' | 'media' | 'static' | 'internal' | 'redirect'

/** The request's kind by its path (a static file or a redirect is named by the step that answered it). */
export function requestKind(path: string, query?: string): RequestKind {
  if (path.startsWith('/assets/')) return 'static'
  if (path === '/admin' || path.startsWith('/admin/') || path === '/login' || path === '/logout') return 'admin'
  if (path.endsWith('.data') || (query && /(^|&)_data($|&)/.test(query))) return 'data'
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
  if (mark === -1) return { path: url.slice(0, 200) }
  const path = url.slice(0, Math.min(mark, 200))
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .slice(0, 10)
    .map((pair) => {
      const name = pair.split('=')[0].slice(0, 40)
      return /^[\w.-]+$/.test(name) ? name : '?'
    })
  return names.length ? { path, query: names.join('&') } : { path }
}
