import { CardGrid } from './card-grid'
import { ContentIcon } from './icon'

export type Feature = { title: string; description: string; icon?: string | null }

/** A service's feature cards (five of them), titles word for word from the content; each its own icon, a check mark by default. */
export function FeatureGrid({ features, color }: { features: Feature[]; color?: string | null }) {
  return (
    <CardGrid columns={features.length === 4 ? 4 : 3}>
      {features.map((feature) => (
        <div key={feature.title} className="card card-hover flex w-full flex-col p-6 sm:p-7">
          <span
            className={`inline-flex h-10 w-10 items-center justify-center rounded-lg bg-linear-to-br text-white ${color ?? 'from-sky-500 to-blue-600'}`}
          >
            <ContentIcon name={feature.icon ?? 'CircleCheck'} className="h-5 w-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">{feature.title}</h3>
          <p className="mt-2 text-ink-muted">{feature.description}</p>
        </div>
      ))}
    </CardGrid>
  )
}
