export type Metric = { label: string; value: string }

/** A case study's key results as figures. */
export function MetricList({ metrics, tone = 'light', narrow = false }: { metrics: Metric[]; tone?: 'light' | 'dark'; narrow?: boolean }) {
  const dark = tone === 'dark'
  // In a half-width column four tiles in a row get too tight for values like "12k hrs/yr".
  return (
    <dl className={`grid grid-cols-2 gap-3 sm:grid-cols-4 ${narrow ? 'lg:grid-cols-2' : ''}`}>
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
