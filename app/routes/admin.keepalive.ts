import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { withAdmin } from '~/auth/guard.server'

// Called by the inactivity timer while the admin is active without making requests: reading the
// session slides its server-side expiry.
export const loader = ({ request }: LoaderFunctionArgs) =>
  withAdmin(request, async () => data({ ok: true }, { headers: { 'Cache-Control': 'private, no-store' } }))
