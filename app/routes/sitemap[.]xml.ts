import { blogSitemapEntries } from '~/blog/sitemap.server'
import { buildSitemapEntries, contentPages, renderSitemap, staticPages } from '~/seo/sitemap.server'
import { siteUrl } from '~/config/env.server'

export async function loader() {
  const xml = renderSitemap(siteUrl(), await buildSitemapEntries([staticPages, contentPages, blogSitemapEntries]))
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
    },
  })
}
