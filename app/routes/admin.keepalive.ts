import { type LoaderFunctionArgs } from '@remix-run/node'
import { adminCsrfToken } from '~/auth/csrf.server'
import { withAdmin } from '~/auth/guard.server'
import { PRIVATE_CACHE_CONTROL } from '~/utils/cache-headers'

// Called by the inactivity timer while the admin is active without making requests: reading the
// session slides its server-side expiry. Also asked when an admin tab is shown again: a sign-in in
// another tab replaced the session, and the forms need its token (components/admin/admin-session.tsx).
// Signed out meanwhile (another tab): a 401, not a redirect to the sign-in form, which is no page
// to come back to after signing in.
export const loader = ({ request }: LoaderFunctionArgs) =>
  withAdmin(
    request,
    async ({ backend, user }) => {
      const csrf = (await adminCsrfToken(backend)) ?? ''
      return Response.json({ ok: true, email: user.email, csrf }, { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } })
    },
    { json: true },
  )
