import { describe, expect, test } from 'vitest'
import type { PostWithCategory } from '~/backend/types'
import { adminCard } from '~/blog/blog.server'

const post = (fields: Partial<PostWithCategory>): PostWithCategory => ({
  id: 7,
  title: 'Zero trust',
  slug: 'zero-trust',
  content: '',
  excerpt: null,
  image_url: null,
  status: 'published',
  published_at: '2026-11-20T10:00:00.000Z',
  author_id: null,
  category_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  category: null,
  ...fields,
})

// An admin post's card: its excerpt, or the first words of its text when it has none.
describe('adminCard', () => {
  test('without an excerpt, the text’s first words: no image alt text, no link address, no Markdown', () => {
    const content = '![img](/media/cover.jpg)\n\n## Why it matters\n\nRead **the guide** at [our site](https://example.com/guide).'
    expect(adminCard(post({ content }), 'Arclight Team').excerpt).toBe('Why it matters Read the guide at our site.')
  })

  test('a long text is cut at 36 words; an excerpt of its own wins', () => {
    const content = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ')
    expect(adminCard(post({ content }), 'A').excerpt).toBe(`${Array.from({ length: 36 }, (_, i) => `word${i}`).join(' ')}…`)
    expect(adminCard(post({ content, excerpt: '  Its own.  ' }), 'A').excerpt).toBe('Its own.')
  })
})
