import { blogSitemapEntries } from '~/blog/sitemap.server'
import { siteUrl } from '~/config/env.server'
import { renderSitemapIndex, sitemapHeaders, sitemapPlan } from '~/seo/sitemap-index.server'
import { buildSitemapEntries, contentPages, renderSitemap, staticPages } from '~/seo/sitemap.server'

// One <urlset> while everything fits one file, else a sitemap index (seo/sitemap-index.server.ts).
export async function loader() {
  const plan = await sitemapPlan()
  const xml =
    plan.kind === 'index'
      ? renderSitemapIndex(siteUrl(), plan.files)
      : renderSitemap(siteUrl(), await buildSitemapEntries([staticPages, contentPages, blogSitemapEntries]))
  return new Response(xml, { headers: sitemapHeaders() })
}
