import { isAuthApiError, isAuthRetryableFetchError, isAuthSessionMissingError, type PostgrestError } from '@supabase/supabase-js'
import { BackendError, type BackendErrorCode } from '../types'

// Supabase's errors turned into the port's BackendError codes. Routes show the spec's own
// messages ('Failed to load posts', …); these messages are for logs and the few places that
// show them (e.g. 'Not authenticated' when saving without a session, as specified).

const MESSAGES: Record<BackendErrorCode, string> = {
  not_authenticated: 'Not authenticated',
  forbidden: 'Not authorized to access admin area',
  not_found: 'Not found',
  conflict: 'That value is already taken',
  invalid: 'The values were rejected',
  unavailable: 'The backend could not be reached. Please try again.',
}

export function backendError(code: BackendErrorCode, cause?: unknown, message = MESSAGES[code]) {
  return new BackendError(code, message, { cause })
}

/** A PostgREST error (`{ code, message }` plus the HTTP status) as a BackendError. */
export function fromPostgrest(error: Pick<PostgrestError, 'code' | 'message'> & { details?: string }, status: number) {
  const code = postgrestCode(error.code, status)
  const message =
    code === 'conflict' && /slug/.test(`${error.message} ${error.details ?? ''}`) ? 'A post with this slug already exists' : MESSAGES[code]
  return backendError(code, error, message)
}

function postgrestCode(code: string | undefined, status: number): BackendErrorCode {
  if (status === 0 || status >= 500) return 'unavailable' // network, timeout, 502/503/504
  if (code === '23505') return 'conflict'
  if (code === 'PGRST116') return 'not_found'
  if (code === 'PGRST301' || code === 'PGRST302' || code === 'PGRST303' || status === 401) return 'not_authenticated'
  if (code === '42501' || status === 403) return 'forbidden' // row-level security or privileges
  if (code?.startsWith('22') || code?.startsWith('23') || status === 400 || status === 409) return 'invalid'
  if (status === 404) return 'unavailable' // the table itself is missing: migrations not applied
  return 'invalid'
}

/** An auth-js error as a BackendError (network and 5xx are retryable: status 0, 502, 503, 504). */
export function fromAuth(error: unknown) {
  if (isAuthRetryableFetchError(error)) return backendError('unavailable', error)
  if (isAuthApiError(error) && (error.status === 401 || error.status === 403)) return backendError('not_authenticated', error)
  if (isAuthSessionMissingError(error)) return backendError('not_authenticated', error)
  if (isAuthApiError(error) && error.status === 422) return backendError('invalid', error, error.message)
  return backendError('unavailable', error)
}

/** A storage-js error (its API reports the real status in `statusCode`, sometimes under HTTP 400). */
export function fromStorage(error: unknown) {
  const { status, statusCode } = (error ?? {}) as { status?: number; statusCode?: string }
  const code = Number(statusCode) || status || 0
  if (!status && !statusCode) return backendError('unavailable', error) // fetch failed or timed out
  if (code >= 500) return backendError('unavailable', error)
  if (code === 401) return backendError('not_authenticated', error)
  if (code === 403) return backendError('forbidden', error)
  if (code === 404) return backendError('not_found', error)
  if (code === 409) return backendError('conflict', error, 'A file with this name already exists')
  return backendError('invalid', error)
}
