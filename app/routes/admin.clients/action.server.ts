import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type { RequestBackend } from '~/backend/types'
import { IMAGE_TYPES } from '~/admin/media-rules'
import {
  failureStatus,
  dataWithToast,
  logFailure,
  mediaMaxBytes,
  positiveInt,
  readAdminForm,
  formProblemReply,
} from '~/admin/admin-form.server'
import { redirectWithToast } from '~/utils/toast.server'
import { clientFormSchema } from './client-form-schema'
import { checkAndUpload, formFile } from '~/admin/upload.server'
import { removeMedia } from '~/media/media-images.server'

// Saved in one tab after another tab deleted it: the list behind the dialog is reloaded too.
const CLIENT_GONE = 'This client no longer exists: it may have been deleted in another tab.'

// The clients page's action: save (create or update, with a logo uploaded into the media
// bucket or picked from it) and delete.
const LIST = '/admin/clients'

export type ClientActionData = { lastResult: SubmissionResult<string[]> | null }

export async function clientsAction(request: Request, backend: RequestBackend) {
  const maxBytes = mediaMaxBytes()
  const form = await readAdminForm(request, maxBytes)
  if (!form.ok) return formProblemReply<ClientActionData>({ lastResult: null }, form.reason, maxBytes)
  const { formData } = form
  const intent = formData.get('intent')
  const id = positiveInt(formData.get('id'))

  if (intent === 'delete') {
    if (!id)
      return dataWithToast<ClientActionData>({ lastResult: null }, { type: 'error', message: 'Failed to delete client' }, { status: 400 })
    try {
      await backend.clients.remove(id)
    } catch (error) {
      logFailure('Failed to delete client', error)
      const status = failureStatus(error)
      return dataWithToast<ClientActionData>({ lastResult: null }, { type: 'error', message: 'Failed to delete client' }, { status })
    }
    return redirectWithToast(LIST, { type: 'success', message: 'Client deleted successfully' })
  }

  if (intent !== 'save') return data<ClientActionData>({ lastResult: null }, { status: 400 })
  const submission = parseWithZod(formData, { schema: clientFormSchema })
  if (submission.status !== 'success') return data<ClientActionData>({ lastResult: submission.reply() }, { status: 400 })

  // A new file wins over a logo picked from the library.
  let logoUrl = submission.value.logo_url ?? null
  let uploadedName: string | null = null
  const file = formFile(formData.get('logo_file'))
  if (file) {
    try {
      const upload = await checkAndUpload(backend, file, { maxBytes, types: IMAGE_TYPES })
      if (!upload.ok)
        return data<ClientActionData>(
          { lastResult: submission.reply({ fieldErrors: { logo_file: [upload.message] } }) },
          { status: upload.status },
        )
      uploadedName = upload.file.name
      logoUrl = backend.media.publicUrl(upload.file.name)
    } catch (error) {
      logFailure('Failed to upload file', error)
      return dataWithToast<ClientActionData>(
        { lastResult: submission.reply({ formErrors: ['Failed to upload file'] }) },
        { type: 'error', message: 'Failed to upload file' },
        { status: 500 },
      )
    }
  }

  const write = { name: submission.value.name, logo_url: logoUrl }
  try {
    if (id) await backend.clients.update(id, write)
    else await backend.clients.create(write)
  } catch (error) {
    logFailure('Failed to save client', error)
    // Do not leave an orphan file behind when the client itself could not be saved.
    if (uploadedName) await removeMedia(backend, uploadedName).catch(() => undefined)
    const status = failureStatus(error)
    const message = status === 404 ? CLIENT_GONE : 'Failed to save client'
    return dataWithToast<ClientActionData>(
      { lastResult: submission.reply({ formErrors: [message] }) },
      { type: 'error', message },
      { status },
    )
  }
  return redirectWithToast(LIST, { type: 'success', message: id ? 'Client updated successfully' : 'Client created successfully' })
}
