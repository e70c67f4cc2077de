// Limits on a form's shape, checked before any form parser or schema sees it. conform joins
// repeated field names by concatenating arrays, so its cost grows with the square of the number of
// fields: 32,000 empty fields in 64 KB held the whole server for 4.5 s. Our own forms have at most
// a dozen fields with short, flat names; these limits leave room for that and nothing like the
// attack. The field count is also watched as the body arrives (fieldCounter), so a body with too
// many fields is refused before it has all been read.

export type FormShape = { maxFields: number; maxValueBytes: number }

/** Why a form is refused, and with which status. */
export type FormProblem = { status: number; message: string }

/** Public forms (enquiry, sign-in, sign-out): the longest value is a 1,000-character message. */
export const PUBLIC_FORM: FormShape = { maxFields: 40, maxValueBytes: 32 * 1024 }
/** Staff forms: a post's Markdown may be 200,000 characters. */
export const STAFF_FORM: FormShape = { maxFields: 120, maxValueBytes: 1024 * 1024 }

const MAX_NAME_LENGTH = 100
const MAX_NAME_DEPTH = 2 // `a`, `a.b`, `a[0]`, `a[0].b`: conform's paths, two steps at most
const MAX_INDEX = 999 // `a[100000000]` would make a sparse array that a schema then walks

export const TOO_MANY_FIELDS = 'The form has too many fields. Please send it from the page on this site.'

/**
 * Null when every field of a parsed form fits `shape`, else `{ status, message }`.
 */
export function shapeProblem(form: Iterable<[string, FormDataEntryValue]>, shape: FormShape): FormProblem | null {
  let fields = 0
  for (const [name, value] of form) {
    if (++fields > shape.maxFields) return { status: 413, message: TOO_MANY_FIELDS }
    if (!isPlainName(name)) return { status: 400, message: 'The form has a field name this site does not use.' }
    if (typeof value === 'string' && Buffer.byteLength(value) > shape.maxValueBytes) {
      return { status: 413, message: `A field of the form is too long (over ${Math.round(shape.maxValueBytes / 1024)} KB).` }
    }
  }
  return null
}

function isPlainName(name: string) {
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return false
  const steps = name.split(/[.[]/)
  if (steps.length - 1 > MAX_NAME_DEPTH) return false
  for (const index of name.matchAll(/\[(\d*)\]/g)) if (index[1] === '' || Number(index[1]) > MAX_INDEX) return false
  return true
}

/**
 * Counts a form's fields in its raw bytes as they arrive: `&` separators for a URL-encoded body,
 * boundary lines for a multipart one. Returns null for other types (refused later anyway).
 */
export function fieldCounter(contentType: string | undefined): ((chunk: Buffer) => number) | null {
  const type = String(contentType ?? '').toLowerCase()
  if (type.startsWith('application/x-www-form-urlencoded')) {
    let count = 1
    return (chunk: Buffer) => {
      for (let at = chunk.indexOf(38); at !== -1; at = chunk.indexOf(38, at + 1)) count++
      return count
    }
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(String(contentType))?.[1]
  if (!type.startsWith('multipart/form-data') || !boundary) return null
  const delimiter = Buffer.from(`--${boundary}`)
  let count = 0
  let tail = Buffer.alloc(0)
  return (chunk: Buffer) => {
    const window = Buffer.concat([tail, chunk])
    for (let at = window.indexOf(delimiter); at !== -1; at = window.indexOf(delimiter, at + delimiter.length)) count++
    // Kept: the bytes a delimiter split across two chunks could start in (too few to hold a whole one).
    tail = window.subarray(Math.max(0, window.length - delimiter.length + 1))
    // The last delimiter closes the form rather than opening a field.
    return Math.max(0, count - 1)
  }
}
