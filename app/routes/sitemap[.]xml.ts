import { siteUrl } from '~/config/env.server'
import { renderSitemapIndex, SITEMAP_HEADERS, sitemapPlan } from '~/seo/sitemap-index.server'
import { buildSitemapEntries, renderSitemap } from '~/seo/sitemap.server'

export async function loader() {
  const plan = await sitemapPlan()
  const xml = plan.kind === 'index' ? renderSitemapIndex(siteUrl(), plan.files) : renderSitemap(siteUrl(), await buildSitemapEntries())
  return new Response(xml, { headers: SITEMAP_HEADERS })
}
