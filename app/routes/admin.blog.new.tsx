import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AdminPageHeader, BackToPosts } from '~/components/admin/page-header'
import { emptyPost } from '~/blog/post-form-schema'
import { PostForm } from '~/components/admin/post-form'
import { handlePostSave, loadFormChoices } from '~/admin/post-save.server'
import { useAdminCsrf } from '~/components/admin/admin-session'
import { withAdmin } from '~/auth/guard.server'
import { privatePageHeaders } from '~/utils/cache-headers'
import { pageMeta } from '~/seo/meta'

export const headers = privatePageHeaders
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'New Post', description: 'Write a new blog post.', path: '/admin/blog/new', noindex: true })

export const loader = ({ request }: LoaderFunctionArgs) => withAdmin(request, ({ backend }) => loadFormChoices(backend))

export const action = ({ request }: ActionFunctionArgs) =>
  withAdmin(request, ({ backend, user }) => handlePostSave(request, backend, user, null))

export default function NewPost() {
  const { categories, categoriesFailed, imageChoices, moreImages } = useLoaderData<typeof loader>()
  const csrf = useAdminCsrf()
  const actionData = useActionData<typeof action>()
  return (
    <div className="space-y-5">
      <BackToPosts />
      <AdminPageHeader title="New Post" />
      <PostForm
        heading="New Post"
        defaults={emptyPost}
        categories={categories}
        categoriesFailed={categoriesFailed}
        imageChoices={imageChoices}
        moreImages={moreImages}
        csrf={csrf}
        lastResult={actionData?.lastResult}
        previewHtml={actionData?.previewHtml}
      />
    </div>
  )
}
