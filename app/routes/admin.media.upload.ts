import type { ActionFunctionArgs } from '@remix-run/node'
import { combineHeaders } from '~/utils/headers'
import { uploadFromRequest } from '~/admin/media-upload.server'
import { requireAdmin } from '~/auth/guard.server'

// POST /admin/media/upload: the media library's upload from the browser's XMLHttpRequest (which
// reports upload progress, unlike fetch), answered in JSON. Without JavaScript the page's own
// form posts to /admin/media instead.
export async function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  let admin: Awaited<ReturnType<typeof requireAdmin>>
  try {
    admin = await requireAdmin(request)
  } catch (thrown) {
    // Signed out or not an admin: a JSON answer the uploader understands, with the guard's cookies.
    if (!(thrown instanceof Response)) throw thrown
    const headers = combineHeaders(thrown.headers)
    headers.delete('Location')
    return Response.json(
      { ok: false, message: 'Not authenticated', login: '/login' },
      { status: 401, headers: combineHeaders(headers, new Headers({ 'Cache-Control': 'no-store' })) },
    )
  }
  const { reply, status } = await uploadFromRequest(request, admin.backend)
  return Response.json(reply, { status, headers: combineHeaders(admin.backend.headers, new Headers({ 'Cache-Control': 'no-store' })) })
}
