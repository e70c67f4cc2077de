import { isValidMediaName } from '~/backend/media-name'
import type { RequestBackend } from '~/backend/types'
import {
  backendErrorCode,
  dataWithToast,
  formProblemMessage,
  logFailure,
  mediaMaxBytes,
  readAdminForm,
  redirectToast,
  returnTo,
  formProblemReply,
  formProblemStatus,
} from '~/admin/admin-form.server'
import { checkAndUpload, formFile } from '~/admin/upload.server'

// The media library's server side: an upload (from the browser's XHR, answered in JSON, or from
// the plain form without JavaScript) and a delete.
const LIST = '/admin/media'
export const UPLOADED = 'File uploaded successfully'
export const UPLOAD_FAILED = 'Failed to upload file'

export type UploadReply = { ok: true; message: string; name: string } | { ok: false; message: string; detail?: string }

/** Reads the request's file and stores it; the reply says what happened in the catalogue's words. */
export async function uploadFromRequest(request: Request, backend: RequestBackend): Promise<{ reply: UploadReply; status: number }> {
  const maxBytes = mediaMaxBytes()
  const form = await readAdminForm(request, maxBytes)
  if (!form.ok) {
    return {
      reply: { ok: false, message: UPLOAD_FAILED, detail: formProblemMessage(form.reason, maxBytes) },
      status: formProblemStatus(form.reason),
    }
  }
  const file = formFile(form.formData.get('file'))
  if (!file) return { reply: { ok: false, message: UPLOAD_FAILED, detail: 'Choose a file to upload.' }, status: 400 }
  try {
    const outcome = await checkAndUpload(backend, file, { maxBytes })
    if (!outcome.ok) return { reply: { ok: false, message: UPLOAD_FAILED, detail: outcome.message }, status: outcome.status }
    return { reply: { ok: true, message: UPLOADED, name: outcome.file.name }, status: 200 }
  } catch (error) {
    logFailure(UPLOAD_FAILED, error)
    return { reply: { ok: false, message: UPLOAD_FAILED }, status: backendErrorCode(error) === 'forbidden' ? 403 : 500 }
  }
}

export type MediaActionData = { ok: boolean; detail?: string }

/** The /admin/media page's action (forms without JavaScript, and the fetcher's delete). */
export async function mediaAction(request: Request, backend: RequestBackend) {
  const headers = backend.headers
  const type = request.headers.get('Content-Type') ?? ''
  if (type.startsWith('multipart/form-data')) {
    const { reply, status } = await uploadFromRequest(request, backend)
    if (reply.ok) return redirectToast(LIST, { type: 'success', message: reply.message }, headers)
    return dataWithToast<MediaActionData>(
      { ok: false, detail: reply.detail },
      { type: 'error', message: reply.message },
      { status, headers },
    )
  }

  const form = await readAdminForm(request)
  if (!form.ok) return formProblemReply<MediaActionData>({ ok: false }, form.reason, headers)
  const name = form.formData.get('name')
  if (form.formData.get('intent') !== 'delete' || typeof name !== 'string' || !isValidMediaName(name)) {
    return dataWithToast<MediaActionData>({ ok: false }, { type: 'error', message: 'Failed to delete file' }, { status: 400, headers })
  }
  try {
    await backend.media.remove(name)
  } catch (error) {
    logFailure('Failed to delete file', error)
    const status = backendErrorCode(error) === 'not_found' ? 404 : 500
    return dataWithToast<MediaActionData>({ ok: false }, { type: 'error', message: 'Failed to delete file' }, { status, headers })
  }
  return redirectToast(returnTo(form.formData.get('returnTo'), LIST), { type: 'success', message: 'File deleted successfully' }, headers)
}
