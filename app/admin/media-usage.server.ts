import type { RequestBackend } from '~/backend/types'
import { fileInUseQuestion, type MediaUser } from './confirm-messages'
import { originalMediaName } from '~/backend/media-name'

// Who shows a media file: clients whose logo it is, posts whose image (or text) it is. Asked
// before a delete, so that removing a logo or a post image is a choice, not an accident.

/** True when `url` is this stored file's address (the port's public URL, or any URL ending in it). */
function pointsAt(url: string | null, name: string, publicUrl: string) {
  return !!url && (url === publicUrl || url.endsWith(`/${name}`))
}

async function mediaUsers(backend: RequestBackend, name: string): Promise<MediaUser[]> {
  const publicUrl = backend.media.publicUrl(name)
  const [clients, posts] = await Promise.all([backend.clients.list(), backend.posts.usingMedia(name)])
  return [
    ...clients
      .filter((client) => pointsAt(client.logo_url, name, publicUrl))
      .map((client) => ({ kind: 'client' as const, name: client.name })),
    ...posts.map((post) => ({ kind: 'post' as const, name: post.title })),
  ]
}

/** The question to ask again, or null when nothing uses the file. */
export async function inUseQuestion(backend: RequestBackend, name: string): Promise<string | null> {
  const users = await mediaUsers(backend, name)
  return users.length ? fileInUseQuestion(originalMediaName(name), users) : null
}
