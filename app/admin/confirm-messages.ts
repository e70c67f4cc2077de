// Delete confirmations name what they delete ("Delete the post 'Planning a cloud
// migration'?"). The same sentence is the browser's confirm() text with JavaScript and the
// heading of the confirmation page without it, so both paths ask the same question.

const quoted = (name: string) => `'${name.replace(/\s+/g, ' ').trim()}'`

export const deletePostQuestion = (title: string) => `Delete the post ${quoted(title)}?`
export const deleteClientQuestion = (name: string) => `Delete the client ${quoted(name)}?`
export const deleteFileQuestion = (name: string) => `Delete the file ${quoted(name)}?`
export const deleteEnquiryQuestion = (name: string) => `Delete the enquiry from ${quoted(name)}?`

export type MediaUser = { kind: 'client' | 'post'; name: string }

/** The second question for a file still in use: who shows it, and what happens to them. */
export function fileInUseQuestion(file: string, users: MediaUser[]): string {
  const named = users.map((user) => `the ${user.kind} ${quoted(user.name)}`)
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '')
  const them = users.length > 1 ? 'They' : 'It'
  return `${quoted(file)} is in use by ${list}. ${them} will show no image. Delete it anyway?`
}
