import { Link } from '@remix-run/react'
import Pencil from 'lucide-react/icons/pencil'
import { deleteClientQuestion } from '~/admin/confirm-messages'
import { DeleteAction } from '~/components/admin/confirm-panel'

export interface ClientCard {
  id: number
  name: string
  logo_url: string | null
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

/** The clients as a grid of cards: logo (or initials), name, Edit and Delete. */
export function ClientsGrid({ clients, csrf }: { clients: ClientCard[]; csrf: string }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Clients">
      {clients.map((client) => (
        <li key={client.id} className="card flex flex-col overflow-hidden">
          <div className="flex h-28 items-center justify-center border-b border-line bg-surface-muted/70 p-4">
            {client.logo_url ? (
              <img src={client.logo_url} alt={`${client.name} logo`} loading="lazy" className="max-h-20 max-w-full object-contain" />
            ) : (
              <span
                aria-hidden
                className="flex size-14 items-center justify-center rounded-full bg-navy-800 text-lg font-bold text-ink-inverse"
              >
                {initials(client.name)}
              </span>
            )}
          </div>
          <div className="flex flex-1 flex-col gap-2 px-4 py-3">
            <h2 className="line-clamp-2 text-[0.95rem] font-semibold break-words" title={client.name}>
              {client.name}
            </h2>
            <div className="mt-auto flex items-center gap-4">
              <Link
                to={`?dialog=edit&id=${client.id}`}
                preventScrollReset
                aria-label={`Edit ${client.name}`}
                className="inline-flex items-center gap-1 text-sm font-semibold text-accent-strong hover:underline"
              >
                <Pencil aria-hidden className="size-4" /> Edit
              </Link>
              <DeleteAction
                confirmHref={`?confirm=delete&id=${client.id}`}
                message={deleteClientQuestion(client.name)}
                accessibleLabel={`Delete ${client.name}`}
                fields={{ intent: 'delete', id: String(client.id), csrf }}
              />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
