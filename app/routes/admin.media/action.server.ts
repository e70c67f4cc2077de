import { data } from '@remix-run/node'
import { isValidMediaName } from '~/backend/media-name'
import type { AuthUser, RequestBackend } from '~/backend/types'
import { failureStatus, dataWithToast, logFailure, readAdminForm, returnTo, formProblemReply } from '~/admin/admin-form.server'
import { redirectWithToast } from '~/utils/toast.server'
import { dropMediaReferences, inUseQuestion } from '~/admin/media-usage.server'
import { uploadFromRequest } from '~/admin/media-upload.server'
import { removeMedia } from '~/media/media-images.server'

// The media page's action: an upload from the plain form without JavaScript (the uploader's XHR
// goes to /admin/media/upload; both use uploadFromRequest) and a delete.
const LIST = '/admin/media'

/**
 * `confirmAgain`: the file is in use; the question to ask before a second POST with `force=yes`
 * (DeleteAction asks it with confirm(); the page shows it as a confirmation panel without JavaScript).
 */
export type MediaActionData = { ok: boolean; detail?: string; confirmAgain?: { question: string; name: string } }

/** The /admin/media page's action (forms without JavaScript, and the fetcher's delete). */
export async function mediaAction(request: Request, backend: RequestBackend, user: AuthUser) {
  const type = request.headers.get('Content-Type') ?? ''
  if (type.startsWith('multipart/form-data')) {
    const { reply, status } = await uploadFromRequest(request, backend)
    if (reply.ok) return redirectWithToast(LIST, { type: 'success', message: reply.message })
    return dataWithToast<MediaActionData>({ ok: false, detail: reply.detail }, { type: 'error', message: reply.message }, { status })
  }

  const form = await readAdminForm(request)
  if (!form.ok) return formProblemReply<MediaActionData>({ ok: false }, form.reason)
  const name = form.formData.get('name')
  if (form.formData.get('intent') !== 'delete' || typeof name !== 'string' || !isValidMediaName(name)) {
    return dataWithToast<MediaActionData>({ ok: false }, { type: 'error', message: 'Failed to delete file' }, { status: 400 })
  }
  try {
    if (form.formData.get('force') !== 'yes') {
      const question = await inUseQuestion(backend, name)
      if (question) return data<MediaActionData>({ ok: false, confirmAgain: { question, name } }, { status: 409 })
    }
    await removeMedia(backend, name)
  } catch (error) {
    logFailure('Failed to delete file', error)
    const status = failureStatus(error)
    return dataWithToast<MediaActionData>({ ok: false }, { type: 'error', message: 'Failed to delete file' }, { status })
  }
  // The file is gone: whatever showed it shows no image now (the question asked said so).
  await dropMediaReferences(backend, name, user.id).catch((error: unknown) => logFailure('Failed to clear the deleted file’s uses', error))
  return redirectWithToast(returnTo(form.formData.get('returnTo'), LIST), { type: 'success', message: 'File deleted successfully' })
}
