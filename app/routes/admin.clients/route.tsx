import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { Plus } from 'lucide-react'
import { logFailure, mediaMaxBytes, positiveInt } from '~/admin/admin-form.server'
import { ClientDialog, type LogoChoice } from './client-dialog'
import { DELETE_CLIENT_MESSAGE } from './client-form-schema'
import { clientsAction } from './action.server'
import { ClientsGrid, type ClientCard } from './clients-grid'
import { ConfirmPanel } from '~/components/admin/confirm-panel'
import { LoadError } from '~/components/admin/load-error'
import { AdminPageHeader } from '~/components/admin/page-header'
import { useListLoading } from '~/components/admin/use-list-loading'
import { useAdminCsrf } from '~/components/admin/use-admin-csrf'
import { requireAdmin } from '~/auth/guard.server'
import { privatePageHeaders } from '~/utils/cache-headers'
import { isImageType } from '~/admin/media-rules'
import { pageMeta } from '~/seo/meta'

// /admin/clients: cards ordered by name. The Add/Edit dialog and the no-JavaScript delete
// confirmation are states of the URL (?dialog=new, ?dialog=edit&id=N, ?confirm=delete&id=N).
const LOGO_PAGE_SIZE = 100

export const headers = privatePageHeaders
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Clients', description: 'Manage the clients shown on the site.', path: '/admin/clients', noindex: true })

export async function loader({ request }: LoaderFunctionArgs) {
  const { backend } = await requireAdmin(request)
  const url = new URL(request.url)

  let clients: ClientCard[] | null = null
  try {
    clients = (await backend.clients.list()).map(({ id, name, logo_url }) => ({ id, name, logo_url }))
  } catch (error) {
    logFailure('Failed to load clients', error)
  }

  const dialog = url.searchParams.get('dialog')
  const id = positiveInt(url.searchParams.get('id'))
  const editing = dialog === 'edit' && id ? (clients?.find((client) => client.id === id) ?? null) : null
  const dialogOpen = dialog === 'new' || !!editing
  const confirm = url.searchParams.get('confirm') === 'delete' && id ? (clients?.find((client) => client.id === id) ?? null) : null

  // The logo picker: images of one page of the media library (sorted by name, like the library).
  const logoPage = Math.min(positiveInt(url.searchParams.get('logoPage')) ?? 1, 100_000)
  let choices: LogoChoice[] = []
  let hasNextLogoPage = false
  if (dialogOpen) {
    try {
      const files = await backend.media.list({ limit: LOGO_PAGE_SIZE + 1, offset: (logoPage - 1) * LOGO_PAGE_SIZE })
      hasNextLogoPage = files.length > LOGO_PAGE_SIZE
      choices = files
        .slice(0, LOGO_PAGE_SIZE)
        .filter((file) => isImageType(file.metadata?.mimetype))
        .map((file) => ({ name: file.name, url: backend.media.publicUrl(file.name) }))
    } catch (error) {
      logFailure('Failed to load files', error)
    }
  }

  return data(
    {
      clients,
      loadError: clients ? null : 'Failed to load clients',
      dialog: dialogOpen ? { client: editing } : null,
      confirm,
      choices,
      logoPage,
      hasNextLogoPage,
      maxBytes: mediaMaxBytes(),
    },
    { headers: backend.headers },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const { backend } = await requireAdmin(request)
  return clientsAction(request, backend)
}

export default function AdminClients() {
  const { clients, loadError, dialog, confirm, choices, logoPage, hasNextLogoPage, maxBytes } = useLoaderData<typeof loader>()
  const csrf = useAdminCsrf()
  const actionData = useActionData<typeof action>()
  const loading = useListLoading('/admin/clients')
  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Clients"
        description={clients ? `${clients.length} ${clients.length === 1 ? 'client' : 'clients'}, ordered by name` : undefined}
        actions={
          <Link to="?dialog=new" preventScrollReset className="btn btn-primary px-4 py-2 text-sm">
            <Plus aria-hidden className="size-4" /> Add Client
          </Link>
        }
      />
      {confirm ? (
        <ConfirmPanel
          message={DELETE_CLIENT_MESSAGE}
          detail={<>“{confirm.name}” will be deleted. Its logo stays in the media library.</>}
          fields={{ intent: 'delete', id: String(confirm.id) }}
          csrf={csrf}
          cancelHref="/admin/clients"
        />
      ) : null}
      {loading ? (
        <p role="status" className="text-sm font-medium text-ink-muted">
          Loading...
        </p>
      ) : null}
      {loadError ? <LoadError message={loadError} /> : null}
      {clients ? (
        clients.length ? (
          <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : ''}>
            <ClientsGrid clients={clients} csrf={csrf} />
          </div>
        ) : (
          <div className="rounded-xl border border-dashed border-line bg-surface px-6 py-12 text-center text-ink-muted">
            No clients yet.{' '}
            <Link to="?dialog=new" className="font-semibold text-accent-strong hover:underline">
              Add the first one
            </Link>
            .
          </div>
        )
      ) : null}
      {dialog ? (
        <ClientDialog
          key={dialog.client?.id ?? 'new'}
          client={dialog.client}
          csrf={csrf}
          choices={choices}
          logoPage={logoPage}
          hasNextLogoPage={hasNextLogoPage}
          maxBytes={maxBytes}
          lastResult={actionData?.lastResult}
        />
      ) : null}
    </div>
  )
}
