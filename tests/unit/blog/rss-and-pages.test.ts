import { describe, expect, it } from 'vitest'
import { blogListPath, formatPostDate } from '~/components/blog/format'
import { pageNumbers } from '~/components/blog/pagination'
import type { BlogCard } from '~/blog/merge'
import { renderRss } from '~/blog/rss'

const post: BlogCard = {
  source: 'admin',
  key: 'admin:1',
  slug: 'a-b',
  title: 'Tom & Jerry <3 "quotes"',
  excerpt: 'Bad \u0001 control',
  image: null,
  date: '2025-03-12T09:30:00.000Z',
  author: 'Team',
  readTime: '1 min read',
  category: { title: 'R&D', slug: 'r-d' },
}

describe('RSS', () => {
  it('escapes text, drops characters XML forbids and dates items in RFC 822', () => {
    const xml = renderRss({ title: 'A & B', description: 'd', siteUrl: 'https://x.test', feedPath: '/blog/rss.xml' }, [post])
    expect(xml).toContain('<title>Tom &amp; Jerry &lt;3 &quot;quotes&quot;</title>')
    expect(xml).toContain('<description>Bad  control</description>')
    expect(xml).toContain('<category>R&amp;D</category>')
    expect(xml).toContain('<pubDate>Wed, 12 Mar 2025 09:30:00 GMT</pubDate>')
    expect(xml).toContain('<atom:link href="https://x.test/blog/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toContain('<guid isPermaLink="true">https://x.test/blog/a-b</guid>')
  })
})

describe('list addresses and pages', () => {
  it('leaves All Topics and page 1 out of the URL', () => {
    expect(blogListPath(null)).toBe('/blog')
    expect(blogListPath('cloud-computing')).toBe('/blog?category=cloud-computing')
    expect(blogListPath('cloud-computing', 3)).toBe('/blog?category=cloud-computing&page=3')
    expect(blogListPath(null, 2)).toBe('/blog?page=2')
  })

  it('numbers the first, last and neighbouring pages with gaps between', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(5, 20)).toEqual([1, null, 4, 5, 6, null, 20])
    expect(pageNumbers(20, 20)).toEqual([1, null, 19, 20])
  })

  it('shows dates as short month, day, year in UTC', () => {
    expect(formatPostDate('2025-03-12T00:00:00.000Z')).toBe('Mar 12, 2025')
    expect(formatPostDate('2025-03-12T23:59:00.000Z')).toBe('Mar 12, 2025')
  })
})
