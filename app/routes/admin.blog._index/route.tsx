import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { Plus, Search } from 'lucide-react'
import { ConfirmPanel } from '~/components/admin/confirm-panel'
import { LoadError } from '~/components/admin/load-error'
import { AdminPageHeader } from '~/components/admin/page-header'
import { stripParams } from '~/admin/list-params'
import { Pagination } from '~/components/admin/pagination'
import { postsAction } from './action.server'
import { DELETE_POST_MESSAGE, PostsList, type PostRow } from './posts-list'
import { useListLoading } from '~/components/admin/use-list-loading'
import { logFailure, pageParam, positiveInt } from '~/admin/admin-form.server'
import { useAdminCsrf } from '~/components/admin/use-admin-csrf'
import { requireAdmin } from '~/auth/guard.server'
import { privatePageHeaders } from '~/utils/cache-headers'
import { pageMeta } from '~/seo/meta'

// /admin/blog: the posts, newest first, 20 a page, searchable by title (?q=), so that ten
// thousand posts stay one indexed, counted query per page.
export const PAGE_SIZE = 20
const LIST = '/admin/blog'

export const headers = privatePageHeaders
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Blog Posts', description: 'Manage the blog’s posts.', path: LIST, noindex: true })

export async function loader({ request }: LoaderFunctionArgs) {
  const { backend } = await requireAdmin(request)
  const url = new URL(request.url)
  const page = pageParam(url)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200)
  const headers = backend.headers

  let list: { items: PostRow[]; total: number; totalPages: number } | null = null
  try {
    const result = await backend.posts.list({ page, pageSize: PAGE_SIZE, search: q || undefined })
    const totalPages = Math.max(1, Math.ceil(result.total / PAGE_SIZE))
    // A page past the end (the last post of the last page was deleted): go to the last page.
    if (result.items.length === 0 && page > totalPages) {
      const params = new URLSearchParams(url.search)
      params.set('page', String(totalPages))
      throw redirect(`${LIST}?${params}`, { headers })
    }
    const items = result.items.map(({ id, title, slug, status, published_at }) => ({ id, title, slug, status, published_at }))
    list = { items, total: result.total, totalPages }
  } catch (error) {
    if (error instanceof Response) throw error
    logFailure('Failed to load posts', error)
  }

  // Without JavaScript, Delete leads here (?confirm=delete&id=N) to ask before deleting.
  const confirmId = url.searchParams.get('confirm') === 'delete' ? positiveInt(url.searchParams.get('id')) : null
  let confirm: PostRow | null = list?.items.find((post) => post.id === confirmId) ?? null
  if (confirmId && !confirm) confirm = await backend.posts.get(confirmId).catch(() => null)

  return data(
    {
      list,
      page,
      q,
      confirm: confirm && { id: confirm.id, title: confirm.title },
      loadError: list ? null : 'Failed to load posts',
    },
    { headers },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const { backend } = await requireAdmin(request)
  return postsAction(request, backend)
}

export default function AdminBlogList() {
  const { list, page, q, confirm, loadError } = useLoaderData<typeof loader>()
  const csrf = useAdminCsrf()
  const location = useLocation()
  const loading = useListLoading(LIST)
  const here = location.pathname + location.search
  const confirmHref = (id: number) => {
    const params = new URLSearchParams(location.search)
    params.set('confirm', 'delete')
    params.set('id', String(id))
    return `?${params}`
  }

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Blog Posts"
        description={
          list ? `${list.total.toLocaleString('en-US')} ${list.total === 1 ? 'post' : 'posts'}${q ? ` matching “${q}”` : ''}` : undefined
        }
        actions={
          <Link to="/admin/blog/new" className="btn btn-primary px-4 py-2 text-sm">
            <Plus aria-hidden className="size-4" /> New Post
          </Link>
        }
      />

      {confirm ? (
        <ConfirmPanel
          message={DELETE_POST_MESSAGE}
          detail={<>“{confirm.title}” will be deleted. This cannot be undone.</>}
          fields={{ intent: 'delete', id: String(confirm.id), returnTo: here }}
          csrf={csrf}
          cancelHref={LIST + stripParams(location.search)}
        />
      ) : null}

      <Form method="get" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="post-search" className="sr-only">
          Search posts by title
        </label>
        <input
          id="post-search"
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          placeholder="Search by title"
          maxLength={200}
          className="field-input py-2 text-sm"
        />
        <button type="submit" className="btn border border-line bg-surface px-4 py-2 text-sm text-ink hover:bg-surface-muted">
          <Search aria-hidden className="size-4" /> Search
        </button>
      </Form>

      {loading ? (
        <p role="status" className="text-sm font-medium text-ink-muted">
          Loading...
        </p>
      ) : null}

      {loadError ? <LoadError message={loadError} /> : null}

      {list ? (
        <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : ''}>
          {list.items.length ? (
            <PostsList posts={list.items} csrf={csrf} returnTo={here} confirmHref={confirmHref} />
          ) : (
            <div className="rounded-xl border border-dashed border-line bg-surface px-6 py-12 text-center text-ink-muted">
              {q ? (
                <>No posts match “{q}”.</>
              ) : (
                <>
                  No posts yet.{' '}
                  <Link to="/admin/blog/new" className="font-semibold text-accent-strong hover:underline">
                    Write the first one
                  </Link>
                  .
                </>
              )}
            </div>
          )}
        </div>
      ) : null}

      {list ? (
        <Pagination
          page={page}
          totalPages={list.totalPages}
          hasNext={page < list.totalPages}
          search={location.search}
          label="Posts pages"
        />
      ) : null}
    </div>
  )
}
