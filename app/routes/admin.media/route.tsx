import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { isValidMediaName } from '~/backend/media-name'
import { logFailure, mediaMaxBytes, pageParam } from '~/admin/admin-form.server'
import { ConfirmPanel } from '~/components/admin/confirm-panel'
import { LoadError } from '~/components/admin/load-error'
import { mediaAction } from './action.server'
import { DELETE_FILE_MESSAGE, MediaGrid, type MediaItem } from './media-grid'
import { MediaUploader } from './media-uploader'
import { AdminPageHeader } from '~/components/admin/page-header'
import { stripParams } from '~/admin/list-params'
import { Pagination } from '~/components/admin/pagination'
import { useListLoading } from '~/components/admin/use-list-loading'
import { useAdminCsrf } from '~/components/admin/use-admin-csrf'
import { requireAdmin } from '~/auth/guard.server'
import { privatePageHeaders } from '~/utils/cache-headers'
import { pageMeta } from '~/seo/meta'

// /admin/media: the bucket `media`, 100 files a page sorted by name (spec §7's listing
// defaults). One more than a page is asked for, to know whether there is a next page.
export const MEDIA_PAGE_SIZE = 100
const LIST = '/admin/media'

export const headers = privatePageHeaders
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Media', description: 'The media library: uploaded images and files.', path: LIST, noindex: true })

export async function loader({ request }: LoaderFunctionArgs) {
  const { backend } = await requireAdmin(request)
  const url = new URL(request.url)
  const page = pageParam(url)

  let files: MediaItem[] | null = null
  let hasNext = false
  try {
    const found = await backend.media.list({ limit: MEDIA_PAGE_SIZE + 1, offset: (page - 1) * MEDIA_PAGE_SIZE })
    hasNext = found.length > MEDIA_PAGE_SIZE
    files = found.slice(0, MEDIA_PAGE_SIZE).map((file) => ({
      name: file.name,
      url: backend.media.publicUrl(file.name),
      mimetype: file.metadata?.mimetype || null,
      size: file.metadata?.size ?? null,
    }))
  } catch (error) {
    logFailure('Failed to load files', error)
  }

  const confirmName = url.searchParams.get('confirm') === 'delete' ? url.searchParams.get('name') : null
  const confirm = confirmName && isValidMediaName(confirmName) ? confirmName : null

  return data(
    { files, hasNext, page, confirm, maxBytes: mediaMaxBytes(), loadError: files ? null : 'Failed to load files' },
    { headers: backend.headers },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const { backend } = await requireAdmin(request)
  return mediaAction(request, backend)
}

export default function AdminMedia() {
  const { files, hasNext, page, confirm, maxBytes, loadError } = useLoaderData<typeof loader>()
  const csrf = useAdminCsrf()
  const actionData = useActionData<typeof action>()
  const location = useLocation()
  const loading = useListLoading(LIST)
  const here = location.pathname + location.search
  const confirmHref = (name: string) => {
    const params = new URLSearchParams(stripParams(location.search))
    params.set('confirm', 'delete')
    params.set('name', name)
    return `?${params}`
  }

  return (
    <div className="space-y-5">
      <AdminPageHeader title="Media" description="Images and files for posts and client logos, sorted by name." />
      <MediaUploader csrf={csrf} maxBytes={maxBytes} serverProblem={actionData?.detail} />
      {confirm ? (
        <ConfirmPanel
          message={DELETE_FILE_MESSAGE}
          detail={<>“{confirm}” will be deleted. Posts or clients that show it will lose the image.</>}
          fields={{ intent: 'delete', name: confirm, returnTo: here }}
          csrf={csrf}
          cancelHref={LIST + stripParams(location.search)}
        />
      ) : null}
      {loading ? (
        <p role="status" className="text-sm font-medium text-ink-muted">
          Loading...
        </p>
      ) : null}
      {loadError ? <LoadError message={loadError} /> : null}
      {files ? (
        files.length ? (
          <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : ''}>
            <MediaGrid files={files} csrf={csrf} returnTo={here} confirmHref={confirmHref} />
          </div>
        ) : (
          <div className="rounded-xl border border-dashed border-line bg-surface px-6 py-12 text-center text-ink-muted">
            {page > 1 ? 'No files on this page.' : 'No files yet. Upload the first one above.'}
          </div>
        )
      ) : null}
      <Pagination page={page} hasNext={hasNext} search={location.search} label="Media pages" />
    </div>
  )
}
