import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import Plus from 'lucide-react/icons/plus'
import Search from 'lucide-react/icons/search'
import { ConfirmPanel } from '~/components/admin/confirm-panel'
import { AdminListBody } from '~/components/admin/list-body'
import { AdminPageHeader } from '~/components/admin/page-header'
import { confirmDeleteHref, stripParams } from '~/admin/list-params'
import { postsAction } from './action.server'
import { PostsList, type PostRow } from './posts-list'
import { StudioPostsSection } from './studio-posts'
import { studioPosts } from '~/admin/studio-posts.server'
import { deletePostQuestion } from '~/admin/confirm-messages'
import { positiveInt } from '~/admin/admin-form.server'
import { lastPageIfPastEnd, loadAdminList, pageCount } from '~/admin/admin-list.server'
import { useAdminCsrf } from '~/components/admin/admin-session'
import { useSearchField } from '~/components/admin/use-search-field'
import { withAdmin } from '~/auth/guard.server'
import type { RequestBackend } from '~/backend/types'
import { privatePageHeaders } from '~/utils/cache-headers'
import { pageMeta } from '~/seo/meta'

// /admin/blog: the posts, newest first, 20 a page, searchable by title (?q=), so that ten
// thousand posts stay one indexed, counted query per page.
const PAGE_SIZE = 20
const LIST = '/admin/blog'

export const headers = privatePageHeaders
export { revalidateAfterErrors as shouldRevalidate } from '~/utils/revalidate'
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Blog Posts', description: 'Manage the blog’s posts.', path: LIST, noindex: true })

export const loader = ({ request }: LoaderFunctionArgs) => withAdmin(request, ({ backend }) => loadPosts(request, backend))

async function loadPosts(request: Request, backend: RequestBackend) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200)
  const { url, page, list, loadError } = await loadAdminList(request, backend, 'Failed to load posts', async ({ page }) => {
    const result = await backend.posts.list({ page, pageSize: PAGE_SIZE, search: q || undefined })
    const items: PostRow[] = result.items.map(({ id, title, slug, status, published_at }) => ({ id, title, slug, status, published_at }))
    return { items, total: result.total, totalPages: pageCount(result.total, PAGE_SIZE) }
  })
  lastPageIfPastEnd(LIST, url, page, list)

  // Without JavaScript, Delete leads here (?confirm=delete&id=N) to ask before deleting.
  const confirmId = url.searchParams.get('confirm') === 'delete' ? positiveInt(url.searchParams.get('id')) : null
  let confirm: PostRow | null = list?.items.find((post) => post.id === confirmId) ?? null
  if (confirmId && !confirm) confirm = await backend.posts.get(confirmId).catch(() => null)

  // The content source's posts (read-only here), searched with the same ?q=, paged with ?studioPage=.
  const studio = await studioPosts({ q, page: positiveInt(url.searchParams.get('studioPage')) ?? 1, pageSize: PAGE_SIZE })

  return { list, studio, page, q, confirm: confirm && { id: confirm.id, title: confirm.title }, loadError }
}

export const action = ({ request }: ActionFunctionArgs) => withAdmin(request, ({ backend }) => postsAction(request, backend))

export default function AdminBlogList() {
  const { list, studio, page, q, confirm, loadError } = useLoaderData<typeof loader>()
  const csrf = useAdminCsrf()
  const location = useLocation()
  const here = location.pathname + location.search
  const confirmHref = (id: number) => confirmDeleteHref(location.search, 'id', id)
  const count = list && `${list.total.toLocaleString('en-US')} ${list.total === 1 ? 'post' : 'posts'}${q ? ` matching “${q}”` : ''}`
  const summary = count && `${count}${studio ? `, and ${studio.total.toLocaleString('en-US')} managed in the Studio` : ''}`
  const searchField = useSearchField(q, summary ?? undefined)

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Blog Posts"
        description={summary ?? undefined}
        actions={
          <Link to="/admin/blog/new" className="btn btn-primary px-4 py-2 text-sm">
            <Plus aria-hidden className="size-4" /> New Post
          </Link>
        }
      />

      {confirm ? (
        <ConfirmPanel
          message={deletePostQuestion(confirm.title)}
          detail="The post is removed from the site at once. This cannot be undone."
          fields={{ intent: 'delete', id: String(confirm.id), returnTo: here }}
          csrf={csrf}
          cancelHref={LIST + stripParams(location.search)}
        />
      ) : null}

      <Form method="get" role="search" className="flex max-w-xl flex-wrap items-end gap-x-2">
        <label htmlFor="post-search" className="field-label w-full text-sm">
          Search posts by title
        </label>
        <input
          id="post-search"
          type="search"
          name="q"
          ref={searchField}
          defaultValue={q}
          placeholder="Search by title"
          maxLength={200}
          className="field-input min-w-0 flex-1 py-2 text-sm"
        />
        <button type="submit" className="btn border border-line bg-surface px-4 py-2 text-sm text-ink hover:bg-surface-muted">
          <Search aria-hidden className="size-4" /> Search
        </button>
      </Form>

      <AdminListBody
        path={LIST}
        loadError={loadError}
        count={list ? list.items.length : null}
        empty={
          q ? (
            <>No posts match “{q}”.</>
          ) : (
            <>
              {studio?.total ? 'No posts written here yet.' : 'No posts yet.'}{' '}
              <Link to="/admin/blog/new" className="font-semibold text-accent-strong hover:underline">
                Write the first one
              </Link>
              .
            </>
          )
        }
        pages={list && { page, totalPages: list.totalPages, hasNext: page < list.totalPages, label: 'Posts pages' }}
      >
        {list ? <PostsList posts={list.items} csrf={csrf} returnTo={here} confirmHref={confirmHref} /> : null}
      </AdminListBody>

      <StudioPostsSection studio={studio} search={location.search} q={q} />
    </div>
  )
}
