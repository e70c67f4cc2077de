import { redirect } from '@remix-run/node'

// /admin itself has no page: the layout's guard runs, then the posts list.
export function loader() {
  return redirect('/admin/blog')
}
