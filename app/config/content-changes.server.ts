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
 * The cache tags (app/page-cache/page-tags.ts) of the pages a write may change: a post shows on its
 * page and in every list of posts; a client in the Trusted-by strips; a media file on no page by
 * itself (a post or client that uses one is that row's own write, decision 090).
 */
export function changedTags(change: ContentChange): string[] {
  if (change.kind === 'post') return ['posts', `post:${change.id}`]
  if (change.kind === 'client') return ['clients']
  return []
}

export function announceContentChange(change: ContentChange) {
  const reason = `${change.kind} ${change.id} ${change.action}`
  const tags = changedTags(change)
  if (tags.length === 0) return
  for (const listener of listeners) listener(reason, tags)
}
