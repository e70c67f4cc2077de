// One log line and one count per request, wherever it was answered (decision 265). A page-cache hit
// is answered before this returns, so it is logged at once; any other answer when its response
// closes.
import type http from 'node:http'
// Imported: the global `performance` is a getter, called on each use (two a request).
import { performance } from 'node:perf_hooks'
import { addressMemo } from './address-memo'
import type { Outcome } from './page-cache/handler'
import { type RequestKind, type RequestLine, type RequestSummary, loggedUrl, requestId, requestKind } from './logger'
import { metrics } from '~/observability/metrics.server'
import { type RequestSeries, countAnswer } from '~/observability/request-tally'

/** A request as it arrived: kept beside its response, never on it (see begin()). */
export interface Begun {
  id: string
  startedAt: number
  /** Set when the server itself answered: a redirect to the canonical address, or a static file. */
  kind: 'redirect' | 'static' | undefined
}

/** What is read from an address, and how it was last answered. */
interface Address {
  path: string
  query?: string
  kind: RequestKind
  last?: { summary: RequestSummary; series: RequestSeries }
}

const DEV_STATIC = /^\/(@|node_modules\/|app\/)/

export function createRequestLog({ write, isDev, trustRequestId }: { write: RequestLine; isDev: boolean; trustRequestId: boolean }) {
  const requests = metrics().requests

  // What is read from an address is worked out once (server/address-memo.ts); each Address also
  // keeps its last answer's line summary and series.
  const described = addressMemo((url: string): Address => {
    const { path, query } = loggedUrl(url)
    const kind = requestKind(path)
    return { path, query, kind: kind === 'page' && query && /(^|&)_data($|&)/.test(query) ? 'data' : kind }
  })

  /** The line summary and series for this answer: the address's last ones when it was answered alike. */
  function answered(address: Address, method: string, status: number, kind: string, cache: string, aborted: boolean) {
    const last = address.last
    const same = last?.summary
    if (same && same.method === method && same.status === status && same.kind === kind && same.cache === cache && same.aborted === aborted)
      return last
    const summary = { method, path: address.path, query: address.query, status, kind, cache, aborted }
    return (address.last = { summary, series: requests.seriesOf(kind, cache, status) })
  }

  function record(req: http.IncomingMessage, res: http.ServerResponse, begun: Begun, cache: string, aborted: boolean) {
    const seconds = (performance.now() - begun.startedAt) / 1000
    // Vite's middleware (development) may rewrite req.url; connect keeps the address as sent in originalUrl.
    const address = described((req as { originalUrl?: string }).originalUrl ?? req.url ?? '')
    const kind = begun.kind ?? (isDev && DEV_STATIC.test(address.path) ? 'static' : address.kind)
    const { summary, series } = answered(address, req.method ?? '', res.statusCode, kind, cache, aborted)
    countAnswer(series, seconds)
    write(begun.id, Math.round(seconds * 10_000) / 10, summary)
  }

  return {
    /**
     * The request's start and id (echoed in X-Request-Id by whoever answers). Nothing is added to
     * the request or response objects: a property of our own on Node's objects gives them a shape
     * Node's HTTP code does not expect, which made every cached answer several µs slower.
     */
    begin(req: http.IncomingMessage, kind?: 'redirect'): Begun {
      return { id: requestId(req, trustRequestId), startedAt: performance.now(), kind }
    },
    /** After the first handler has run: logs a finished answer now, any other when it closes. */
    handed(req: http.IncomingMessage, res: http.ServerResponse, begun: Begun, cache: Outcome | undefined) {
      const outcome = cache ?? 'none'
      if (res.writableEnded) return record(req, res, begun, outcome, false)
      // The client went away before the whole answer was sent when the response closes unfinished.
      res.once('close', () => record(req, res, begun, outcome, !res.writableFinished))
    },
  }
}
