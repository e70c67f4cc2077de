import type { RequestBackend } from '~/backend/types'
import {
  backendErrorCode,
  formProblemMessage,
  formProblemStatus,
  logFailure,
  mediaMaxBytes,
  readAdminForm,
} from '~/admin/admin-form.server'
import { checkAndUpload, formFile } from '~/admin/upload.server'

// One upload, two answers: the media page's form without JavaScript (a redirect with a toast) and
// the uploader's XHR to /admin/media/upload (JSON). Both routes call this. It sits beside, not in,
// upload.server.ts because admin-form.server.ts reads multipart through that module.
const UPLOADED = 'File uploaded successfully'
const UPLOAD_FAILED = 'Failed to upload file'

type UploadReply = { ok: true; message: string; name: string } | { ok: false; message: string; detail?: string }

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
