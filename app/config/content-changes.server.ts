import type { ContentChange } from '~/backend/write-notices.server'

// Who hears of a content change made through this process's backend: server.js registers the page
// cache here (through the server build's exports), so a successful admin write empties it at once.
// Kept on globalThis: Vite may load this module twice in development.
const store = globalThis as typeof globalThis & { __arclightContentListeners?: Set<(reason: string) => void> }
const listeners = (store.__arclightContentListeners ??= new Set())

/** Calls `listener` with a short description after each content write; returns how to stop. */
export function onContentChange(listener: (reason: string) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function announceContentChange(change: ContentChange) {
  const reason = `${change.kind} ${change.id} ${change.action}`
  for (const listener of listeners) listener(reason)
}
