import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

// What the app counts for /metrics (Prometheus text format, app/routes/metrics.ts): enquiries by
// outcome, the staff e-mails' sends, failures and backlog, sign-ins by outcome, content-source
// failures, every HTTP request by kind and cache outcome (counted by server/index.ts as it closes), the page cache's figures, plus Node's own process figures. One registry per process, kept on globalThis because the
// development server may load this module more than once.

function createMetrics() {
  const registry = new Registry()
  // The event-loop delay is sampled every 100 ms, not prom-client's 10: at 10 ms its timer woke an
  // idle server 100 times a second, most of the idle CPU.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 })
  const registers = [registry]
  return {
    registry,
    enquiries: new Counter({
      name: 'enquiries_total',
      help: 'Enquiry form submissions by outcome: stored, repeat (same key, not stored again), spam (honeypot), invalid, csrf, rate_limited, unavailable, form',
      labelNames: ['outcome'] as const,
      registers,
    }),
    enquiryEmails: new Counter({
      name: 'enquiry_emails_total',
      help: 'Staff e-mails about enquiries by result: sent, failed (retried later or given up)',
      labelNames: ['result'] as const,
      registers,
    }),
    signIns: new Counter({
      name: 'sign_ins_total',
      help: 'Admin sign-in attempts by outcome: success, failed, throttled, not_admin, unavailable, csrf',
      labelNames: ['outcome'] as const,
      registers,
    }),
    contentErrors: new Counter({
      name: 'content_source_errors_total',
      help: 'Content-source queries that failed: stale (the last good result served), unavailable (a 503 page)',
      labelNames: ['served'] as const,
      registers,
    }),
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by kind (page, data, admin, api, media, static, internal, redirect), page-cache outcome (HIT, MISS, none) and status class',
      labelNames: ['kind', 'cache', 'status_class'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request reaching the server to the last byte of its answer handed to the OS, by kind and page-cache outcome',
      labelNames: ['kind', 'cache'] as const,
      buckets: [0.005, 0.025, 0.1, 0.5, 2.5],
      registers,
    }),
    // Filled at scrape time by `watchPageCache` and `watchOutbox` (collect callbacks): nothing on the hot path.
    pageCacheBytes: new Gauge({
      name: 'page_cache_bytes',
      help: 'Bytes the rendered-page cache holds',
      registers,
      collect() {
        if (sources().pageCache) this.set(sources().pageCache!.bytes)
      },
    }),
    pageCacheEntries: new Gauge({
      name: 'page_cache_entries',
      help: 'Entries in the rendered-page cache',
      registers,
      collect() {
        if (sources().pageCache) this.set(sources().pageCache!.entries)
      },
    }),
    pageCacheLookups: new Counter({
      name: 'page_cache_lookups_total',
      help: 'Rendered-page cache lookups by result (hit, miss); hit ratio = hit / (hit + miss)',
      labelNames: ['result'] as const,
      registers,
      collect() {
        const cache = sources().pageCache
        if (!cache) return
        this.reset()
        this.inc({ result: 'hit' }, cache.stats.hits)
        this.inc({ result: 'miss' }, cache.stats.misses)
      },
    }),
    pageCacheRenders: new Counter({
      name: 'page_cache_renders_total',
      help: 'Pages rendered to fill the page cache',
      registers,
      collect() {
        const cache = sources().pageCache
        if (!cache) return
        this.reset()
        this.inc(cache.stats.renders)
      },
    }),
    outboxBacklog: new Gauge({
      name: 'enquiry_outbox_backlog',
      help: 'Staff e-mails about enquiries not sent yet, by state: pending (not tried yet), retrying (failed, retry scheduled), given_up (last 3 days); absent when the backend could not be asked',
      labelNames: ['state'] as const,
      registers,
      collect: collectOutbox,
    }),
  }
}

/** The page cache's own figures (server/page-cache/page-cache.ts), read when /metrics is scraped. */
export interface PageCacheFigures {
  stats: { hits: number; misses: number; renders: number; purges: number }
  readonly entries: number
  readonly bytes: number
}
export interface OutboxBacklog {
  pending: number
  retrying: number
  given_up: number
}

interface Sources {
  pageCache?: PageCacheFigures
  outbox?: () => Promise<OutboxBacklog | null>
}
// On globalThis like the registry: the server's bundle and the app's build each have a copy of this module.
const sources = (): Sources => (store.__metricSources ??= {})

/** Called by the server once: the page cache whose figures /metrics shows. */
export function watchPageCache(pageCache: PageCacheFigures): void {
  sources().pageCache = pageCache
}
/** Called by the app: how to ask the backend for the outbox's backlog (null: no outbox). */
export function watchOutbox(backlog: () => Promise<OutboxBacklog | null>): void {
  sources().outbox = backlog
}

/** Asks the backend at scrape time; a failing or slow one (2 s) leaves the figures out, not the scrape. */
async function collectOutbox(this: Gauge) {
  this.reset()
  const ask = sources().outbox
  if (!ask) return
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 2000)))
  try {
    const backlog = await Promise.race([ask(), timeout])
    if (!backlog) return
    for (const state of ['pending', 'retrying', 'given_up'] as const) this.set({ state }, backlog[state])
  } catch (error) {
    console.error(`[metrics] the e-mail outbox's backlog could not be read: ${error instanceof Error ? error.message : error}`)
  } finally {
    clearTimeout(timer)
  }
}

type Metrics = ReturnType<typeof createMetrics>
const store = globalThis as typeof globalThis & { __appMetrics?: Metrics; __metricSources?: Sources }

export const metrics = (): Metrics => (store.__appMetrics ??= createMetrics())
