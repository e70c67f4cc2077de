import {
  data,
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { BackendError } from '~/backend/types'
import { isValidAdminCsrf } from '~/auth/csrf.server'
import { limitedFileHandler } from './upload.server'
import { parseMaxBytes } from '~/admin/media-rules'
import { createToastHeaders } from '~/utils/toast.server'
import { env } from '~/config/env.server'
import { combineHeaders } from '~/utils/headers'
import { stripParams } from './list-params'

// Small helpers shared by the admin pages' loaders and actions, so each route stays a thin
// "check, parse, call the port, answer" sequence.

export type ToastInput = { type: 'success' | 'error'; message: string }

/** An action's answer that also shows a toast (the root loader reads it on revalidation). */
export async function dataWithToast<T>(body: T, toast: ToastInput, init: { status?: number; headers?: HeadersInit | null } = {}) {
  return data(body, { status: init.status ?? 200, headers: combineHeaders(init.headers, await createToastHeaders(toast)) })
}

const INVALID_CSRF_MESSAGE = 'Invalid security token'

/** The configured upload limit in bytes (MEDIA_MAX_BYTES, 10 MB by default). */
export function mediaMaxBytes(): number {
  return parseMaxBytes(env().MEDIA_MAX_BYTES)
}

export type AdminForm = { ok: true; formData: FormData } | { ok: false; reason: 'csrf' | 'too_large' | 'malformed' }

/**
 * Reads a form (URL-encoded or multipart, files kept in memory up to `maxBytes` each) and checks
 * its CSRF token. Call it inside withAdmin(). A body far over the limit is refused unread.
 */
export async function readAdminForm(request: Request, maxBytes = mediaMaxBytes()): Promise<AdminForm> {
  const length = Number(request.headers.get('Content-Length'))
  if (Number.isFinite(length) && length > maxBytes + 1024 * 1024) return { ok: false, reason: 'too_large' }
  let formData: FormData
  try {
    const type = request.headers.get('Content-Type') ?? ''
    formData = type.startsWith('multipart/form-data')
      ? await unstable_parseMultipartFormData(
          request,
          unstable_composeUploadHandlers(
            // Files up to the upload limit (a larger one becomes a marker with its size, so
            // the form can say which file was too large); text fields up to 1 MB.
            limitedFileHandler(maxBytes),
            unstable_createMemoryUploadHandler({ maxPartSize: 1024 * 1024 }),
          ),
        )
      : await request.formData()
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { ok: false, reason: 'too_large' }
    return { ok: false, reason: 'malformed' }
  }
  if (!(await isValidAdminCsrf(formData, request))) return { ok: false, reason: 'csrf' }
  return { ok: true, formData }
}

/** The message for a form that could not be read. */
export function formProblemMessage(reason: 'csrf' | 'too_large' | 'malformed', maxBytes = mediaMaxBytes()): string {
  if (reason === 'csrf') return INVALID_CSRF_MESSAGE
  if (reason === 'too_large') return `The file is too large. The limit is ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB.`
  return 'The form could not be read. Please try again.'
}

type FormProblem = Exclude<AdminForm, { ok: true }>['reason']

/** The status of a form that could not be read: 403 bad token, 413 too large, 400 unreadable. */
export function formProblemStatus(reason: FormProblem): number {
  return reason === 'csrf' ? 403 : reason === 'too_large' ? 413 : 400
}

/** An action's answer to a form that could not be read: `body`, an error toast and the status. */
export function formProblemReply<T>(body: T, reason: FormProblem, maxBytes = mediaMaxBytes()) {
  return dataWithToast<T>(body, { type: 'error', message: formProblemMessage(reason, maxBytes) }, { status: formProblemStatus(reason) })
}

/** A positive whole number from a form or query value, or null. */
export function positiveInt(value: FormDataEntryValue | string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null
  const number = Number(value)
  return number > 0 && Number.isSafeInteger(number) ? number : null
}

/** The 1-based page number of a list URL (?page=N, or another parameter), 1 when missing or invalid. */
export function pageParam(url: URL, name = 'page'): number {
  return Math.min(positiveInt(url.searchParams.get(name)) ?? 1, 1_000_000)
}

export function backendErrorCode(error: unknown) {
  return error instanceof BackendError ? error.code : 'unavailable'
}

/** The status of an action whose port call failed: a row that is not there is the form's fault (404), not the server's. */
export function failureStatus(error: unknown): 404 | 500 {
  return backendErrorCode(error) === 'not_found' ? 404 : 500
}

/** Logs a failed port call (never shown to users: they see the catalogue's message). */
export function logFailure(what: string, error: unknown) {
  console.error(`${what}:`, error)
}

/** Only our own list URLs are valid places to return to after an action. */
export function returnTo(value: FormDataEntryValue | null, listPath: string): string {
  if (typeof value !== 'string') return listPath
  try {
    const url = new URL(value, 'http://same.site')
    if (url.origin !== 'http://same.site' || url.pathname !== listPath) return listPath
    return listPath + stripParams(url.search)
  } catch {
    return listPath
  }
}
