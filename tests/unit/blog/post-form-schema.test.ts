import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { postFormSchema } from '~/blog/post-form-schema'

function parse(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) formData.set(key, value)
  return parseWithZod(formData, { schema: postFormSchema })
}
const errors = (fields: Record<string, string>) => {
  const result = parse(fields)
  return result.status === 'error' ? result.error : undefined
}

describe('post form schema', () => {
  test('a title alone is enough: slug from the title, draft, nulls', () => {
    const result = parse({ title: 'Hello World', slug: '', content: '', excerpt: '', image_url: '', status: 'draft' })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toEqual({
      title: 'Hello World',
      slug: 'hello-world',
      content: '',
      excerpt: null,
      image_url: null,
      status: 'draft',
      category_id: null,
    })
  })

  test('title is required', () => {
    expect(errors({ title: '   ', status: 'draft' })?.title).toEqual(['Title is required'])
  })

  test('slug: lowercase words and hyphens only', () => {
    expect(errors({ title: 'T', slug: 'Not A Slug', status: 'draft' })?.slug?.[0]).toMatch(/lowercase letters, numbers and single hyphens/)
  })

  test('a title with nothing to make a slug from asks for one', () => {
    expect(errors({ title: '!!!', status: 'draft' })?.slug?.[0]).toMatch(/Enter a slug/)
  })

  test('image URL: http(s) or our media files only', () => {
    expect(errors({ title: 'T', image_url: 'javascript:alert(1)' })?.image_url?.[0]).toMatch(
      /http\(s\) URL or a file from the media library/,
    )
    expect(parse({ title: 'T', image_url: '/media/1-a.png' }).status).toBe('success')
    expect(parse({ title: 'T', image_url: 'https://example.com/a.png' }).status).toBe('success')
  })

  test('status must be draft or published; category is a number', () => {
    expect(errors({ title: 'T', status: 'archived' })?.status).toEqual(['Choose Draft or Published'])
    const result = parse({ title: 'T', status: 'published', category_id: '3' })
    expect(result.status === 'success' && result.value.category_id).toBe(3)
    expect(errors({ title: 'T', category_id: 'abc' })?.category_id).toBeDefined()
  })
})

describe('browser constraints', () => {
  test('conform can read the fields of both admin forms (required title and name, optional slug)', async () => {
    const { getZodConstraint } = await import('@conform-to/zod/v4')
    const { postFormFields } = await import('~/blog/post-form-schema')
    const { clientFormSchema } = await import('~/routes/admin.clients/client-form-schema')
    const post = getZodConstraint(postFormFields)
    expect(post.title).toMatchObject({ required: true })
    expect(post.slug?.required).toBe(false)
    expect(getZodConstraint(clientFormSchema).name).toMatchObject({ required: true })
  })
})
