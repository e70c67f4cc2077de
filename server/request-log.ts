// One log line and one count per request, wherever it was answered (decision 265). A page-cache hit
// is answered before this returns, so it is logged at once; any other answer when its response
// closes. One listener function serves every response (no closure per request).
import type http from 'node:http'
import type { Outcome } from './page-cache/handler'
import { type RequestKind, type RequestLine, loggedUrl, requestId, requestKind } from './logger'
import { metrics } from '~/observability/metrics.server'

type Tracked = http.ServerResponse & {
  startedAt: number
  requestId: string
  kind: string | undefined
  cache: string
  locals?: { staticFile?: boolean }
}

const DEV_STATIC = /^\/(@|node_modules\/|app\/)/

export function createRequestLog({ write, isDev, trustRequestId }: { write: RequestLine; isDev: boolean; trustRequestId: boolean }) {
  const counted = metrics()

  // The same few addresses and outcomes come again and again (a cached page's, above all): what is
  // read from an address, and the metrics' labelled series, are worked out once each.
  const addresses = new Map<string, { path: string; query?: string; kind: RequestKind }>()
  const series = new Map<string, { count: { inc: () => void }; time: { observe: (seconds: number) => void } }>()

  function described(url: string) {
    let known = addresses.get(url)
    if (!known) {
      const { path, query } = loggedUrl(url)
      const kind = requestKind(path)
      known = { path, query, kind: kind === 'page' && query && /(^|&)_data($|&)/.test(query) ? 'data' : kind }
      // Bounded: a stranger's address may be long and new each time (it is read, not kept).
      if (url.length > 256) return known
      if (addresses.size >= 256) addresses.clear()
      addresses.set(url, known)
    }
    return known
  }

  function seriesOf(kind: string, cache: string, status: number) {
    const key = `${kind} ${cache} ${status}`
    let known = series.get(key)
    if (!known) {
      known = {
        count: counted.httpRequests.labels({ kind, cache, status_class: `${(status / 100) | 0}xx` }),
        time: counted.httpDuration.labels({ kind, cache }),
      }
      series.set(key, known)
    }
    return known
  }

  function record(res: Tracked, aborted: boolean) {
    const seconds = (performance.now() - res.startedAt) / 1000
    const req = res.req
    // Express strips a mount path from req.url (/assets/…) and keeps the address as sent in originalUrl.
    const { path, query, kind: byPath } = described((req as { originalUrl?: string }).originalUrl ?? req.url ?? '')
    const kind = res.kind ?? (res.locals?.staticFile || (isDev && DEV_STATIC.test(path)) ? 'static' : byPath)
    const { cache, statusCode: status } = res
    const { count, time } = seriesOf(kind, cache, status)
    count.inc()
    time.observe(seconds)
    write({
      reqId: res.requestId,
      method: req.method ?? '',
      path,
      query,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      kind,
      cache,
      aborted,
    })
  }

  function onClose(this: Tracked) {
    // The client went away before the whole answer was sent.
    record(this, !this.writableFinished)
  }

  return {
    /** Notes the request's start and id (echoed in X-Request-Id by whoever answers). */
    begin(req: http.IncomingMessage, res: http.ServerResponse, kind?: 'redirect'): string {
      const tracked = res as Tracked
      tracked.startedAt = performance.now()
      tracked.requestId = requestId(req, trustRequestId)
      tracked.kind = kind
      tracked.cache = 'none'
      return tracked.requestId
    },
    /** After the first handler has run: logs a finished answer now, any other when it closes. */
    handed(res: http.ServerResponse, cache: Outcome | undefined) {
      const tracked = res as Tracked
      if (cache) tracked.cache = cache
      if (res.writableEnded) record(tracked, false)
      else res.once('close', onClose)
    },
  }
}
