import { NotFound } from '~/components/not-found'
import { notFound } from '~/site/not-found.server'

// /404 itself (the blog redirects a post it cannot find here): the Not Found page, HTTP 404.
export async function loader() {
  notFound()
}

// Never rendered (the loader throws to the root's error boundary); a component keeps this a page route.
export default NotFound
