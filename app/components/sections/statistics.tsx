import { stegaFree } from '~/seo/stega-clean'
export type Stat = { value: string; label: string }

/** The home hero's claims: four figures on glass tiles over the dark hero. */
export function HeroClaims({ claims }: { claims: Stat[] }) {
  if (claims.length === 0) return null
  return (
    <dl className="mt-14 grid max-w-4xl grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {claims.map((claim) => (
        <div key={claim.label} className="flex flex-col rounded-2xl border border-white/10 bg-white/5 px-5 py-4 backdrop-blur-sm">
          <dt className="text-sm text-ink-inverse/80">{claim.label}</dt>
          <dd className="order-first text-3xl font-bold tracking-tight text-white sm:text-4xl">{claim.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A band of four statistics on a light section. */
export function StatisticsGrid({ stats, label = 'Statistics' }: { stats: Stat[]; label?: string }) {
  if (stats.length === 0) return null
  return (
    <dl aria-label={label && stegaFree(label)} className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="card flex flex-col items-center px-4 py-8 text-center">
          <dt className="mt-2 font-medium text-ink-muted">{stat.label}</dt>
          <dd className="order-first text-4xl font-bold tracking-tight text-accent-strong sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
