import CalendarDays from 'lucide-react/icons/calendar-days'
import Clock from 'lucide-react/icons/clock'
import UserRound from 'lucide-react/icons/user-round'
import type { BlogCard } from '~/blog/merge'
import { formatPostDate } from './format'

type PostMetaProps = { post: Pick<BlogCard, 'author' | 'date' | 'readTime'>; tone?: 'light' | 'dark'; draft?: boolean }

/** Author, date and read time of a post, in one line that wraps on small screens. A draft has no publication date yet. */
export function PostMeta({ post, tone = 'light', draft = false }: PostMetaProps) {
  const color = tone === 'dark' ? 'text-ink-inverse/80' : 'text-ink-muted'
  return (
    <ul className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${color}`}>
      <li className="flex items-center gap-1.5">
        <UserRound className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">Author: </span>
        {post.author}
      </li>
      <li className="flex items-center gap-1.5">
        <CalendarDays className="h-4 w-4 shrink-0" aria-hidden="true" />
        {draft ? (
          'Not published yet'
        ) : (
          <>
            <span className="sr-only">Published: </span>
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </>
        )}
      </li>
      <li className="flex items-center gap-1.5">
        <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
        {post.readTime}
      </li>
    </ul>
  )
}
