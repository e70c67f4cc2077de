import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/auth/guard.server'

// Called by the inactivity timer while the admin is active without making requests: reading the
// session slides its server-side expiry.
export async function loader({ request }: LoaderFunctionArgs) {
  const { backend } = await requireAdmin(request)
  const headers = new Headers(backend.headers)
  headers.set('Cache-Control', 'private, no-store')
  return data({ ok: true }, { headers })
}
