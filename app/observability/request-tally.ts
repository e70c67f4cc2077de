// Every answered request is counted here as plain numbers, and turned into Prometheus series only
// when /metrics is scraped. prom-client's labelled counter and histogram check and hash their
// labels on every call: about 2.6 µs of a 45 µs cached answer (docs/performance.md).

/** Upper bounds of `http_request_duration_seconds`, in seconds. */
export const DURATION_BUCKETS = [0.005, 0.025, 0.1, 0.5, 2.5] as const

/** One kind, cache outcome and status class: how many, their total time, and per bucket (the last is +Inf). */
export interface RequestSeries {
  kind: string
  cache: string
  statusClass: string
  count: number
  seconds: number
  buckets: number[]
}

export type RequestTally = ReturnType<typeof createRequestTally>

export function createRequestTally() {
  const series = new Map<string, RequestSeries>()

  return {
    /** The series answers of this kind, cache outcome and status are counted in (the same object each time: it may be kept). */
    seriesOf(kind: string, cache: string, status: number): RequestSeries {
      const statusClass = `${(status / 100) | 0}xx`
      const key = `${kind} ${cache} ${statusClass}`
      let known = series.get(key)
      if (!known) {
        known = { kind, cache, statusClass, count: 0, seconds: 0, buckets: new Array(DURATION_BUCKETS.length + 1).fill(0) }
        series.set(key, known)
      }
      return known
    },
    series: () => series.values(),
  }
}

/** One answer that took `seconds`. */
export function countAnswer(series: RequestSeries, seconds: number): void {
  series.count++
  series.seconds += seconds
  let bucket = 0
  while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]) bucket++
  series.buckets[bucket]++
}

type Labels = Record<string, string | number>
interface MetricValue {
  metricName: string
  labels: Labels
  sharedLabels?: Labels
  value: number
}

/**
 * The histogram's samples by kind and cache outcome (status classes added together), as
 * prom-client's own histogram writes them: cumulative buckets, then +Inf, the sum and the count.
 */
export function durationValues(name: string, all: Iterable<RequestSeries>): MetricValue[] {
  const byLabels = new Map<string, { labels: Labels; seconds: number; buckets: number[] }>()
  for (const one of all) {
    const key = `${one.kind} ${one.cache}`
    const sum = byLabels.get(key) ?? { labels: { kind: one.kind, cache: one.cache }, seconds: 0, buckets: one.buckets.map(() => 0) }
    sum.seconds += one.seconds
    one.buckets.forEach((n, i) => (sum.buckets[i] += n))
    byLabels.set(key, sum)
  }
  const values: MetricValue[] = []
  for (const { labels, seconds, buckets } of byLabels.values()) {
    let count = 0
    DURATION_BUCKETS.forEach((le, i) => {
      count += buckets[i]
      values.push({ metricName: `${name}_bucket`, labels: { le }, sharedLabels: labels, value: count })
    })
    count += buckets[DURATION_BUCKETS.length]
    values.push({ metricName: `${name}_bucket`, labels: { le: '+Inf' }, sharedLabels: labels, value: count })
    values.push({ metricName: `${name}_sum`, labels: {}, sharedLabels: labels, value: seconds })
    values.push({ metricName: `${name}_count`, labels: {}, sharedLabels: labels, value: count })
  }
  return values
}
