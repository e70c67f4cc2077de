// Request bodies are read here, before the app, with a hard byte limit counted as the bytes
// arrive (Content-Length and chunked bodies alike), so no request can make the server hold more
// than its limit in memory. The body is then checked to be a readable form and handed to Remix.

import type { IncomingMessage } from 'node:http'
import { DEFAULT_MEDIA_MAX_BYTES, UPLOAD_PATHS } from '~/admin/media-rules'
import { isAdminPath } from '~/site/staff-area'
import { fieldCounter, type FormShape, PUBLIC_FORM, STAFF_FORM } from './form-shape'

const KIB = 1024
const MIB = 1024 * KIB

/** Public forms (enquiry, sign-in, sign-out): their largest field is a 1,000-character message. */
export const FORM_MAX_BYTES = 64 * KIB
/** Admin forms: a post's Markdown may be 200,000 characters (up to 4 bytes each, URL-encoded). */
const ADMIN_FORM_MAX_BYTES = 4 * MIB

/** How much of a POST body is read, and the form shape it must have. */
export type BodyLimit = { bytes: number; upload: boolean; shape: FormShape }

// The forms that carry one file (media library, client logo): the app's routes name them.
const uploadPaths = new Set(UPLOAD_PATHS)

/**
 * The byte limit and form shape for a POST to `path` (a routePath): staff get room for a post or
 * a file on their own pages; everyone else, and staff on public forms, the public form's limits.
 * `mediaMaxBytes` is MEDIA_MAX_BYTES as the app reads it (parseMaxBytes, app/admin/media-rules.ts).
 */
export function bodyLimit(
  path: string,
  { staff, mediaMaxBytes = DEFAULT_MEDIA_MAX_BYTES }: { staff: boolean; mediaMaxBytes?: number },
): BodyLimit {
  if (staff && uploadPaths.has(path)) return { bytes: mediaMaxBytes + MIB, upload: true, shape: STAFF_FORM }
  if (staff && isAdminPath(path)) return { bytes: ADMIN_FORM_MAX_BYTES, upload: false, shape: STAFF_FORM }
  return { bytes: FORM_MAX_BYTES, upload: false, shape: PUBLIC_FORM }
}

/** A client who is not staff already has as many slow bodies in flight as it may. */
export class BusyClientError extends Error {
  constructor() {
    super('Too many slow request bodies from one client')
    this.name = 'BusyClientError'
  }
}

/** More fields than the form's shape allows arrived: refused before the rest is read. */
export class TooManyFieldsError extends Error {
  constructor() {
    super('The form has too many fields')
    this.name = 'TooManyFieldsError'
  }
}

export class BodyTooLargeError extends Error {
  readonly limit: number
  constructor(limit: number) {
    super(`The request body is larger than ${limit} bytes`)
    this.name = 'BodyTooLargeError'
    this.limit = limit
  }
}

/**
 * Reads the request body into one Buffer, refusing it (BodyTooLargeError) as soon as the
 * declared length or the bytes received pass `limit`. On refusal the stream is left paused
 * and unread: the caller answers and closes the connection. With `maxFields`, a form's fields are
 * counted as the bytes arrive (TooManyFieldsError past it). `signal` stops the read (its reason
 * is the error), leaving the stream paused as a refusal does.
 */
export function readBody(
  req: IncomingMessage,
  limit: number,
  { maxFields = Infinity, signal }: { maxFields?: number; signal?: AbortSignal } = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) return reject(new BodyTooLargeError(limit))
    const chunks: Buffer[] = []
    let size = 0
    const countFields = maxFields < Infinity ? fieldCounter(req.headers['content-type']) : null
    const stop = (error: unknown) => {
      cleanup()
      req.pause()
      reject(error)
    }
    const onAbort = () => stop(signal?.reason)
    const cleanup = () => {
      signal?.removeEventListener('abort', onAbort)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('aborted', onAborted)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) return stop(new BodyTooLargeError(limit))
      if (countFields && countFields(chunk) > maxFields) return stop(new TooManyFieldsError())
      chunks.push(chunk)
    }
    const onEnd = () => {
      cleanup()
      resolve(Buffer.concat(chunks, size))
    }
    const onError = (error: Error) => {
      cleanup()
      reject(error)
    }
    const onAborted = () => onError(new Error('The client closed the connection while sending'))
    signal?.addEventListener('abort', onAbort)
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('aborted', onAborted)
  })
}

export function tooLargeMessage(limit: number, upload: boolean): string {
  if (upload) return `The file is too large. The limit is ${formatLimit(limit - MIB)}.`
  return `The form is too large. The limit is ${formatLimit(limit)}.`
}

function formatLimit(bytes: number) {
  if (bytes >= MIB) return `${Math.round((bytes / MIB) * 10) / 10} MB`
  return `${Math.round(bytes / KIB)} KB`
}
