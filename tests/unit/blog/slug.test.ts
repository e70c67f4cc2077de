import { describe, expect, test } from 'vitest'
import { isValidSlug, slugify, SLUG_MAX_LENGTH } from '~/blog/slug'

describe('slugify', () => {
  test.each([
    ['Hello World', 'hello-world'],
    ['  Zero-Trust   Security: a primer!  ', 'zero-trust-security-a-primer'],
    ['Café & Crème', 'cafe-and-creme'],
    ["What's new in 2025?", 'whats-new-in-2025'],
    ['--Already--hyphenated--', 'already-hyphenated'],
    ['!!!', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  test('stays within the maximum length without a trailing hyphen', () => {
    const slug = slugify('word '.repeat(100))
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(slug.endsWith('-')).toBe(false)
    expect(isValidSlug(slug)).toBe(true)
  })
})

describe('isValidSlug', () => {
  test.each(['post', 'my-first-post', 'ai-2025'])('accepts %s', (slug) => expect(isValidSlug(slug)).toBe(true))
  test.each(['', 'My-Post', 'my--post', '-post', 'post-', 'my post', 'my_post', 'émoji'])('refuses %j', (slug) =>
    expect(isValidSlug(slug)).toBe(false),
  )
})
