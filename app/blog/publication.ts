import type { PostStatus } from '~/backend/types'

// The one place that decides a post's publication time (the adapters store what they are given).
// The specification resets published_at on every save of a published post; we treat that as a
// defect: a published post keeps its original publication time when it is saved again (decision 071).

export interface PublicationState {
  status: PostStatus
  published_at: string | null
}

/**
 * published_at for a save: unchanged when a published post stays published, now when a post
 * becomes published (new, or from draft), null for drafts.
 */
export function publishedAtForSave(status: PostStatus, previous: PublicationState | null, now: Date = new Date()): string | null {
  if (status !== 'published') return null
  if (previous?.status === 'published' && previous.published_at) return previous.published_at
  return now.toISOString()
}
