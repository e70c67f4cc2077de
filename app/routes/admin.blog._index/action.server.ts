import type { RequestBackend } from '~/backend/types'
import {
  failureStatus,
  dataWithToast,
  formProblemMessage,
  formProblemReply,
  logFailure,
  positiveInt,
  readAdminForm,
  returnTo,
} from '~/admin/admin-form.server'
import { redirectWithToast } from '~/utils/toast.server'

// The post list's action: delete a post, then back to the page of the list it was on.
const LIST = '/admin/blog'
const FAILED = 'Failed to delete post'

export async function postsAction(request: Request, backend: RequestBackend) {
  const form = await readAdminForm(request)
  if (!form.ok) return formProblemReply({ ok: false, message: formProblemMessage(form.reason) }, form.reason)
  const id = positiveInt(form.formData.get('id'))
  if (form.formData.get('intent') !== 'delete' || !id) {
    return dataWithToast({ ok: false }, { type: 'error', message: FAILED }, { status: 400 })
  }
  try {
    await backend.posts.remove(id)
  } catch (error) {
    logFailure(FAILED, error)
    const status = failureStatus(error)
    return dataWithToast({ ok: false }, { type: 'error', message: FAILED }, { status })
  }
  return redirectWithToast(returnTo(form.formData.get('returnTo'), LIST), { type: 'success', message: 'Post deleted successfully' })
}
