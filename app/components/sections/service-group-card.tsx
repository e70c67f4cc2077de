import { Link } from '@remix-run/react'
import ArrowRight from 'lucide-react/icons/arrow-right'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { CardGrid } from './card-grid'
import { IconTile } from './icon'
import type { ServiceCardData } from './service-card'
import { stegaFree } from '~/seo/stega-clean'

type Group = { service: ServiceCardData; specialisms: ServiceCardData[] }

/**
 * A main service on /services with its specialisms listed under it. Unlike `ServiceCard` the
 * card holds several links, so none of them is stretched over the whole card.
 */
function ServiceGroupCard({ service, specialisms }: Group) {
  const headingId = `service-${service.slug}`
  return (
    <article aria-labelledby={headingId} className="card relative flex w-full flex-col overflow-hidden p-6 sm:p-7">
      <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 bg-linear-to-r ${service.color}`} />
      <IconTile name={service.icon} color={service.color} />
      <h3 id={headingId} className="mt-5 text-xl font-semibold text-ink">
        <Link to={`/services/${service.slug}`} prefetch="intent" className="hover:text-accent-strong hover:underline">
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 text-ink-muted">{service.description}</p>
      {specialisms.length > 0 ? (
        <div className="mt-5 border-t border-line pt-4">
          <p className="text-xs font-semibold uppercase tracking-wider text-ink-muted">Specialisms</p>
          <ul className="mt-2 space-y-1" aria-label={stegaFree(`${service.title} specialisms`)}>
            {specialisms.map((s) => (
              <li key={s._id}>
                <Link
                  to={`/services/${s.slug}`}
                  prefetch="intent"
                  className="group inline-flex items-center gap-1 py-1 font-medium text-ink hover:text-accent-strong"
                >
                  <ChevronRight
                    aria-hidden="true"
                    className="h-4 w-4 text-accent-strong transition-transform group-hover:translate-x-0.5"
                  />
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-auto pt-5">
        <Link
          to={`/services/${service.slug}`}
          aria-label={stegaFree(`Learn more about ${service.title}`)}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-strong hover:underline"
        >
          Learn more <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </p>
    </article>
  )
}

export function ServiceGroupsGrid({ groups }: { groups: Group[] }) {
  return (
    <CardGrid>
      {groups.map((group) => (
        <ServiceGroupCard key={group.service._id} {...group} />
      ))}
    </CardGrid>
  )
}
