import { backendHealth } from '~/backend/index.server'
import { checkContentSource, describeContentSource } from '~/content/content.server'

// Liveness for load balancers: names the content source and backend in use; 503 when either is down.
export async function loader() {
  const [contentOk, backend] = await Promise.all([checkContentSource(), backendHealth()])
  const ok = contentOk && backend.ok
  return Response.json(
    {
      status: ok ? 'ok' : 'unavailable',
      content: { ...describeContentSource(), ok: contentOk },
      backend,
    },
    { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
