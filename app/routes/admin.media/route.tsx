import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { isValidMediaName, originalMediaName } from '~/backend/media-name'
import { deleteFileQuestion } from '~/admin/confirm-messages'
import { inUseQuestion } from '~/admin/media-usage.server'
import { logFailure, mediaMaxBytes } from '~/admin/admin-form.server'
import { loadAdminList } from '~/admin/admin-list.server'
import { ConfirmPanel } from '~/components/admin/confirm-panel'
import { AdminListBody } from '~/components/admin/list-body'
import { mediaAction } from './action.server'
import { MediaGrid, type MediaItem } from './media-grid'
import { MediaUploader } from './media-uploader'
import { AdminPageHeader } from '~/components/admin/page-header'
import { confirmDeleteHref, stripParams } from '~/admin/list-params'
import { useAdminCsrf } from '~/components/admin/admin-session'
import { withAdmin } from '~/auth/guard.server'
import type { RequestBackend } from '~/backend/types'
import { privatePageHeaders } from '~/utils/cache-headers'
import { pageMeta } from '~/seo/meta'
import { withVariants } from '~/media/media-images.server'
import { isImageType } from '~/admin/media-rules'

// /admin/media: the bucket `media`, 100 files a page (the specification's listing limit), newest
// first: stored names start with their upload time, so a file just uploaded is on the first page,
// where the admin looks for it (its name ascending would put it last). One more than a page is
// asked for, to know whether there is a next page.
const MEDIA_PAGE_SIZE = 100
const LIST = '/admin/media'

export const headers = privatePageHeaders
export { revalidateAfterErrors as shouldRevalidate } from '~/utils/revalidate'
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Media', description: 'The media library: uploaded images and files.', path: LIST, noindex: true })

export const loader = ({ request }: LoaderFunctionArgs) => withAdmin(request, ({ backend }) => loadFiles(request, backend))

async function loadFiles(request: Request, backend: RequestBackend) {
  const { url, page, list, loadError } = await loadAdminList(request, backend, 'Failed to load files', async ({ page }) => {
    const found = await backend.media.list({ limit: MEDIA_PAGE_SIZE + 1, offset: (page - 1) * MEDIA_PAGE_SIZE, newestFirst: true })
    const items: MediaItem[] = await Promise.all(
      found.slice(0, MEDIA_PAGE_SIZE).map(async (file) => {
        const url = backend.media.publicUrl(file.name)
        const mimetype = file.metadata?.mimetype || null
        const image = isImageType(mimetype) ? await withVariants({ src: url, width: null, height: null, alt: '' }) : null
        return { name: file.name, url, mimetype, size: file.metadata?.size ?? null, image }
      }),
    )
    return { items, hasNext: found.length > MEDIA_PAGE_SIZE }
  })

  const confirmName = url.searchParams.get('confirm') === 'delete' ? url.searchParams.get('name') : null
  // Without JavaScript, Delete leads here; a file in use says by whom before it is deleted.
  let confirm: { name: string; inUse: string | null } | null = null
  if (confirmName && isValidMediaName(confirmName)) {
    const inUse = await inUseQuestion(backend, confirmName).catch((error) => {
      logFailure('Failed to check where the file is used', error)
      return null
    })
    confirm = { name: confirmName, inUse }
  }

  return { files: list?.items ?? null, hasNext: list?.hasNext ?? false, page, confirm, maxBytes: mediaMaxBytes(), loadError }
}

export const action = ({ request }: ActionFunctionArgs) => withAdmin(request, ({ backend, user }) => mediaAction(request, backend, user))

export default function AdminMedia() {
  const { files, hasNext, page, confirm, maxBytes, loadError } = useLoaderData<typeof loader>()
  const csrf = useAdminCsrf()
  const actionData = useActionData<typeof action>()
  const location = useLocation()
  const here = location.pathname + location.search
  // A delete without JavaScript that found the file in use (since the confirmation page): ask again.
  const again = actionData && 'confirmAgain' in actionData ? actionData.confirmAgain : undefined
  const confirmHref = (name: string) => confirmDeleteHref(location.search, 'name', name)

  return (
    <div className="space-y-5">
      <AdminPageHeader title="Media" description="Images and files for posts and client logos, newest first." />
      <MediaUploader csrf={csrf} maxBytes={maxBytes} serverProblem={actionData?.detail} />
      {again ? (
        <ConfirmPanel
          message={again.question}
          fields={{ intent: 'delete', name: again.name, force: 'yes', returnTo: here }}
          csrf={csrf}
          cancelHref={LIST + stripParams(location.search)}
          confirmLabel="Delete anyway"
        />
      ) : confirm ? (
        <ConfirmPanel
          message={deleteFileQuestion(originalMediaName(confirm.name))}
          detail={confirm.inUse ?? 'Nothing on the site uses it. This cannot be undone.'}
          fields={{ intent: 'delete', name: confirm.name, returnTo: here, ...(confirm.inUse ? { force: 'yes' } : {}) }}
          csrf={csrf}
          cancelHref={LIST + stripParams(location.search)}
          confirmLabel={confirm.inUse ? 'Delete anyway' : undefined}
        />
      ) : null}
      <AdminListBody
        path={LIST}
        loadError={loadError}
        count={files ? files.length : null}
        empty={page > 1 ? 'No files on this page.' : 'No files yet. Upload the first one above.'}
        pages={{ page, hasNext, label: 'Media pages' }}
      >
        {files ? <MediaGrid files={files} csrf={csrf} returnTo={here} confirmHref={confirmHref} /> : null}
      </AdminListBody>
    </div>
  )
}
