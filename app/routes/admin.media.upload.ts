import type { ActionFunctionArgs } from '@remix-run/node'
import { uploadFromRequest } from '~/admin/media-upload.server'
import { withAdmin } from '~/auth/guard.server'

// POST /admin/media/upload: the media library's upload from the browser's XMLHttpRequest (which
// reports upload progress, unlike fetch), answered in JSON. Without JavaScript the page's own
// form posts to /admin/media instead.
export async function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  return withAdmin(
    request,
    async ({ backend }) => {
      const { reply, status } = await uploadFromRequest(request, backend)
      return Response.json(reply, { status, headers: { 'Cache-Control': 'no-store' } })
    },
    { json: true },
  )
}
