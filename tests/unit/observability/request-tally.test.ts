import { Counter, Histogram, Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { metrics } from '~/observability/metrics.server'
import { DURATION_BUCKETS, countAnswer, createRequestTally } from '~/observability/request-tally'

const answers: Array<[kind: string, cache: string, status: number, seconds: number]> = [
  ['page', 'HIT', 200, 0.0004],
  ['page', 'HIT', 200, 0.005],
  ['page', 'HIT', 304, 0.03],
  ['page', 'MISS', 200, 0.2],
  ['page', 'MISS', 500, 3],
  ['static', 'none', 200, 0.001],
  ['admin', 'none', 302, 0.6],
]

/** The same answers through prom-client's own counter and histogram, as the server counted them before. */
async function byPromClient(help: (name: string) => string) {
  const registry = new Registry()
  const registers = [registry]
  const count = new Counter({
    name: 'http_requests_total',
    help: help('http_requests_total'),
    labelNames: ['kind', 'cache', 'status_class'],
    registers,
  })
  const time = new Histogram({
    name: 'http_request_duration_seconds',
    help: help('http_request_duration_seconds'),
    labelNames: ['kind', 'cache'],
    buckets: [...DURATION_BUCKETS],
    registers,
  })
  for (const [kind, cache, status, seconds] of answers) {
    count.inc({ kind, cache, status_class: `${(status / 100) | 0}xx` })
    time.observe({ kind, cache }, seconds)
  }
  return registry.metrics()
}

/** The app's registry's text for these two metrics only. */
async function scraped(registry: Registry) {
  const text = await registry.metrics()
  return text
    .split('\n\n')
    .filter((block) => /^# HELP http_request(s_total|_duration_seconds) /.test(block))
    .join('\n\n')
}

describe('the request tally', () => {
  it("is scraped as the same series as prom-client's own counter and histogram fed one answer at a time", async () => {
    const { registry, requests } = metrics()
    for (const [kind, cache, status, seconds] of answers) countAnswer(requests.seriesOf(kind, cache, status), seconds)
    const expected = await byPromClient((name) => (registry.getSingleMetric(name) as unknown as { help: string }).help)
    expect(expected).toContain('http_request_duration_seconds_bucket{le="0.005",kind="page",cache="HIT"} 2')
    expect(`${await scraped(registry)}\n`).toBe(expected)
  })

  it('counts a status class in one series, an answer on a bucket bound in that bucket, one past the last in +Inf', () => {
    const tally = createRequestTally()
    const series = tally.seriesOf('page', 'HIT', 200)
    countAnswer(series, 0.025)
    countAnswer(tally.seriesOf('page', 'HIT', 204), 9)
    expect([...tally.series()]).toEqual([series])
    expect(series.buckets).toEqual([0, 1, 0, 0, 0, 1])
    expect(series.count).toBe(2)
  })
})
