import { renderRobots } from '~/seo/sitemap.server'
import { siteUrl } from '~/config/env.server'

export async function loader() {
  return new Response(renderRobots(siteUrl()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
