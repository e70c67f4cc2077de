import type { RequestBackend } from '~/backend/types'
import { failureStatus, dataWithToast, logFailure, positiveInt, readAdminForm, returnTo, formProblemReply } from '~/admin/admin-form.server'
import { redirectWithToast } from '~/utils/toast.server'

// The inbox's action: mark an enquiry handled (or new again), or delete it.
const LIST = '/admin/enquiries'

export async function enquiriesAction(request: Request, backend: RequestBackend) {
  const form = await readAdminForm(request)
  if (!form.ok) return formProblemReply({ ok: false }, form.reason)
  const { formData } = form
  const intent = formData.get('intent')
  const id = positiveInt(formData.get('id'))
  const back = returnTo(formData.get('returnTo'), LIST)
  const failed = intent === 'delete' ? 'Failed to delete enquiry' : 'Failed to update enquiry'
  if (!id || (intent !== 'delete' && intent !== 'handled')) {
    return dataWithToast({ ok: false }, { type: 'error', message: failed }, { status: 400 })
  }
  try {
    if (intent === 'delete') {
      await backend.enquiries.remove(id)
      return redirectWithToast(back, { type: 'success', message: 'Enquiry deleted successfully' })
    }
    const handled = formData.get('handled') !== 'false'
    await backend.enquiries.setHandled(id, handled)
    return redirectWithToast(back, { type: 'success', message: handled ? 'Enquiry marked as handled' : 'Enquiry marked as new' })
  } catch (error) {
    logFailure(failed, error)
    const status = failureStatus(error)
    return dataWithToast({ ok: false }, { type: 'error', message: failed }, { status })
  }
}
