import { Link } from '@remix-run/react'
import ArrowLeft from 'lucide-react/icons/arrow-left'

/** The heading row of an admin page: title, an optional line of help, and actions at the right. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string
  description?: React.ReactNode
  actions?: React.ReactNode
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  )
}

/** The way back from a post form to the list of posts. */
export function BackToPosts() {
  return (
    <Link to="/admin/blog" className="inline-flex items-center gap-1 text-sm font-medium text-ink-muted hover:text-ink">
      <ArrowLeft aria-hidden className="size-4" /> Blog Posts
    </Link>
  )
}
