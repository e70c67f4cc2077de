import type { Backend, RequestBackend } from './types'

// Public pages show posts, clients and media files, so the page cache must forget them once one of
// those changes. The backend itself says so, after each write it has made (never before, never
// for a write that failed), whichever route or script made it: no route can forget, and no request
// that wrote nothing (an anonymous POST to /admin/…, a refused form) empties the cache.

export interface ContentChange {
  kind: 'post' | 'client' | 'media'
  action: 'created' | 'updated' | 'deleted'
  id: string
}

type Announce = (change: ContentChange) => void

/** `backend` with every post, client and media write announced once it has succeeded. */
export function announceWrites(backend: Backend, announce: Announce): Backend {
  return Object.create(backend, {
    forRequest: { value: (request: Request) => announcing(backend.forRequest(request), announce) },
  }) as Backend
}

function announcing(backend: RequestBackend, announce: Announce): RequestBackend {
  const after =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>, change: (result: R, ...args: A) => ContentChange) =>
    async (...args: A) => {
      const result = await write(...args)
      announce(change(result, ...args))
      return result
    }
  const { posts, clients, media } = backend
  // A plain copy, not a prototype chain: callers spread a request backend ({ ...backend }).
  return {
    ...backend,
    posts: {
      ...posts,
      create: after(posts.create, (post) => ({ kind: 'post', action: 'created', id: String(post.id) })),
      update: after(posts.update, (_, id) => ({ kind: 'post', action: 'updated', id: String(id) })),
      remove: after(posts.remove, (_, id) => ({ kind: 'post', action: 'deleted', id: String(id) })),
    },
    clients: {
      ...clients,
      create: after(clients.create, (client) => ({ kind: 'client', action: 'created', id: String(client.id) })),
      update: after(clients.update, (_, id) => ({ kind: 'client', action: 'updated', id: String(id) })),
      remove: after(clients.remove, (_, id) => ({ kind: 'client', action: 'deleted', id: String(id) })),
    },
    media: {
      ...media,
      upload: after(media.upload, (file) => ({ kind: 'media', action: 'created', id: file.name })),
      remove: after(media.remove, (_, name) => ({ kind: 'media', action: 'deleted', id: name })),
    },
  }
}
