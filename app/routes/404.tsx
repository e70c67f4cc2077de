import { data, type MetaFunction } from '@remix-run/node'
import { NotFound } from '~/components/not-found'
import { pageMeta } from '~/seo/meta'

// /404 itself (the blog redirects a post it cannot find here): the Not Found page, HTTP 404.
export async function loader() {
  return data(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } })
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: 'Page not found', description: 'This page does not exist.', path: location.pathname, noindex: true })

export default NotFound
