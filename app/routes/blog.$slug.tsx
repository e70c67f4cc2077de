import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogPostPage } from '~/components/blog/blog-post-page'
import { rssAlternateLink } from '~/blog/head'
import { siteUrlFrom } from '~/seo/page-meta'
import { rasterImage } from '~/seo/meta-rules'
import { breadcrumbJsonLd, ldJson } from '~/seo/json-ld'
import { DRAFT_CACHE_CONTROL, relatedPosts } from '~/blog/blog.server'
import { findBlogPost } from '~/blog/post.server'
import { articleTags, blogPostingJsonLd } from '~/blog/seo'
import { publicCacheControl, publicPageHeaders } from '~/utils/cache-headers'
import { pageMeta } from '~/seo/meta'
import { rootDataOf } from '~/site/site'
import { withPublicBlog } from '~/blog/public-reads.server'
import { notFound } from '~/site/not-found.server'
import { resourceTagHeaders } from '~/http-cache/page-tags'

const ROUTE_ID = 'routes/blog.$slug'

// /blog/{slug}: a sample or admin post; a former slug or id, or other letter case, redirects;
// drafts only for admins.
export const headers = publicPageHeaders

export async function loader({ request, params }: LoaderFunctionArgs) {
  // The backend's headers (a refreshed session cookie) are added once everything below has run.
  return withPublicBlog(request, async (backend) => {
    const slug = params.slug ?? ''
    const found = await findBlogPost(backend, slug)
    const headers = (cacheControl = publicCacheControl()) => ({ 'Cache-Control': cacheControl })
    if (found.kind === 'redirect') {
      // Tagged as the page is, so a shared cache forgets it when a post's address changes again.
      // An admin may be sent on to a draft: that answer is theirs alone.
      const cacheControl = (await backend.isAdmin()) ? DRAFT_CACHE_CONTROL : publicCacheControl()
      throw redirect(found.to, { status: 301, headers: { ...headers(cacheControl), ...resourceTagHeaders(ROUTE_ID) } })
    }
    if (found.kind === 'missing') notFound()
    const { post } = found
    const related = await relatedPosts(backend, post.card)
    return data({ post, related }, { headers: headers(post.draft ? DRAFT_CACHE_CONTROL : publicCacheControl()) })
  })
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return []
  const { post } = data
  const { card } = post
  const seo = post.source === 'sample' ? post.seo : null
  const siteUrl = siteUrlFrom(matches)
  const description = seo?.description || card.excerpt
  const companyName = rootDataOf(matches)?.settings.companyName ?? ''
  return pageMeta(matches, {
    title: seo?.title || card.title,
    description,
    path: `/blog/${card.slug}`,
    keywords: [...(seo?.keywords ?? []), ...(card.category ? [card.category.title] : [])],
    noindex: post.draft || (seo?.noindex ?? false),
    image: seo?.image?.src ?? (post.source === 'admin' ? post.socialImage : null) ?? rasterImage(card.image?.src),
    type: 'article',
    author: card.author,
    extra: [
      ...articleTags({ ...card, updatedAt: post.updatedAt }),
      ldJson(blogPostingJsonLd({ ...card, updatedAt: post.updatedAt, description }, siteUrl, companyName)),
      ldJson(
        breadcrumbJsonLd(
          [
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blog' },
            { name: card.title, path: `/blog/${card.slug}` },
          ],
          siteUrl,
        ),
      ),
      rssAlternateLink(matches),
    ],
  })
}

export default function BlogPostRoute() {
  const { post, related } = useLoaderData<typeof loader>()
  return <BlogPostPage post={post} related={related} />
}
