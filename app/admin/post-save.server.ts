import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { z } from 'zod'
import type { AuthUser, PostWithCategory, RequestBackend } from '~/backend/types'
import { renderMarkdown } from '~/blog/markdown'
import { imageChoicesPage } from './image-choices.server'
import { postFormSchema, SLUG_TAKEN_MESSAGE, type PostFormDefaults } from '~/blog/post-form-schema'
import { contentClaimsSlug } from '~/blog/post.server'
import { publishedAtForSave } from '~/blog/publication'
import { backendErrorCode, dataWithToast, failureStatus, logFailure, readAdminForm, formProblemReply } from './admin-form.server'
import { redirectWithToast } from '~/utils/toast.server'

// The post form's server side, shared by /admin/blog/new and /admin/blog/edit/:id.

/** Categories (ordered by name) and the first page of the media library's images, for the form. */
export async function loadFormChoices(backend: RequestBackend) {
  const [categories, images] = await Promise.allSettled([backend.categories.list(), imageChoicesPage(backend, 1)])
  if (categories.status === 'rejected') logFailure('Failed to load categories', categories.reason)
  return {
    categories: categories.status === 'fulfilled' ? categories.value.map(({ id, name }) => ({ id, name })) : [],
    categoriesFailed: categories.status === 'rejected',
    imageChoices: images.status === 'fulfilled' ? images.value.choices : [],
    moreImages: images.status === 'fulfilled' && images.value.hasNextPage,
  }
}

export function postDefaults(post: PostWithCategory): PostFormDefaults {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt ?? '',
    image_url: post.image_url ?? '',
    status: post.status,
    category_id: post.category_id ? String(post.category_id) : '',
  }
}

const anything = z.record(z.string(), z.unknown())

export type PostActionData = { lastResult: SubmissionResult<string[]> | null; previewHtml: string | null }

/**
 * Handles a post form submission: preview (no save), validation errors, create or update.
 * `existing` is the post being edited (null for a new one). The author is the signed-in user and
 * the publication time follows app/blog/publication.ts.
 */
export async function handlePostSave(request: Request, backend: RequestBackend, user: AuthUser, existing: PostWithCategory | null) {
  const form = await readAdminForm(request)
  if (!form.ok) return formProblemReply<PostActionData>({ lastResult: null, previewHtml: null }, form.reason)
  const { formData } = form
  // Without JavaScript the media picker is a radio group: a chosen image replaces the typed URL.
  const choice = formData.get('image_choice')
  if (typeof choice === 'string' && choice) formData.set('image_url', choice)

  if (formData.get('intent') === 'preview') {
    // Keep what was typed, show no errors yet: a lenient parse just echoes the values back.
    const echo = parseWithZod(formData, { schema: anything }).reply()
    const content = typeof formData.get('content') === 'string' ? String(formData.get('content')) : ''
    return data<PostActionData>({ lastResult: echo, previewHtml: renderMarkdown(content) })
  }

  const submission = parseWithZod(formData, { schema: postFormSchema })
  if (submission.status !== 'success') {
    return data<PostActionData>({ lastResult: submission.reply(), previewHtml: null }, { status: 400 })
  }
  const value = submission.value
  const slugTaken = { lastResult: submission.reply({ fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] } }), previewHtml: null }
  const claimed = await contentClaimsSlug(value.slug).catch((error: unknown) => {
    logFailure('Could not check the slug against the content source', error)
    return false // the content source is down: the backend's own check still runs
  })
  if (claimed) return data<PostActionData>(slugTaken, { status: 400 })
  const write = {
    ...value,
    author_id: user.id,
    published_at: publishedAtForSave(value.status, existing),
  }
  try {
    if (existing) await backend.posts.update(existing.id, write)
    else await backend.posts.create(write)
  } catch (error) {
    const code = backendErrorCode(error)
    if (code === 'conflict') return data<PostActionData>(slugTaken, { status: 400 })
    logFailure('Failed to save post', error)
    const message = code === 'not_authenticated' ? 'Not authenticated' : 'Failed to save post'
    return dataWithToast<PostActionData>(
      { lastResult: submission.reply({ formErrors: [message] }), previewHtml: null },
      { type: 'error', message },
      { status: code === 'not_authenticated' ? 401 : failureStatus(error) },
    )
  }
  const message = existing ? 'Post updated successfully' : 'Post created successfully'
  return redirectWithToast('/admin/blog', { type: 'success', message })
}
