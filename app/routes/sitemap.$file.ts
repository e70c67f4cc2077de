import type { LoaderFunctionArgs } from '@remix-run/node'
import { siteUrl } from '~/config/env.server'
import { pageEntries, postEntries, sitemapHeaders, sitemapPlan } from '~/seo/sitemap-index.server'
import { renderSitemap } from '~/seo/sitemap.server'

// The files of the sitemap index: /sitemap/pages.xml and /sitemap/posts-<n>.xml. They exist only
// while /sitemap.xml is an index (see seo/sitemap-index.server.ts); any other name is a 404.
export async function loader({ params }: LoaderFunctionArgs) {
  const file = `/sitemap/${params.file ?? ''}`
  const plan = await sitemapPlan()
  if (plan.kind !== 'index' || !plan.files.includes(file)) throw new Response('Not found', { status: 404 })
  const posts = /^\/sitemap\/posts-(\d+)\.xml$/.exec(file)
  const entries = posts ? await postEntries(Number(posts[1])) : await pageEntries()
  return new Response(renderSitemap(siteUrl(), entries), { headers: sitemapHeaders() })
}
