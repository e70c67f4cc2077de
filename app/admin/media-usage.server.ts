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
  // A post names the file as its image, in its text, or both: each ends differently (the question says how).
  const postUsers = await Promise.all(
    posts.map(async ({ id, title }): Promise<MediaUser> => {
      const post = await backend.posts.get(id)
      const image = pointsAt(post?.image_url ?? null, name, publicUrl)
      const text = !!post?.content.includes(name)
      return { kind: 'post', name: title, where: image && text ? 'both' : text ? 'text' : 'image' }
    }),
  )
  return [
    ...clients
      .filter((client) => pointsAt(client.logo_url, name, publicUrl))
      .map((client) => ({ kind: 'client' as const, name: client.name })),
    ...postUsers,
  ]
}

/** The question to ask again, or null when nothing uses the file. */
export async function inUseQuestion(backend: RequestBackend, name: string): Promise<string | null> {
  const users = await mediaUsers(backend, name)
  return users.length ? fileInUseQuestion(originalMediaName(name), users) : null
}

/**
 * After a delete the admin confirmed: clients and posts stop pointing at the file, so they show no
 * image, as the question said, rather than a broken one. A post's text that names the file is left
 * as written. `adminId` stands in for a post's author when it has none.
 */
export async function dropMediaReferences(backend: RequestBackend, name: string, adminId: string): Promise<void> {
  const publicUrl = backend.media.publicUrl(name)
  const [clients, posts] = await Promise.all([backend.clients.list(), backend.posts.usingMedia(name)])
  for (const client of clients) {
    if (pointsAt(client.logo_url, name, publicUrl)) await backend.clients.update(client.id, { name: client.name, logo_url: null })
  }
  for (const { id } of posts) {
    const post = await backend.posts.get(id)
    if (!post || !pointsAt(post.image_url, name, publicUrl)) continue
    const { title, slug, content, excerpt, status, published_at, category_id } = post
    await backend.posts.update(id, {
      title,
      slug,
      content,
      excerpt,
      status,
      published_at,
      category_id,
      image_url: null,
      author_id: post.author_id ?? adminId,
    })
  }
}
