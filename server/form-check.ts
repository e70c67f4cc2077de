// What the app's actions may assume about a POST body once the server lets it through: it is a
// form (URL-encoded or multipart) that parses, holds at most one file, and has no NUL character
// in a text field (Postgres cannot store one), and fits the shape limits of form-shape.js.
// Anything else is answered here with a 4xx.
import { type FormProblem, type FormShape, PUBLIC_FORM, shapeProblem } from './form-shape'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/** The media type of a Content-Type header, lower-cased, without parameters. */
function mediaType(contentType: string | undefined) {
  return String(contentType ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase()
}

/**
 * Null when the body is an acceptable form, else `{ status, message }`.
 * A form always has a Content-Type (even an empty one): a body without one is not a form.
 */
export async function formProblem(
  contentType: string | undefined,
  body: Buffer,
  { maxFiles = 1, shape = PUBLIC_FORM }: { maxFiles?: number; shape?: FormShape } = {},
): Promise<FormProblem | null> {
  const type = mediaType(contentType)
  if (!type && body.length === 0) return { status: 400, message: 'The request carried no form data. Please send the form again.' }
  if (!FORM_TYPES.includes(type)) {
    return {
      status: 415,
      message: 'This address accepts form submissions only (application/x-www-form-urlencoded or multipart/form-data).',
    }
  }
  let form
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': contentType ?? '' } }).formData()
  } catch {
    return { status: 400, message: 'The form could not be read: its body is incomplete or malformed. Please try again.' }
  }
  const misshapen = shapeProblem(form, shape)
  if (misshapen) return misshapen
  let files = 0
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      if (value.includes('\u0000') || name.includes('\u0000')) {
        return { status: 400, message: 'The form contains a character that is not allowed (NUL). Please remove it and try again.' }
      }
    } else if (++files > maxFiles) {
      return { status: 400, message: 'Send one file at a time.' }
    }
  }
  return null
}
