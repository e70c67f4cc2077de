import type { UploadHandler } from '@remix-run/node'
import type { MediaFile, RequestBackend } from '~/backend/types'
import { contentProblem, isImageType, mediaFileProblem, resolveMediaType } from '~/admin/media-rules'
import { env } from '~/config/env.server'
import { BUSY, imageWork } from '~/media/image-work.server'
import { prepareImage } from '~/media/process.server'

// A random prefix per process: a text field of the form cannot pose as a too-large file.
const OVERSIZED = `oversized-file-${crypto.randomUUID()}:`

/** A file that was over the limit: only its facts were kept, not its bytes. */
export interface OversizedFile {
  oversized: true
  name: string
  type: string
  size: number
}

/**
 * Multipart file parts kept in memory up to `maxBytes`. The bytes of a larger file are read and
 * dropped (the request's Content-Length was already checked to be near the limit), and a marker
 * with its name, type and size stands in for it.
 */
export function limitedFileHandler(maxBytes: number): UploadHandler {
  return async ({ filename, contentType, data }) => {
    if (typeof filename !== 'string') return undefined
    const chunks: Uint8Array[] = []
    let size = 0
    for await (const chunk of data) {
      size += chunk.byteLength
      if (size <= maxBytes) chunks.push(chunk)
    }
    if (size > maxBytes) return OVERSIZED + JSON.stringify({ name: filename, type: contentType, size })
    return new File(chunks as BlobPart[], filename, { type: contentType })
  }
}

export type UploadOutcome = { ok: true; file: MediaFile } | { ok: false; message: string; status: number }

/**
 * Checks a received file against the media rules (type by name and declared type, size, and the
 * first bytes of the content) and stores it through the port under `<timestamp>-<safe name>`; an
 * image as prepareImage() makes it (metadata stripped, within the pixel limit, with its variants).
 */
export async function checkAndUpload(
  backend: RequestBackend,
  file: File | OversizedFile,
  { maxBytes, types }: { maxBytes: number; types?: string[] },
): Promise<UploadOutcome> {
  const problem = mediaFileProblem({ name: file.name, type: file.type, size: file.size }, { maxBytes, types })
  if (problem) return { ok: false, message: problem, status: file.size > maxBytes ? 413 : 415 }
  if ('oversized' in file) return { ok: false, message: `“${file.name}” is too large.`, status: 413 }
  const type = resolveMediaType(file.name, file.type)!
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer())
  const mismatch = contentProblem(file.name, type, head)
  if (mismatch) return { ok: false, message: mismatch, status: 415 }
  // Store with the checked type (a browser may have sent none).
  const typed = file.type === type ? file : new File([file], file.name, { type })
  if (!isImageType(type)) return { ok: true, file: await backend.media.upload(typed) }
  const prepared = await imageWork(() => prepareImage(typed, { maxPixels: env().MEDIA_MAX_PIXELS }))
  if (prepared === BUSY) return { ok: false, message: 'The server is busy preparing other images. Try again in a minute.', status: 503 }
  if (!prepared.ok) return { ok: false, message: prepared.message, status: 422 }
  return { ok: true, file: await backend.media.upload(prepared.file, prepared.variants) }
}

/** The file of a form field, or null when none was chosen (browsers send an empty, nameless part). */
export function formFile(value: FormDataEntryValue | null): File | OversizedFile | null {
  if (typeof value === 'string' && value.startsWith(OVERSIZED)) {
    try {
      const facts = JSON.parse(value.slice(OVERSIZED.length)) as { name: string; type: string; size: number }
      return { oversized: true, name: String(facts.name), type: String(facts.type), size: Number(facts.size) }
    } catch {
      return null
    }
  }
  return value instanceof File && (value.size > 0 || value.name) ? value : null
}
