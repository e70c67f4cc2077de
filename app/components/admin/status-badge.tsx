import type { PostStatus } from '~/backend/types'

/** Green for published, yellow for anything else (spec, section 2). */
export function StatusBadge({ status }: { status: PostStatus }) {
  const published = status === 'published'
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        published ? 'bg-success-soft text-success' : 'bg-warning-soft text-warning'
      }`}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${published ? 'bg-success' : 'bg-warning'}`} />
      {published ? 'Published' : 'Draft'}
    </span>
  )
}

/** A neutral or positive badge (enquiries: New / Handled). */
export function Badge({ tone, children }: { tone: 'success' | 'warning' | 'neutral' | 'accent'; children: React.ReactNode }) {
  const tones = {
    success: 'bg-success-soft text-success',
    warning: 'bg-warning-soft text-warning',
    neutral: 'bg-surface-muted text-ink-muted',
    accent: 'bg-accent-soft text-accent-strong',
  }
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
}
