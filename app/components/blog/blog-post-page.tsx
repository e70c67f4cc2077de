import { Link } from '@remix-run/react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import EyeOff from 'lucide-react/icons/eye-off'
import Rss from 'lucide-react/icons/rss'
import { Breadcrumbs } from '~/components/sections/breadcrumbs'
import { CallToAction } from '~/components/sections/call-to-action'
import type { BlogCard } from '~/blog/merge'
import type { BlogPostView } from '~/blog/post.server'
import { MarkdownBody, SampleBody } from './article-body'
import { blogListPath } from './format'
import { RSS_PATH } from '~/blog/head'
import { PostGrid } from './post-card'
import { PostImage } from './post-image'
import { PostMeta } from './post-meta'

export function BlogPostPage({ post, related }: { post: BlogPostView; related: BlogCard[] }) {
  const { card } = post
  const hasImage = Boolean(card.image?.src)
  return (
    <>
      <article aria-labelledby="page-title">
        <header className="relative isolate overflow-hidden bg-navy-950 wrap-anywhere text-ink-inverse">
          <div aria-hidden="true" className="absolute -top-40 -left-40 -z-10 h-[32rem] w-[32rem] rounded-full bg-accent/25 blur-3xl" />
          <div className={`container-page pt-12 sm:pt-16 ${hasImage ? 'pb-36 sm:pb-48' : 'pb-14 sm:pb-16'}`}>
            <Breadcrumbs
              items={[
                { name: 'Home', path: '/' },
                { name: 'Blog', path: '/blog' },
                { name: card.title, path: `/blog/${card.slug}` },
              ]}
            />
            <div className="max-w-3xl">
              {post.draft ? (
                <p
                  role="status"
                  className="mb-4 inline-flex items-center gap-2 rounded-full bg-warning-soft px-3 py-1 text-sm font-semibold text-warning"
                >
                  <EyeOff className="h-4 w-4" aria-hidden="true" /> Draft: only admins can see this post
                </p>
              ) : null}
              {card.category ? (
                <p className="mb-3">
                  <Link
                    to={blogListPath(card.category.slug)}
                    className="text-sm font-semibold uppercase tracking-wide text-highlight hover:underline"
                  >
                    {card.category.title}
                  </Link>
                </p>
              ) : null}
              <h1 id="page-title" className="text-section leading-tight font-bold tracking-tight text-white sm:text-[2.75rem]">
                {card.title}
              </h1>
              <p className="mt-4 max-w-2xl text-lg text-ink-inverse/85">{card.excerpt}</p>
              <div className="mt-6">
                <PostMeta post={card} tone="dark" draft={post.draft} />
              </div>
            </div>
          </div>
        </header>
        <div className={`container-page ${hasImage ? '-mt-28 sm:-mt-40' : ''}`}>
          {/* A post without a picture goes straight to its text: no empty stand-in at this size. */}
          {hasImage ? (
            <div className="relative mx-auto aspect-[16/9] max-w-5xl overflow-hidden rounded-card bg-navy-900 shadow-card">
              <PostImage
                post={card}
                priority
                sizes="(min-width: 1100px) 1024px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)"
              />
            </div>
          ) : null}
          <div className="mx-auto flex max-w-5xl justify-center py-12 sm:py-16">
            <div className="w-full max-w-[68ch]">
              {post.source === 'sample' ? <SampleBody body={post.body} /> : <MarkdownBody html={post.html} />}
              <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
                <Link to="/blog" className="btn-quiet inline-flex items-center gap-1.5 font-semibold">
                  <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All articles
                </Link>
                <a href={RSS_PATH} className="btn-quiet inline-flex items-center gap-1.5 font-semibold">
                  <Rss className="h-4 w-4" aria-hidden="true" /> RSS feed
                </a>
              </footer>
            </div>
          </div>
        </div>
      </article>
      {related.length ? (
        <section aria-labelledby="related-heading" className="bg-surface-muted py-16 sm:py-20">
          <div className="container-page">
            <h2 id="related-heading" className="text-section font-bold tracking-tight text-ink">
              Related articles
            </h2>
            <div className="mt-8">
              <PostGrid posts={related} />
            </div>
          </div>
        </section>
      ) : null}
      <CallToAction heading="Have a project in mind?" text="Talk to our experts about security, cloud and AI for your business." />
    </>
  )
}
