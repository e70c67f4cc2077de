import type { TrustedClient } from '~/site/trusted-clients.server'
import { ContentImg } from './content-image'

/**
 * "Trusted by": the logos of the clients kept in /admin/clients, in a quiet band. Each logo sits in
 * a fixed box, so a late or odd-sized image never moves the page. Nothing is shown without clients.
 */
export function TrustedBy({ clients }: { clients: TrustedClient[] }) {
  if (!clients.length) return null
  return (
    <section aria-labelledby="trusted-by-heading" className="border-y border-line bg-surface py-10 sm:py-12">
      <div className="container-page">
        <h2 id="trusted-by-heading" className="text-center text-sm font-semibold tracking-wider text-ink-muted uppercase">
          Trusted by
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6 sm:gap-x-14" aria-label="Clients">
          {clients.map((client) => (
            <li key={client.id} className="flex h-12 w-32 items-center justify-center sm:w-40">
              <ContentImg image={client.logo} sizes="160px" className="max-h-full max-w-full object-contain" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
