import type { ContentChange } from '~/backend/write-notices.server'

// Who hears of a content change made through this process's backend: server/index.ts registers the page
// cache here (through the server build's exports), so a successful admin write empties it at once.
// Kept on globalThis: Vite may load this module twice in development.
type Listener = (reason: string, tags: string[]) => void
const store = globalThis as typeof globalThis & { __arclightContentListeners?: Set<Listener> }
const listeners = (store.__arclightContentListeners ??= new Set())

/** Calls `listener` with a short description and the cache tags to purge after each content write; returns how to stop. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The cache tags (app/http-cache/page-tags.ts) of the pages a write of the admin's data may change:
 * a post shows on its page and in every list of posts (`id`: the post's, when known); a category's
 * name on every post that has it; a client in the Trusted-by strips; a media file on no page by
 * itself (a post or client that uses one is that row's own write, decision 090). The page cache
 * purges the same tags for another server's write, heard by Realtime (server/page-cache/realtime-purge.ts).
 */
export function writeTags(data: ContentChange['kind'] | 'category', id?: string | number): string[] {
  if (data === 'post') return id === undefined ? ['posts'] : ['posts', `post:${id}`]
  if (data === 'category') return ['posts']
  return data === 'client' ? ['clients'] : []
}

/** The cache tags of the pages this write may change. */
export function changedTags(change: ContentChange): string[] {
  return writeTags(change.kind, change.id)
}

export function announceContentChange(change: ContentChange) {
  const reason = `${change.kind} ${change.id} ${change.action}`
  const tags = changedTags(change)
  if (tags.length === 0) return
  for (const listener of listeners) listener(reason, tags)
}
