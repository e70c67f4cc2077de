import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogListPage } from '~/components/blog/blog-list-page'
import { blogListPath } from '~/components/blog/format'
import { rssAlternateLink } from '~/blog/head'
import { notFoundMeta } from '~/seo/meta'
import { contentPageMeta } from '~/seo/page-meta'
import { fetchContent } from '~/content/content.server'
import { landingPageQuery } from '~/content/queries'
import { blogFilters, listBlogPosts, sampleCards } from '~/blog/blog.server'
import { publicCacheControl, publicPageHeaders } from '~/utils/cache-headers'
import { notFound } from '~/site/not-found.server'
import { withPublicBlog } from '~/blog/public-reads.server'
import { landingSections } from '~/page-builder/landing-sections.server'

// /blog: sample and admin posts in one list, newest first, 12 a page, optionally one category.
export const headers = publicPageHeaders

const PAGE = /^[1-9]\d{0,5}$/

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const category = url.searchParams.get('category') || null
  const pageParam = url.searchParams.get('page')
  // The backend's headers (a refreshed session cookie) are added once everything below has run.
  return withPublicBlog(request, async (backend) => {
    if (pageParam !== null && !PAGE.test(pageParam)) notFound()
    // No category has control characters or runs this long; Postgres refuses a NUL with an error (500).
    if (category && (category.length > 200 || [...category].some((c) => c < ' ' || c === '\u007f'))) notFound()
    const page = Number(pageParam ?? 1)
    const [landing, { sections, clients, faqJsonLd }, samples] = await Promise.all([
      fetchContent(landingPageQuery, { key: 'blog' }),
      landingSections('blog', 'blog'),
      sampleCards(),
    ])
    // Independent: asked together (an unknown category is answered 404 below either way).
    const [filters, list] = await Promise.all([blogFilters(backend, samples), listBlogPosts(backend, { category, page, samples })])
    if (category && !filters.some((f) => f.slug === category)) notFound()
    if (page > list.pageCount) notFound()
    return data(
      { landing, sections, clients, faqJsonLd, filters, category, ...list },
      { headers: { 'Cache-Control': publicCacheControl() } },
    )
  })
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return notFoundMeta(matches, location.pathname)
  const topic = data.filters.find((f) => f.slug === data.category)?.title
  const title = [data.landing?.seo?.title || 'Blog', topic, data.page > 1 ? `Page ${data.page}` : null].filter(Boolean).join(' – ')
  return contentPageMeta(matches, {
    seo: data.landing?.seo ? { ...data.landing.seo, title } : null,
    title,
    description: data.landing?.hero?.subtitle ?? 'Articles from our team.',
    path: blogListPath(data.category, data.page),
    breadcrumbs: [{ name: 'Blog', path: '/blog' }],
    extra: [rssAlternateLink(matches), ...data.faqJsonLd],
  })
}

export default function BlogIndexRoute() {
  return <BlogListPage {...useLoaderData<typeof loader>()} />
}
