import type { ReactNode } from 'react'
import ExternalLink from 'lucide-react/icons/external-link'

/** The look of a post's action links (View, Edit, Edit in Studio). */
export const ACTION_LINK = 'inline-flex items-center gap-1 text-sm font-semibold text-accent-strong hover:underline'

/** A post's actions on /admin/blog, ours and the Studio's alike: View on the site, then `children`. */
export function PostActions({ post, children }: { post: { slug: string; title: string }; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <a
        href={`/blog/${post.slug}`}
        target="_blank"
        rel="noopener noreferrer"
        className={ACTION_LINK}
        aria-label={`View “${post.title}” (opens in a new tab)`}
      >
        <ExternalLink aria-hidden className="size-4" /> View
      </a>
      {children}
    </div>
  )
}
