import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import Download from 'lucide-react/icons/download'
import { positiveInt } from '~/admin/admin-form.server'
import { lastPageIfPastEnd, loadAdminList, pageCount } from '~/admin/admin-list.server'
import { ConfirmPanel } from '~/components/admin/confirm-panel'
import { enquiriesAction } from './action.server'
import { EnquiryCard, type EnquiryItem } from './enquiry-card'
import { enquiryReference } from '~/enquiry/reference'
import { deleteEnquiryQuestion } from '~/admin/confirm-messages'
import { AdminListBody } from '~/components/admin/list-body'
import { AdminPageHeader } from '~/components/admin/page-header'
import { confirmDeleteHref, stripParams } from '~/admin/list-params'
import { useAdminCsrf } from '~/components/admin/admin-session'
import { withAdmin } from '~/auth/guard.server'
import type { RequestBackend } from '~/backend/types'
import { privatePageHeaders } from '~/utils/cache-headers'
import { pageMeta } from '~/seo/meta'
import { stripBidiControls } from '~/utils/bidi'

// /admin/enquiries: every enquiry the site took, newest first, 20 a page, with all its fields.
const ENQUIRY_PAGE_SIZE = 20
const LIST = '/admin/enquiries'

export const headers = privatePageHeaders
export { revalidateAfterErrors as shouldRevalidate } from '~/utils/revalidate'
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Enquiries', description: 'Project enquiries sent through the site.', path: LIST, noindex: true })

export const loader = ({ request }: LoaderFunctionArgs) => withAdmin(request, ({ backend }) => loadEnquiries(request, backend))

async function loadEnquiries(request: Request, backend: RequestBackend) {
  const { url, page, list, loadError } = await loadAdminList(request, backend, 'Failed to load enquiries', async ({ page }) => {
    const result = await backend.enquiries.list({ page, pageSize: ENQUIRY_PAGE_SIZE })
    // Bidi controls out of what staff read (names, confirmations, the page's data): app/utils/bidi.ts.
    const items: EnquiryItem[] = result.items.map(({ client_hash: _hidden, idempotency_key, ...enquiry }) => ({
      ...enquiry,
      reference: enquiryReference(idempotency_key),
      name: stripBidiControls(enquiry.name),
      company: stripBidiControls(enquiry.company),
    }))
    return { items, total: result.total, totalPages: pageCount(result.total, ENQUIRY_PAGE_SIZE) }
  })
  lastPageIfPastEnd(LIST, url, page, list)
  const confirmId = url.searchParams.get('confirm') === 'delete' ? positiveInt(url.searchParams.get('id')) : null
  const confirm = confirmId ? (list?.items.find((item) => item.id === confirmId) ?? null) : null
  return { list, page, confirm: confirm && { id: confirm.id, name: confirm.name }, loadError }
}

export const action = ({ request }: ActionFunctionArgs) => withAdmin(request, ({ backend }) => enquiriesAction(request, backend))

export default function AdminEnquiries() {
  const { list, page, confirm, loadError } = useLoaderData<typeof loader>()
  const csrf = useAdminCsrf()
  const location = useLocation()
  const here = location.pathname + location.search
  const unhandled = list?.items.filter((item) => !item.handled_at).length ?? 0

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Enquiries"
        description={
          list
            ? `${list.total} ${list.total === 1 ? 'enquiry' : 'enquiries'}, newest first${unhandled ? ` · ${unhandled} new on this page` : ''}`
            : undefined
        }
        actions={
          // No `download` attribute: the file comes as an attachment anyway, and signed out the
          // browser shows the sign-in page instead of saving it as the "CSV".
          <a href="/admin/enquiries.csv" className="btn border border-line bg-surface px-4 py-2 text-sm text-ink hover:bg-surface-muted">
            <Download aria-hidden className="size-4" /> Export CSV
          </a>
        }
      />
      {confirm ? (
        <ConfirmPanel
          message={deleteEnquiryQuestion(confirm.name)}
          detail="This cannot be undone."
          fields={{ intent: 'delete', id: String(confirm.id), returnTo: here }}
          csrf={csrf}
          cancelHref={LIST + stripParams(location.search)}
        />
      ) : null}
      <AdminListBody
        path={LIST}
        loadError={loadError}
        count={list ? list.items.length : null}
        empty={page > 1 ? 'No enquiries on this page.' : 'No enquiries yet. They appear here as soon as a visitor sends the form.'}
        pages={list && { page, totalPages: list.totalPages, hasNext: page < list.totalPages, label: 'Enquiry pages' }}
        className="space-y-3"
      >
        {list?.items.map((enquiry) => (
          <EnquiryCard
            key={enquiry.id}
            enquiry={enquiry}
            csrf={csrf}
            returnTo={here}
            confirmHref={confirmDeleteHref(location.search, 'id', enquiry.id)}
          />
        ))}
      </AdminListBody>
    </div>
  )
}
