import { renderRobots } from '~/seo/sitemap.server'
import { siteUrl } from '~/config/env.server'
import { resourceTagHeaders } from '~/http-cache/page-tags'
import { publicCacheControl } from '~/utils/cache-headers'

export async function loader() {
  return new Response(renderRobots(siteUrl()), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': publicCacheControl(),
      ...resourceTagHeaders('routes/robots[.]txt'),
    },
  })
}
