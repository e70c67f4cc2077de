import { Link } from '@remix-run/react'
import Pencil from 'lucide-react/icons/pencil'
import type { PostStatus } from '~/backend/types'
import { DeleteAction } from '~/components/admin/confirm-panel'
import { formatShortDate } from '~/components/admin/format'
import { StatusBadge } from '~/components/admin/status-badge'
import { deletePostQuestion } from '~/admin/confirm-messages'
import { ACTION_LINK, PostActions } from './post-actions'

export interface PostRow {
  id: number
  title: string
  slug: string
  status: PostStatus
  published_at: string | null
}

type Props = { posts: PostRow[]; csrf: string; returnTo: string; confirmHref: (id: number) => string }

function RowActions({ post, csrf, returnTo, confirmHref }: Omit<Props, 'posts'> & { post: PostRow }) {
  return (
    <PostActions post={post}>
      <Link to={`/admin/blog/edit/${post.id}`} className={ACTION_LINK} aria-label={`Edit “${post.title}”`}>
        <Pencil aria-hidden className="size-4" /> Edit
      </Link>
      <DeleteAction
        confirmHref={confirmHref(post.id)}
        message={deletePostQuestion(post.title)}
        accessibleLabel={`Delete “${post.title}”`}
        fields={{ intent: 'delete', id: String(post.id), csrf, returnTo }}
      />
    </PostActions>
  )
}

/** The posts table (Title, Status, Published, Actions) with a sticky header; cards on phones. */
export function PostsList(props: Props) {
  const { posts } = props
  return (
    <>
      <div className="hidden max-h-[calc(100vh-16rem)] overflow-auto rounded-xl border border-line bg-surface md:block">
        <table className="w-full border-collapse text-left text-sm">
          <thead className="sticky top-0 z-10 bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase shadow-[inset_0_-1px_0_var(--color-line)]">
            <tr>
              <th scope="col" className="px-4 py-2.5">
                Title
              </th>
              <th scope="col" className="w-32 px-4 py-2.5">
                Status
              </th>
              <th scope="col" className="w-36 px-4 py-2.5">
                Published
              </th>
              <th scope="col" className="w-64 px-4 py-2.5">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {posts.map((post) => (
              <tr key={post.id} className="hover:bg-surface-muted/60">
                <td className="px-4 py-2.5 wrap-anywhere">
                  <span className="font-medium text-ink">{post.title}</span>
                  <span className="block text-xs text-ink-muted">/{post.slug}</span>
                </td>
                <td className="px-4 py-2.5">
                  <StatusBadge status={post.status} />
                </td>
                <td className="px-4 py-2.5 whitespace-nowrap text-ink-muted">{formatShortDate(post.published_at)}</td>
                <td className="px-4 py-2.5">
                  <RowActions {...props} post={post} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id} className="rounded-xl border border-line bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-medium wrap-anywhere text-ink">{post.title}</p>
              <StatusBadge status={post.status} />
            </div>
            <p className="mt-0.5 text-xs text-ink-muted">Published: {formatShortDate(post.published_at)}</p>
            <div className="mt-3">
              <RowActions {...props} post={post} />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
