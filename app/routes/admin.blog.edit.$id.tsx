import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import ExternalLink from 'lucide-react/icons/external-link'
import type { RequestBackend } from '~/backend/types'
import { logFailure, positiveInt } from '~/admin/admin-form.server'
import { redirectWithToast } from '~/utils/toast.server'
import { AdminPageHeader, BackToPosts } from '~/components/admin/page-header'
import { PostForm } from '~/components/admin/post-form'
import { handlePostSave, loadFormChoices, postDefaults } from '~/admin/post-save.server'
import { useAdminCsrf } from '~/components/admin/admin-session'
import { withAdmin } from '~/auth/guard.server'
import { privatePageHeaders } from '~/utils/cache-headers'
import { pageMeta } from '~/seo/meta'

export const headers = privatePageHeaders
export const meta: MetaFunction<typeof loader> = ({ matches, params }) =>
  pageMeta(matches, { title: 'Edit Post', description: 'Edit a blog post.', path: `/admin/blog/edit/${params.id}`, noindex: true })

/** The post, or a redirect to the list with 'Failed to load post' (missing, or the backend failed). */
async function loadPost(backend: RequestBackend, idParam: string | undefined) {
  const id = positiveInt(idParam)
  try {
    const post = id ? await backend.posts.get(id) : null
    if (post) return post
  } catch (error) {
    logFailure('Failed to load post', error)
  }
  throw await redirectWithToast('/admin/blog', { type: 'error', message: 'Failed to load post' })
}

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  withAdmin(request, async ({ backend }) => {
    const post = await loadPost(backend, params.id)
    const choices = await loadFormChoices(backend)
    return {
      ...choices,
      post: { id: post.id, slug: post.slug, status: post.status, published_at: post.published_at },
      defaults: postDefaults(post),
    }
  })

export const action = ({ request, params }: ActionFunctionArgs) =>
  withAdmin(request, async ({ backend, user }) => handlePostSave(request, backend, user, await loadPost(backend, params.id)))

export default function EditPost() {
  const { categories, categoriesFailed, imageChoices, moreImages, post, defaults } = useLoaderData<typeof loader>()
  const csrf = useAdminCsrf()
  const actionData = useActionData<typeof action>()
  return (
    <div className="space-y-5">
      <BackToPosts />
      <AdminPageHeader
        title="Edit Post"
        actions={
          <a
            href={`/blog/${post.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-semibold text-accent-strong hover:underline"
          >
            <ExternalLink aria-hidden className="size-4" /> View post
          </a>
        }
      />
      <PostForm
        key={post.id}
        heading="Edit Post"
        defaults={defaults}
        categories={categories}
        categoriesFailed={categoriesFailed}
        imageChoices={imageChoices}
        moreImages={moreImages}
        csrf={csrf}
        lastResult={actionData?.lastResult}
        previewHtml={actionData?.previewHtml}
        publishedAt={post.status === 'published' ? post.published_at : null}
      />
    </div>
  )
}
