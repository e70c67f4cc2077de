import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { LOGIN_MESSAGES } from '~/auth/login-schema'
import { getBackend } from '~/backend/index.server'
import { safeRedirect } from '~/auth/guard.server'
import { isValidCsrf } from '~/auth/csrf.server'
import { redirectWithToast } from '~/utils/toast.server'

export const LOGOUT_FAILED = 'Failed to log out' // spec §8

// Signing out is a POST with the CSRF token (a link could be triggered by another site).
export function loader() {
  return redirect('/admin')
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  const back = safeRedirect(new URL(request.headers.get('Referer') ?? '/admin', request.url).pathname, '/admin')
  if (!(await isValidCsrf(formData, request))) {
    return redirectWithToast(back, { type: 'error', message: LOGOUT_FAILED })
  }
  const backend = getBackend().forRequest(request)
  try {
    await backend.signOut()
  } catch (error) {
    console.error('Logout failed:', error)
    return redirectWithToast(back, { type: 'error', message: LOGOUT_FAILED }, { headers: backend.headers })
  }
  if (formData.get('reason') === 'inactivity') {
    return redirectWithToast('/login', { type: 'blank', message: LOGIN_MESSAGES.inactivity }, { headers: backend.headers })
  }
  return redirect('/login', { headers: backend.headers })
}
