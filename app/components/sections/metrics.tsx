export type Metric = { label: string; value: string }

/** A case study's key results as figures. */
export function MetricList({ metrics, tone = 'light' }: { metrics: Metric[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark'
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {metrics.map((metric) => (
        <div
          key={metric.label}
          className={`flex flex-col rounded-xl px-4 py-3 ${dark ? 'border border-white/10 bg-white/5' : 'bg-accent-soft'}`}
        >
          <dt className={`text-sm ${dark ? 'text-ink-inverse/80' : 'text-ink-muted'}`}>{metric.label}</dt>
          <dd className={`order-first text-2xl font-bold tracking-tight ${dark ? 'text-white' : 'text-accent-strong'}`}>{metric.value}</dd>
        </div>
      ))}
    </dl>
  )
}
