import { data, type MetaFunction } from '@remix-run/node'
import { NotFound } from '~/components/not-found'
import { pageMeta } from '~/seo/meta'

// Any unknown path answers HTTP 404 with the Not Found page.
export async function loader() {
  return data(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } })
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: 'Page not found', description: 'This page does not exist.', path: location.pathname, noindex: true })

export default NotFound
