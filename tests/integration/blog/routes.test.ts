import { beforeAll, describe, expect, it } from 'vitest'
import { loader as listLoader } from '~/routes/blog._index'
import { loader as postLoader } from '~/routes/blog.$slug'
import { loader as rssLoader } from '~/routes/blog.rss[.]xml'
import { blogSitemapEntries } from '~/blog/sitemap.server'
import { publicCacheControl } from '~/utils/cache-headers'
import { SAMPLE, pageRequest, seedPosts, useBlogBackend } from './setup'

const ctx = useBlogBackend()

// Loaders return single-fetch `data()` objects; this reads one the way Remix would.
type DataResult = { data: Record<string, any>; init: ResponseInit | null }
const asData = (result: unknown) => result as DataResult
// A thrown Response (a redirect, notFound()) is read as such.
const status = (result: unknown) => (result instanceof Response ? result.status : (asData(result).init?.status ?? 200))
const header = (result: unknown, name: string) =>
  result instanceof Response ? result.headers.get(name) : new Headers(asData(result).init?.headers).get(name)

async function list(path: string) {
  try {
    return await listLoader({ request: pageRequest(path), params: {}, context: {} })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}
async function post(slug: string, cookie?: string) {
  try {
    return await postLoader({ request: pageRequest(`/blog/${slug}`, cookie), params: { slug }, context: {} })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

beforeAll(async () => {
  await seedPosts(ctx.backend, ctx.adminId, [
    {
      slug: 'zero-trust-in-practice',
      title: 'Zero Trust in Practice',
      publishedAt: '2025-04-02T09:00:00Z',
      category: 'cybersecurity',
      content: '## Why\n\nBecause <script>alert(1)</script> [x](javascript:alert(1)) **matters**.',
    },
    { slug: 'unfinished-thoughts', title: 'Unfinished Thoughts', status: 'draft' },
    { slug: '2', title: 'A post whose slug is a number' },
  ])
})

describe('/blog', () => {
  it('answers the first page with filters, revalidated on every use', async () => {
    const result = await list('/blog')
    expect(status(result)).toBe(200)
    expect(header(result, 'Cache-Control')).toBe(publicCacheControl())
    const { data } = asData(result)
    expect(data.items.map((i: { slug: string }) => i.slug).slice(0, 2)).toEqual(['2', 'zero-trust-in-practice'])
    expect(data.filters.map((f: { title: string }) => f.title)).toEqual(['Artificial Intelligence', 'Cybersecurity', 'Cloud Computing'])
    expect(data).toMatchObject({ category: null, page: 1, total: 5, pageCount: 1 })
  })

  it('filters by ?category= and answers 404 for an unknown category or page', async () => {
    const { data } = asData(await list('/blog?category=cybersecurity'))
    expect(data.items.map((i: { slug: string }) => i.slug)).toEqual(['zero-trust-in-practice', SAMPLE.security.slug])
    for (const path of ['/blog?category=gardening', '/blog?page=2', '/blog?page=0', '/blog?page=abc']) {
      const result = await list(path)
      expect(status(result), path).toBe(404)
      // Thrown (the root renders the Not Found page) and kept like a page, as every 404 (decision
      // 246), until any change purges it (the document's `not-found` tag, decision 221).
      expect(header(result, 'Cache-Control'), path).toBe(publicCacheControl())
    }
  })
})

describe('/blog/{slug}', () => {
  it('a sample post by its slug, with its Portable Text body', async () => {
    const result = await post(SAMPLE.cloud.slug)
    expect(status(result)).toBe(200)
    expect(header(result, 'Cache-Control')).toBe(publicCacheControl())
    const { data } = asData(result)
    expect(data.post).toMatchObject({
      source: 'sample',
      draft: false,
      card: { slug: SAMPLE.cloud.slug, category: { slug: 'cloud-computing' } },
    })
    expect(data.post.body[0]._type).toBe('block')
    expect(data.related.length).toBeGreaterThan(0)
  })

  it('an admin post by its slug, its Markdown rendered safely, with related posts of its category first', async () => {
    const { data } = asData(await post('zero-trust-in-practice'))
    expect(data.post).toMatchObject({ source: 'admin', draft: false, card: { title: 'Zero Trust in Practice' } })
    expect(data.post.html).toContain('<h2>Why</h2>')
    expect(data.post.html).toContain('<strong>matters</strong>')
    expect(data.post.html).not.toContain('<script>')
    expect(data.post.html).not.toContain('href="javascript:')
    expect(data.related[0].slug).toBe(SAMPLE.security.slug)
    expect(data.related.map((r: { slug: string }) => r.slug)).not.toContain('zero-trust-in-practice')
  })

  it("a sample post's former numeric id answers 301 to its slug; a post's own numeric slug wins", async () => {
    const redirect = await post('1')
    expect(redirect).toBeInstanceOf(Response)
    expect((redirect as Response).status).toBe(301)
    expect((redirect as Response).headers.get('Location')).toBe(`/blog/${SAMPLE.ai.slug}`)
    expect(asData(await post('2')).data.post.card.title).toBe('A post whose slug is a number')
  })

  it("a post's former slug answers 301 to the address it has now, tagged; a draft's only for an admin, privately", async () => {
    const db = await ctx.backend.database()
    const [shown, hidden] = await seedPosts(ctx.backend, ctx.adminId, [
      { slug: 'renamed-before', title: 'Renamed' },
      { slug: 'draft-before', title: 'Draft renamed', status: 'draft' },
    ])
    await db.query("update public.posts set slug = 'renamed-after' where id = $1", [shown])
    await db.query("update public.posts set slug = 'draft-after' where id = $1", [hidden])
    try {
      const moved = await post('renamed-before')
      expect(status(moved)).toBe(301)
      expect(header(moved, 'Location')).toBe('/blog/renamed-after')
      expect(header(moved, 'Cache-Control')).toBe(publicCacheControl())
      // Forgotten by a shared cache when any post changes (its address may change again).
      expect(header(moved, 'Surrogate-Key')).toBe('site posts')
      expect(status(await post('draft-before'))).toBe(404)
      const forAdmin = await post('draft-before', ctx.adminCookie)
      expect(header(forAdmin, 'Location')).toBe('/blog/draft-after')
      expect(header(forAdmin, 'Cache-Control')).toBe('private, no-store')
      // In other letter case too, in one hop.
      expect(header(await post('Renamed-Before'), 'Location')).toBe('/blog/renamed-after')
      expect(status(await post('Draft-Before'))).toBe(404)
      const upperForAdmin = await post('DRAFT-AFTER', ctx.adminCookie)
      expect(header(upperForAdmin, 'Location')).toBe('/blog/draft-after')
      expect(header(upperForAdmin, 'Cache-Control')).toBe('private, no-store')
    } finally {
      await db.query('delete from public.posts where id = any($1)', [[shown, hidden]])
    }
  })

  it('a slug in other letter case answers 301 to the lower-case address', async () => {
    const redirect = await post(SAMPLE.ai.slug.toUpperCase())
    expect(status(redirect)).toBe(301)
    expect(header(redirect, 'Location')).toBe(`/blog/${SAMPLE.ai.slug}`)
    expect(header(redirect, 'Surrogate-Key')).toBe('site posts')
    expect(status(await post('No-Such-Post'))).toBe(404)
  })

  it('anything else answers 404, drafts included, kept by a shared cache until any change', async () => {
    for (const slug of ['no-such-post', '999', 'unfinished-thoughts', 'Bad Slug', '../etc']) {
      const result = await post(slug)
      expect(status(result), slug).toBe(404)
      // A post published later at the address purges it (decisions 221, 246).
      expect(header(result, 'Cache-Control')).toBe(publicCacheControl())
    }
  })

  it('an admin sees a draft, marked as a draft, private and never stored', async () => {
    const result = await post('unfinished-thoughts', ctx.adminCookie)
    expect(status(result)).toBe(200)
    expect(asData(result).data.post).toMatchObject({ source: 'admin', draft: true })
    expect(header(result, 'Cache-Control')).toBe('private, no-store')
  })
})

describe('feed and sitemap', () => {
  it('the feed lists the newest posts of both sources, and answers 304 when unchanged', async () => {
    const response = await rssLoader({ request: pageRequest('/blog/rss.xml'), params: {}, context: {} })
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1])
    expect(links).toEqual([
      'http://localhost:3000/blog/2',
      'http://localhost:3000/blog/zero-trust-in-practice',
      `http://localhost:3000/blog/${SAMPLE.ai.slug}`,
      `http://localhost:3000/blog/${SAMPLE.security.slug}`,
      `http://localhost:3000/blog/${SAMPLE.cloud.slug}`,
    ])
    expect(xml).not.toContain('unfinished-thoughts')
    const again = await rssLoader({
      request: new Request('http://localhost/blog/rss.xml', { headers: { 'If-None-Match': response.headers.get('ETag')! } }),
      params: {},
      context: {},
    })
    expect(again.status).toBe(304)
  })

  it('the sitemap lists /blog, every sample post and every published admin post', async () => {
    const paths = (await blogSitemapEntries()).map((e) => e.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/blog',
        `/blog/${SAMPLE.ai.slug}`,
        `/blog/${SAMPLE.security.slug}`,
        `/blog/${SAMPLE.cloud.slug}`,
        '/blog/zero-trust-in-practice',
        '/blog/2',
      ]),
    )
    expect(paths).not.toContain('/blog/unfinished-thoughts')
  })
})
