import type { LoaderFunctionArgs } from '@remix-run/node'
import { createHash } from 'node:crypto'
import { requireSiteSettings } from '~/site/require-content.server'
import { RSS_PATH } from '~/blog/head'
import { newestBlogPosts } from '~/blog/blog.server'
import { publicCacheControl } from '~/utils/cache-headers'
import { siteUrl } from '~/config/env.server'
import { renderRss } from '~/blog/rss'
import { anonymousBlog } from '~/blog/public-reads.server'
import { resourceTagHeaders } from '~/http-cache/page-tags'

// /blog/rss.xml: the 20 newest posts of both sources. Revalidated on every use like the blog
// pages, with an ETag of its own so an unchanged feed costs a 304.
export const FEED_SIZE = 20

export async function loader({ request }: LoaderFunctionArgs) {
  // Anonymous on purpose: the feed is the same for everyone.
  const backend = anonymousBlog()
  const [settings, items] = await Promise.all([requireSiteSettings(), newestBlogPosts(backend, { count: FEED_SIZE })])
  const xml = renderRss(
    {
      title: `${settings.companyName} Blog`,
      description: settings.description ?? `Articles from ${settings.companyName}.`,
      siteUrl: siteUrl(),
      feedPath: RSS_PATH,
    },
    items,
  )
  const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 32)}"`
  const headers = { 'Cache-Control': publicCacheControl(), ETag: etag, ...resourceTagHeaders('routes/blog.rss[.]xml') }
  const ifNoneMatch = request.headers.get('If-None-Match') ?? ''
  if (ifNoneMatch.split(',').some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()))) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(xml, { headers: { ...headers, 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
