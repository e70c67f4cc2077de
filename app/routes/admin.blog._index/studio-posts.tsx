import { Link } from '@remix-run/react'
import ExternalLink from 'lucide-react/icons/external-link'
import PenSquare from 'lucide-react/icons/pen-square'
import type { StudioPostRow, StudioPosts } from '~/admin/studio-posts.server'
import { listPageHref } from '~/admin/list-params'
import { Badge } from '~/components/admin/status-badge'
import { formatShortDate } from '~/components/admin/format'
import { ACTION_LINK, PostActions } from './post-actions'

function Actions({ post }: { post: StudioPostRow }) {
  return (
    <PostActions post={post}>
      {post.editUrl ? (
        <a
          href={post.editUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={ACTION_LINK}
          aria-label={`Edit “${post.title}” in the Studio (opens in a new tab)`}
        >
          <PenSquare aria-hidden className="size-4" /> Edit in Studio
        </a>
      ) : null}
    </PostActions>
  )
}

/**
 * The content source's posts on /admin/blog: read-only rows marked "Studio", with View and, when
 * SANITY_STUDIO_URL is set, Edit in Studio. They show on /blog beside the posts above.
 */
export function StudioPostsSection({ studio, search, q }: { studio: StudioPosts | null; search: string; q: string }) {
  return (
    <section aria-labelledby="studio-posts-heading" className="space-y-3 pt-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="studio-posts-heading" className="text-lg font-semibold text-ink">
            Managed in the Studio
          </h2>
          <p className="mt-0.5 max-w-3xl text-sm text-ink-muted">
            These posts come from the content source and show on the blog with the posts above. They are read-only here
            {studio?.studioUrl ? '; edit them in Sanity Studio.' : '; they are edited in Sanity Studio.'}
          </p>
        </div>
        {studio?.studioUrl ? (
          <a
            href={studio.studioUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn border border-line bg-surface px-4 py-2 text-sm text-ink hover:bg-surface-muted"
          >
            <ExternalLink aria-hidden className="size-4" /> Open the Studio
          </a>
        ) : null}
      </div>
      {!studio ? (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-2.5 text-sm text-danger">
          The Studio’s posts could not be loaded.
        </p>
      ) : studio.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface px-6 py-6 text-center text-sm text-ink-muted">
          {q ? <>No Studio posts match “{q}”.</> : 'No posts in the Studio.'}
        </p>
      ) : (
        <>
          <ul
            className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface"
            aria-label="Posts managed in the Studio"
          >
            {studio.items.map((post) => (
              <li key={post.id} className="flex flex-col gap-2 px-4 py-3 md:flex-row md:items-center md:gap-4">
                <div className="min-w-0 flex-1">
                  <p className="text-[0.95rem] font-medium break-words text-ink">{post.title}</p>
                  <p className="text-xs text-ink-muted">
                    /{post.slug}
                    {post.category ? ` · ${post.category}` : ''}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3 md:w-[32rem] md:flex-none">
                  <Badge tone="accent">Studio</Badge>
                  <span className="w-28 text-sm whitespace-nowrap text-ink-muted">{formatShortDate(post.date)}</span>
                  <Actions post={post} />
                </div>
              </li>
            ))}
          </ul>
          {studio.totalPages > 1 ? (
            <nav aria-label="Studio posts pages" className="flex items-center justify-between gap-3 text-sm">
              {studio.page > 1 ? (
                <Link to={listPageHref(search, studio.page - 1, 'studioPage')} className="font-semibold text-accent-strong hover:underline">
                  Previous
                </Link>
              ) : (
                <span />
              )}
              <span className="text-ink-muted">
                Page {studio.page} of {studio.totalPages}
              </span>
              {studio.page < studio.totalPages ? (
                <Link to={listPageHref(search, studio.page + 1, 'studioPage')} className="font-semibold text-accent-strong hover:underline">
                  Next
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}
