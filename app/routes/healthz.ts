import { backendHealth } from '~/backend/index.server'
import { release } from '~/config/release.server'
import { checkContentSource, describeContentSource } from '~/content/content.server'

// Liveness for load balancers: which kind of content source and backend is in use, and whether
// each answers; 503 when either is down. Public, so nothing more: no project id, dataset, path
// or token state (the security review's finding); the server log has the details of a failure.
// The release's version and commit, so that an operator sees which code answers (README "Updates").
export async function loader() {
  const [contentOk, backend] = await Promise.all([checkContentSource(), backendHealth()])
  const ok = contentOk && backend.ok
  return Response.json(
    {
      status: ok ? 'ok' : 'unavailable',
      ...release(),
      content: { kind: describeContentSource().kind, ok: contentOk },
      backend: { kind: backend.kind, ok: backend.ok },
    },
    { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
