import { beforeEach, describe, expect, it, vi } from 'vitest'
import { blogFilters, listBlogPosts, newestBlogPosts, sampleCards } from '~/blog/blog.server'
import { SAMPLE, clearPosts, pageRequest, seedPosts, useBlogBackend } from './setup'

const ctx = useBlogBackend()
const anon = () => ctx.backend.forRequest(pageRequest('/blog'))
const slugs = (items: { slug: string }[]) => items.map((i) => i.slug)

beforeEach(() => clearPosts(ctx.backend))

describe('the merged list', () => {
  it('shows the sample posts and the published admin posts in one list, newest first; never drafts', async () => {
    await seedPosts(ctx.backend, ctx.adminId, [
      { slug: 'newest-admin', publishedAt: '2025-04-01T10:00:00Z', category: 'cybersecurity' },
      { slug: 'between-samples', publishedAt: '2025-02-20T08:00:00Z' },
      { slug: 'same-day-as-ai', publishedAt: '2025-03-12T07:30:00Z' },
      { slug: 'oldest-admin', publishedAt: '2024-12-01T09:00:00Z' },
      { slug: 'a-draft', status: 'draft' },
    ])
    const list = await listBlogPosts(anon(), {})
    expect(slugs(list.items)).toEqual([
      'newest-admin',
      'same-day-as-ai', // a time of day on the same date sorts before the sample post's bare date
      SAMPLE.ai.slug,
      'between-samples',
      SAMPLE.security.slug,
      SAMPLE.cloud.slug,
      'oldest-admin',
    ])
    expect(list.total).toBe(7)
    expect(list.pageCount).toBe(1)
  })

  it('gives every card its image, category, excerpt, date, author and read time', async () => {
    await seedPosts(ctx.backend, ctx.adminId, [
      {
        slug: 'with-everything',
        publishedAt: '2025-05-01T12:00:00Z',
        category: 'cloud-computing',
        content: 'word '.repeat(450),
        imageUrl: '/media/1-a.png',
        excerpt: 'Short excerpt.',
      },
      {
        slug: 'bare',
        publishedAt: '2025-04-01T12:00:00Z',
        content: '# Heading\n\nFirst **bold** words of the body.',
        imageUrl: 'javascript:alert(1)',
      },
    ])
    const [full, bare, sample] = (await listBlogPosts(anon(), { pageSize: 3 })).items
    expect(full).toMatchObject({
      source: 'admin',
      slug: 'with-everything',
      title: 'Post with-everything',
      excerpt: 'Short excerpt.',
      image: { src: '/media/1-a.png' },
      date: '2025-05-01T12:00:00.000Z',
      author: 'Arclight Technologies Team',
      readTime: '3 min read',
      category: { title: 'Cloud Computing', slug: 'cloud-computing' },
    })
    // No excerpt: the start of the body as text. An unsafe image address is dropped.
    expect(bare).toMatchObject({ excerpt: 'Heading First bold words of the body.', image: null, category: null, readTime: '1 min read' })
    expect(sample).toMatchObject({
      source: 'sample',
      slug: SAMPLE.ai.slug,
      date: '2025-03-12T00:00:00.000Z',
      author: 'Arclight AI Practice',
      readTime: '5 min read',
      category: { title: 'Artificial Intelligence', slug: 'artificial-intelligence' },
      image: { src: expect.stringMatching(/\.svg(\?|$)/), width: expect.any(Number), height: expect.any(Number) },
    })
  })
})

describe('filter', () => {
  it('one category: its sample posts and its admin posts only', async () => {
    await seedPosts(ctx.backend, ctx.adminId, [
      { slug: 'security-news', publishedAt: '2025-03-01T10:00:00Z', category: 'cybersecurity' },
      { slug: 'cloud-news', publishedAt: '2025-03-02T10:00:00Z', category: 'cloud-computing' },
      { slug: 'security-draft', status: 'draft', category: 'cybersecurity' },
    ])
    expect(slugs((await listBlogPosts(anon(), { category: 'cybersecurity' })).items)).toEqual(['security-news', SAMPLE.security.slug])
    expect(slugs((await listBlogPosts(anon(), { category: 'artificial-intelligence' })).items)).toEqual([SAMPLE.ai.slug])
  })

  it('buttons: one per category that has posts, in the content order, matched by slug across sources', async () => {
    const samples = await sampleCards()
    expect(await blogFilters(anon(), samples)).toEqual([
      { slug: 'artificial-intelligence', title: 'Artificial Intelligence' },
      { slug: 'cybersecurity', title: 'Cybersecurity' },
      { slug: 'cloud-computing', title: 'Cloud Computing' },
    ])
    // Without the sample post of a topic, the topic shows only while an admin post has it.
    const withoutCloud = samples.filter((s) => s.category?.slug !== 'cloud-computing')
    expect((await blogFilters(anon(), withoutCloud)).map((f) => f.slug)).not.toContain('cloud-computing')
    await seedPosts(ctx.backend, ctx.adminId, [{ slug: 'cloud-draft', status: 'draft', category: 'cloud-computing' }])
    expect((await blogFilters(anon(), withoutCloud)).map((f) => f.slug)).not.toContain('cloud-computing')
    await seedPosts(ctx.backend, ctx.adminId, [{ slug: 'cloud-post', category: 'cloud-computing' }])
    expect((await blogFilters(anon(), withoutCloud)).map((f) => f.slug)).toContain('cloud-computing')
  })
})

