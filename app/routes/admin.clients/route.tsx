import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import Plus from 'lucide-react/icons/plus'
import { logFailure, mediaMaxBytes, pageParam, positiveInt } from '~/admin/admin-form.server'
import { loadAdminList } from '~/admin/admin-list.server'
import { ClientDialog, type LogoChoice } from './client-dialog'
import { deleteClientQuestion } from '~/admin/confirm-messages'
import { clientsAction } from './action.server'
import { ClientsGrid, type ClientCard } from './clients-grid'
import { ConfirmPanel } from '~/components/admin/confirm-panel'
import { AdminListBody } from '~/components/admin/list-body'
import { AdminPageHeader } from '~/components/admin/page-header'
import { useAdminCsrf } from '~/components/admin/admin-session'
import { withAdmin } from '~/auth/guard.server'
import type { RequestBackend } from '~/backend/types'
import { privatePageHeaders } from '~/utils/cache-headers'
import { imageChoicesPage } from '~/admin/image-choices.server'
import { pageMeta } from '~/seo/meta'

// /admin/clients: cards ordered by name. The Add/Edit dialog and the no-JavaScript delete
// confirmation are states of the URL (?dialog=new, ?dialog=edit&id=N, ?confirm=delete&id=N).

export const headers = privatePageHeaders
export { revalidateAfterErrors as shouldRevalidate } from '~/utils/revalidate'
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Clients', description: 'Manage the clients shown on the site.', path: '/admin/clients', noindex: true })

export const loader = ({ request }: LoaderFunctionArgs) => withAdmin(request, ({ backend }) => loadClients(request, backend))

async function loadClients(request: Request, backend: RequestBackend) {
  const loaded = await loadAdminList(request, backend, 'Failed to load clients', async () =>
    (await backend.clients.list()).map(({ id, name, logo_url }): ClientCard => ({ id, name, logo_url })),
  )
  const { url, list: clients, loadError } = loaded

  const dialog = url.searchParams.get('dialog')
  const id = positiveInt(url.searchParams.get('id'))
  const editing = dialog === 'edit' && id ? (clients?.find((client) => client.id === id) ?? null) : null
  const dialogOpen = dialog === 'new' || !!editing
  const confirm = url.searchParams.get('confirm') === 'delete' && id ? (clients?.find((client) => client.id === id) ?? null) : null

  // The logo picker: images of one page of the media library.
  const logoPage = pageParam(url, 'logoPage')
  const library = dialogOpen
    ? await imageChoicesPage(backend, logoPage).catch((error: unknown) => void logFailure('Failed to load files', error))
    : undefined

  return {
    clients,
    loadError,
    dialog: dialogOpen ? { client: editing } : null,
    confirm,
    choices: (library?.choices ?? []) satisfies LogoChoice[],
    logoPage,
    hasNextLogoPage: library?.hasNextPage ?? false,
    maxBytes: mediaMaxBytes(),
  }
}

export const action = ({ request }: ActionFunctionArgs) => withAdmin(request, ({ backend }) => clientsAction(request, backend))

export default function AdminClients() {
  const { clients, loadError, dialog, confirm, choices, logoPage, hasNextLogoPage, maxBytes } = useLoaderData<typeof loader>()
  const csrf = useAdminCsrf()
  const actionData = useActionData<typeof action>()
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
          message={deleteClientQuestion(confirm.name)}
          detail="The client leaves the site’s Trusted by strip. Its logo stays in the media library."
          fields={{ intent: 'delete', id: String(confirm.id) }}
          csrf={csrf}
          cancelHref="/admin/clients"
        />
      ) : null}
      <AdminListBody
        path="/admin/clients"
        loadError={loadError}
        count={clients ? clients.length : null}
        empty={
          <>
            No clients yet.{' '}
            <Link to="?dialog=new" className="font-semibold text-accent-strong hover:underline">
              Add the first one
            </Link>
            .
          </>
        }
      >
        {clients ? <ClientsGrid clients={clients} csrf={csrf} /> : null}
      </AdminListBody>
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
