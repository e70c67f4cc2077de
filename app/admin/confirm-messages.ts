import { andList } from '~/utils/and-list'

// Delete confirmations name what they delete ("Delete the post 'Planning a cloud
// migration'?"). The same sentence is the browser's confirm() text with JavaScript and the
// heading of the confirmation page without it, so both paths ask the same question.

const quoted = (name: string) => `'${name.replace(/\s+/g, ' ').trim()}'`

export const deletePostQuestion = (title: string) => `Delete the post ${quoted(title)}?`
export const deleteClientQuestion = (name: string) => `Delete the client ${quoted(name)}?`
export const deleteFileQuestion = (name: string) => `Delete the file ${quoted(name)}?`
export const deleteEnquiryQuestion = (name: string) => `Delete the enquiry from ${quoted(name)}?`

/** Who uses a file, and where: as its image or logo (the default), in a post's text, or both. */
export type MediaUser = { kind: 'client' | 'post'; name: string; where?: 'image' | 'text' | 'both' }

const named = (user: MediaUser) => `the ${user.kind} ${quoted(user.name)}`
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The second question for a file still in use: who shows it, and what happens to them. An image
 * or logo is dropped with the file (no image); a post's text is left as written, so the image in
 * it breaks until someone edits it.
 */
export function fileInUseQuestion(file: string, users: MediaUser[]): string {
  const pictured = users.filter((user) => user.where !== 'text')
  const texts = users.filter((user) => user.where === 'text' || user.where === 'both')
  const outcomes: string[] = []
  if (pictured.length === users.length && !texts.length) outcomes.push(`${users.length > 1 ? 'They' : 'It'} will show no image.`)
  else if (pictured.length) outcomes.push(`${capitalised(andList(pictured.map(named)))} will show no image.`)
  if (texts.length === users.length && !pictured.length) {
    outcomes.push(`${users.length > 1 ? 'Their texts' : 'Its text'} will show a broken image until edited.`)
  } else if (texts.length) {
    outcomes.push(`The text of ${andList(texts.map(named))} will show a broken image until edited.`)
  }
  return `${quoted(file)} is in use by ${andList(users.map(named))}. ${outcomes.join(' ')} Delete it anyway?`
}
