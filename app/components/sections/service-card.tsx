import { Link } from '@remix-run/react'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { CardGrid } from './card-grid'
import { IconTile } from './icon'

export type ServiceCardData = {
  _id: string
  title: string
  slug: string
  icon: string
  color: string
  description: string
}

/** A service in a grid: the whole card is one link (stretched from the title), no layout shift on hover. */
function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <article className="card card-hover focus-ring-within group relative flex w-full flex-col overflow-hidden p-6 sm:p-7">
      <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 bg-linear-to-r ${service.color}`} />
      <IconTile name={service.icon} color={service.color} />
      <h3 className="mt-5 text-xl font-semibold text-ink">
        <Link to={`/services/${service.slug}`} prefetch="intent" className="after:absolute after:inset-0 focus-visible:outline-none">
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-ink-muted">{service.description}</p>
      <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-strong">
        Learn more <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  )
}

export function ServicesGrid({ services }: { services: ServiceCardData[] }) {
  return (
    <CardGrid>
      {services.map((service) => (
        <ServiceCard key={service._id} service={service} />
      ))}
    </CardGrid>
  )
}
