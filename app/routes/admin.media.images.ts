import { type LoaderFunctionArgs } from '@remix-run/node'
import { logFailure, pageParam } from '~/admin/admin-form.server'
import { imageChoicesPage } from '~/admin/image-choices.server'
import { withAdmin } from '~/auth/guard.server'
import { PRIVATE_CACHE_CONTROL } from '~/utils/cache-headers'

// The post form's picker asks for the library's older images here, a page at a time, without
// leaving the form (its "More images"). Signed out meanwhile: a 401, not the sign-in page.
export const loader = ({ request }: LoaderFunctionArgs) =>
  withAdmin(
    request,
    async ({ backend }) => {
      const page = pageParam(new URL(request.url))
      const headers = { 'Cache-Control': PRIVATE_CACHE_CONTROL }
      try {
        return Response.json(await imageChoicesPage(backend, page), { headers })
      } catch (error) {
        logFailure('Failed to load files', error)
        return Response.json({ message: 'Failed to load files' }, { status: 503, headers })
      }
    },
    { json: true },
  )
