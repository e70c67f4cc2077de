import type { MediaFile, RequestBackend } from '~/backend/types'
import { contentProblem, mediaFileProblem, resolveMediaType } from '~/utils/media-rules'

export type UploadOutcome = { ok: true; file: MediaFile } | { ok: false; message: string; status: number }

/**
 * Checks a received file against the media rules (type by name and declared type, size, and the
 * first bytes of the content) and stores it through the port under `<timestamp>-<safe name>`.
 */
export async function checkAndUpload(
  backend: RequestBackend,
  file: File,
  { maxBytes, types }: { maxBytes: number; types?: string[] },
): Promise<UploadOutcome> {
  const problem = mediaFileProblem({ name: file.name, type: file.type, size: file.size }, { maxBytes, types })
  if (problem) return { ok: false, message: problem, status: file.size > maxBytes ? 413 : 415 }
  const type = resolveMediaType(file.name, file.type)!
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer())
  const mismatch = contentProblem(file.name, type, head)
  if (mismatch) return { ok: false, message: mismatch, status: 415 }
  // Store with the checked type (a browser may have sent none).
  const typed = file.type === type ? file : new File([file], file.name, { type })
  const stored = await backend.media.upload(typed)
  return { ok: true, file: stored }
}

/** The File of a form field, or null when none was chosen (browsers send an empty, nameless part). */
export function formFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && (value.size > 0 || value.name) ? value : null
}