describe('the newest posts, uncounted (feed, related posts)', () => {
  it('are the first page of the merged list, for any count and category, and never count', async () => {
    await seedPosts(ctx.backend, ctx.adminId, [
      { slug: 'newest-admin', publishedAt: '2025-04-01T10:00:00Z', category: 'cybersecurity' },
      { slug: 'between-samples', publishedAt: '2025-02-20T08:00:00Z' },
      { slug: 'same-day-as-ai', publishedAt: '2025-03-12T00:00:00Z', category: 'artificial-intelligence' },
      { slug: 'oldest-admin', publishedAt: '2024-12-01T09:00:00Z', category: 'cybersecurity' },
      { slug: 'a-draft', status: 'draft' },
    ])
    const backend = anon()
    const listPublished = vi.spyOn(backend.posts, 'listPublished')
    for (const category of [null, 'cybersecurity', 'artificial-intelligence', 'cloud-computing']) {
      for (const count of [1, 2, 4, 7, 20]) {
        const expected = (await listBlogPosts(anon(), { category, pageSize: count })).items
        expect(await newestBlogPosts(backend, { category, count }), `${category} ${count}`).toEqual(expected)
      }
    }
    expect(listPublished).not.toHaveBeenCalled()
  })
})

describe('pagination', () => {
  it('12 a page: the pages together are the whole list, each post once, in order', async () => {
    const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 36 * 3600 * 1000).toISOString()
    await seedPosts(
      ctx.backend,
      ctx.adminId,
      Array.from({ length: 40 }, (_, i) => ({ slug: `post-${i}`, publishedAt: day(i) })),
    )
    const first = await listBlogPosts(anon(), { page: 1 })
    expect(first.total).toBe(43)
    expect(first.pageCount).toBe(4)
    const pages = [first]
    for (let page = 2; page <= 4; page++) pages.push(await listBlogPosts(anon(), { page }))
    expect(pages.map((p) => p.items.length)).toEqual([12, 12, 12, 7])
    const all = pages.flatMap((p) => p.items)
    expect(new Set(all.map((p) => p.key)).size).toBe(43)
    const dates = all.map((p) => Date.parse(p.date))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect((await listBlogPosts(anon(), { page: 5 })).items).toEqual([])
  })

  it('stays fast with 10,000 admin posts: a deep page reads one short window, not every post', async () => {
    const db = await ctx.backend.database()
    await db.query(
      `insert into public.posts (title, slug, content, status, published_at, author_id)
       select 'Bulk ' || n, 'bulk-' || n, 'Body of post ' || n, 'published', timestamptz '2020-01-01' + n * interval '1 hour', $1
       from generate_series(1, 10000) n`,
      [ctx.adminId],
    )
    const backend = anon()
    const listPublished = vi.spyOn(backend.posts, 'listPublished')
    const started = performance.now()
    const page = await listBlogPosts(backend, { page: 700 })
    const elapsed = performance.now() - started
    expect(page.total).toBe(10_003)
    expect(page.items).toHaveLength(12)
    // The three sample posts (2025) come before every bulk post (2020-21).
    expect(page.items[0].slug).toBe(`bulk-${10_000 - (699 * 12 - 3)}`)
    // At most two calls of at most 15 rows (12 + the 3 sample posts).
    expect(listPublished.mock.calls.length).toBeLessThanOrEqual(2)
    for (const [options] of listPublished.mock.calls) expect(options?.pageSize).toBeLessThanOrEqual(15)
    expect(elapsed).toBeLessThan(5_000) // generous: the machine is shared; the window size above is the real check
  })
})
