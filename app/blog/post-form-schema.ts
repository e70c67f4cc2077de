import '~/utils/zod-jitless'
import { z } from 'zod'
import type { PostStatus } from '~/backend/types'
import { IMAGE_URL_MESSAGE, isAllowedImageUrl } from '~/admin/media-rules'
import { hasNoNul, isVisible, NUL_MESSAGE } from '~/utils/typed-text'
import { SLUG_MAX_LENGTH, SLUG_MESSAGE, SLUG_PATTERN, slugify } from './slug'

// The post form's rules, shared by the browser (conform validates as you type) and the server
// (the check that counts). Parse with `parseWithZod` from '@conform-to/zod/v4': it turns empty
// fields into undefined and "3" into 3 before this schema sees them.

const POST_STATUSES = ['draft', 'published'] as const
export const SLUG_TAKEN_MESSAGE = 'This slug is already used by another post. Choose a different one.'
const TITLE_REQUIRED_MESSAGE = 'Title is required'

/** The fields alone (for conform's getZodConstraint, which cannot read refinements or transforms). */
export const postFormFields = z.object({
  title: z
    .string({ error: TITLE_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: TITLE_REQUIRED_MESSAGE, abort: true })
    .refine(isVisible, { error: TITLE_REQUIRED_MESSAGE, abort: true })
    .max(300, 'Title must be at most 300 characters')
    .refine(hasNoNul, NUL_MESSAGE),
  slug: z
    .string()
    .trim()
    .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
    .regex(SLUG_PATTERN, SLUG_MESSAGE)
    .optional(),
  content: z.string().max(200_000, 'Content must be at most 200,000 characters').refine(hasNoNul, NUL_MESSAGE).default(''),
  excerpt: z.string().trim().max(1000, 'Excerpt must be at most 1,000 characters').refine(hasNoNul, NUL_MESSAGE).optional(),
  image_url: z.string().trim().max(2000, 'Image URL is too long').refine(isAllowedImageUrl, IMAGE_URL_MESSAGE).optional(),
  status: z.enum(POST_STATUSES, { error: 'Choose Draft or Published' }).default('draft'),
  category_id: z.number({ error: 'Choose a category from the list' }).int().positive().optional(),
})

export const postFormSchema = postFormFields
  .superRefine((post, ctx) => {
    // An empty slug is made from the title; a title of only symbols gives nothing to make it from.
    if (!post.slug && post.title && !slugify(post.title)) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: 'Enter a slug: the title has no letters or digits to make one from' })
    }
  })
  .transform((post) => ({
    ...post,
    slug: post.slug || slugify(post.title),
    excerpt: post.excerpt ?? null,
    image_url: post.image_url ?? null,
    category_id: post.category_id ?? null,
  }))

/** What the form shows: a post's fields as the form's strings. */
export interface PostFormDefaults {
  title: string
  slug: string
  content: string
  excerpt: string
  image_url: string
  status: PostStatus
  category_id: string
}

export const emptyPost: PostFormDefaults = {
  title: '',
  slug: '',
  content: '',
  excerpt: '',
  image_url: '',
  status: 'draft',
  category_id: '',
}
