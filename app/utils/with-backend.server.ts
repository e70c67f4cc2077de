import { data } from '@remix-run/node'
import { getBackend } from '~/backend/index.server'
import type { Backend, RequestBackend } from '~/backend/types'
import { combineHeaders } from './headers'

// A loader or action that uses the backend must send the backend's headers (the Set-Cookie of a
// sign-in, sign-out or token refresh; no-store once a session was read), as they are AFTER its
// last backend call: a copy taken earlier misses a refresh that happens later in the request, and
// Supabase's refresh tokens are single-use, so the browser keeps a revoked one and is signed out
// (decision 122). `withBackend` makes that order the only one: the route never touches
// `backend.headers`; they are merged into whatever it returns or throws, once it has finished.

type DataResult = ReturnType<typeof data>

/** `ports` is the configured backend unless a test hands in its own. */
export async function withBackend<T>(
  request: Request,
  work: (backend: RequestBackend) => Promise<T>,
  ports: Backend = getBackend(),
): Promise<T> {
  const backend = ports.forRequest(request)
  let result: T
  try {
    result = await work(backend)
  } catch (error) {
    throw error instanceof Response ? withHeaders(error, backend.headers) : error
  }
  if (result instanceof Response) return withHeaders(result, backend.headers) as T
  if (isDataWithInit(result)) {
    result.init = { ...result.init, headers: withBackendHeaders(result.init?.headers, backend.headers) }
    return result
  }
  // A plain object: what Remix would send anyway, now with the headers (the loader's data type is unchanged).
  return data(result, { headers: withBackendHeaders(undefined, backend.headers) }) as unknown as T
}

/** The route's headers, then the backend's (its private Cache-Control wins), each Set-Cookie once. */
function withBackendHeaders(route: HeadersInit | null | undefined, backendHeaders: Headers): Headers {
  const headers = combineHeaders(route, backendHeaders)
  const cookies = new Set(headers.getSetCookie())
  headers.delete('Set-Cookie')
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return headers
}

function withHeaders(response: Response, backendHeaders: Headers): Response {
  const headers = withBackendHeaders(response.headers, backendHeaders)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

function isDataWithInit(value: unknown): value is DataResult {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit'
}
