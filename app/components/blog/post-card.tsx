import { Link } from '@remix-run/react'
import type { BlogCard } from '~/blog/merge'
import { postPath } from './format'
import { PostImage } from './post-image'
import { PostMeta } from './post-meta'

/** A post in the grid: image, category, title, excerpt, author, date, read time. The whole card is the link. */
function PostCard({ post, priority = false }: { post: BlogCard; priority?: boolean }) {
  return (
    <article
      className="card card-hover focus-ring-within group relative flex h-full flex-col overflow-hidden wrap-anywhere"
      data-testid="post-card"
    >
      <div className="aspect-[16/9] overflow-hidden bg-navy-900">
        <PostImage post={post} priority={priority} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, calc(100vw - 2.5rem)" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        {post.category ? <p className="text-sm font-semibold uppercase tracking-wide text-accent-strong">{post.category.title}</p> : null}
        <h3 className="mt-2 text-xl leading-snug font-bold text-ink">
          {/* The ::after box stretches the link over the card; the text stays one accessible name. */}
          <Link
            to={postPath(post.slug)}
            prefetch="intent"
            className="after:absolute after:inset-0 group-hover:text-accent-strong focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 line-clamp-3 text-ink-muted">{post.excerpt}</p>
        <div className="mt-auto pt-6">
          <PostMeta post={post} />
        </div>
      </div>
    </article>
  )
}

/** Cards in a responsive grid: one column on phones, two on tablets, three on desktops. */
export function PostGrid({ posts, firstPriority = false }: { posts: BlogCard[]; firstPriority?: boolean }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {posts.map((post, index) => (
        <li key={post.key}>
          <PostCard post={post} priority={firstPriority && index < 3} />
        </li>
      ))}
    </ul>
  )
}
