import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { LOGIN_MESSAGES } from '~/auth/login-schema'
import { withBackend } from '~/utils/with-backend.server'
import { safeRedirect } from '~/auth/guard.server'
import { isValidAdminCsrf } from '~/auth/csrf.server'
import { redirectWithToast } from '~/utils/toast.server'
import { clearPreviewCookieHeaders } from '~/preview/preview-cookie.server'

export const LOGOUT_FAILED = 'Failed to log out' // the specification's words

// Signing out is a POST with the CSRF token (a link could be triggered by another site).
export function loader() {
  return redirect('/admin')
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  const back = safeRedirect(new URL(request.headers.get('Referer') ?? '/admin', request.url).pathname, '/admin')
  return withBackend(request, async (backend) => {
    // The admin layout's token, bound to the session being ended.
    if (!(await isValidAdminCsrf(formData, request, backend))) {
      return redirectWithToast(back, { type: 'error', message: LOGOUT_FAILED })
    }
    try {
      // "Sign out everywhere" ends every session of this admin, on every device.
      await backend.signOut({ everywhere: formData.get('scope') === 'everywhere' })
    } catch (error) {
      console.error('Logout failed:', error)
      return redirectWithToast(back, { type: 'error', message: LOGOUT_FAILED })
    }
    // Drafts are the editor's: signing out on a shared computer ends the preview too.
    const headers = new Headers(clearPreviewCookieHeaders().map((cookie): [string, string] => ['Set-Cookie', cookie]))
    if (formData.get('reason') === 'inactivity') {
      // Signing in again leads back to where the admin was (a kept draft is offered there).
      const returnTo = formData.get('returnTo')
      const login = returnTo ? `/login?redirectTo=${encodeURIComponent(safeRedirect(returnTo, '/admin'))}` : '/login'
      return redirectWithToast(login, { type: 'blank', message: LOGIN_MESSAGES.inactivity }, { headers })
    }
    return redirect('/login', { headers })
  })
}
