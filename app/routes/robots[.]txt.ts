import { renderRobots } from '~/utils/sitemap.server'
import { siteUrl } from '~/utils/env.server'

export async function loader() {
  return new Response(renderRobots(siteUrl()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
