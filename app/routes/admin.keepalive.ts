import { type LoaderFunctionArgs } from '@remix-run/node'
import { withAdmin } from '~/auth/guard.server'

// Called by the inactivity timer while the admin is active without making requests: reading the
// session slides its server-side expiry. Signed out meanwhile (another tab): a 401, not a redirect
// to the sign-in form, which is no page to come back to after signing in.
export const loader = ({ request }: LoaderFunctionArgs) =>
  withAdmin(request, async () => Response.json({ ok: true }, { headers: { 'Cache-Control': 'private, no-store' } }), { json: true })
