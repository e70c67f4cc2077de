import Newspaper from 'lucide-react/icons/newspaper'
import { ContentImg } from '~/components/sections/content-image'
import type { BlogCard } from '~/blog/merge'

/**
 * A post's picture filling its box (the box sets the aspect ratio, so nothing shifts while it
 * loads). Admin posts may have none: a quiet gradient with an icon stands in.
 */
export function PostImage({
  post,
  sizes,
  priority,
  className = '',
}: {
  post: Pick<BlogCard, 'image'>
  sizes: string
  priority?: boolean
  className?: string
}) {
  if (post.image?.src) {
    return (
      <ContentImg image={post.image} sizes={sizes} priority={priority} decorative className={`h-full w-full object-cover ${className}`} />
    )
  }
  return (
    <div
      aria-hidden="true"
      className={`flex h-full w-full items-center justify-center bg-linear-to-br from-navy-800 via-navy-900 to-navy-950 ${className}`}
    >
      <Newspaper className="h-12 w-12 text-highlight/60" strokeWidth={1.25} />
    </div>
  )
}
