// Rules for text a person typed or pasted, shared by every form's schema (browser and server).
// Postgres cannot store a NUL character, so the server refuses a form that holds one
// (server/form-check.ts) with a bare error page; the schemas refuse it first, beside the field,
// with what was typed kept. A pasted run of zero-width characters looks empty: a required field
// made only of them is as good as empty.

export const NUL_MESSAGE = 'Remove the invisible control character (NUL) from this text'

/** False when the text holds a NUL character. */
export const hasNoNul = (text: string) => !text.includes('\u0000')

/** True when the text shows something: not only spaces, zero-width or other invisible characters. */
export const isVisible = (text: string) => /[^\s\p{Cc}\p{Cf}\p{Z}]/u.test(text)
