import type { LoaderFunctionArgs } from '@remix-run/node'
import crypto from 'node:crypto'
import { env } from '~/config/env.server'
import { notFound } from '~/site/not-found.server'
import { getBackend } from '~/backend/index.server'
import { metrics, watchOutbox } from '~/observability/metrics.server'

// /metrics for Prometheus: off (404) unless METRICS_TOKEN is set, then only with
// `Authorization: Bearer <METRICS_TOKEN>` (README, "Metrics"). Never cached anywhere.
export async function loader({ request }: LoaderFunctionArgs) {
  const token = env().METRICS_TOKEN
  if (!token) notFound()
  if (!sameSecret(request.headers.get('Authorization') ?? '', `Bearer ${token}`)) {
    return new Response('Unauthorized\n', {
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const { registry } = metrics()
  // The outbox's backlog is asked of the backend while the registry collects (guarded there).
  watchOutbox(async () => getBackend().enquiryOutbox?.backlog?.() ?? null)
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' } })
}

function sameSecret(given: string, expected: string) {
  const a = crypto.createHash('sha256').update(given).digest()
  const b = crypto.createHash('sha256').update(expected).digest()
  return crypto.timingSafeEqual(a, b)
}
