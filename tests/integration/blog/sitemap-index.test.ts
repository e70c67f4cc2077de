// sitemap.xml at any number of posts: one <urlset> while it fits SITEMAP_FILE_URLS addresses,
// else a sitemap index whose files, together, list every page and every published post once.
import { Window } from 'happy-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { loader as fileLoader } from '~/routes/sitemap.$file'
import { loader as sitemapLoader } from '~/routes/sitemap[.]xml'
import { SITEMAP_FILE_URLS } from '~/seo/sitemap-index.server'
import { SAMPLE, clearPosts, seedPosts, useBlogBackend } from './setup'

const ctx = useBlogBackend()
const parse = (xml: string) => new new Window().DOMParser().parseFromString(xml, 'application/xml')
const locs = (xml: string) => [...parse(xml).querySelectorAll('loc')].map((loc) => new URL(loc.textContent!).pathname)

async function file(name: string) {
  try {
    return await fileLoader({ request: new Request(`http://localhost/sitemap/${name}`), params: { file: name }, context: {} })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}
const sitemap = () => sitemapLoader().then((response) => response.text())

describe('sitemap index', () => {
  beforeAll(() => clearPosts(ctx.backend))

  it('a few posts: one urlset, and no index files', async () => {
    await seedPosts(ctx.backend, ctx.adminId, [{ slug: 'a-few-posts-one' }, { slug: 'a-few-posts-two' }])
    const xml = await sitemap()
    expect(xml).toContain('<urlset')
    expect(locs(xml)).toEqual(expect.arrayContaining(['/', '/blog', '/blog/a-few-posts-one', `/blog/${SAMPLE.ai.slug}`]))
    expect((await file('pages.xml')).status).toBe(404)
  })

  it('more than one file holds: an index whose files list every address once, each within the limit', async () => {
    const db = await ctx.backend.database()
    const posts = 2 * SITEMAP_FILE_URLS + 500
    await db.query(
      `insert into public.posts (title, slug, content, status, published_at, author_id)
       select 'Many ' || n, 'many-' || n, 'Body', 'published', timestamptz '2020-01-01' + n * interval '1 hour', $1
       from generate_series(1, $2::int) n`,
      [ctx.adminId, posts],
    )
    await seedPosts(ctx.backend, ctx.adminId, [{ slug: 'a-draft-stays-out', status: 'draft' }])
    const index = await sitemap()
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(parse(index).querySelector('parsererror')).toBeNull()
    const files = locs(index)
    expect(files).toEqual(['/sitemap/pages.xml', '/sitemap/posts-1.xml', '/sitemap/posts-2.xml', '/sitemap/posts-3.xml'])

    const all: string[] = []
    for (const name of files.map((f) => f.replace('/sitemap/', ''))) {
      const response = await file(name)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
      const xml = await response.text()
      expect(parse(xml).querySelector('parsererror')).toBeNull()
      const paths = locs(xml)
      expect(paths.length).toBeLessThanOrEqual(SITEMAP_FILE_URLS)
      all.push(...paths)
    }
    expect(new Set(all).size).toBe(all.length)
    expect(all).toEqual(
      expect.arrayContaining(['/', '/blog', `/blog/${SAMPLE.ai.slug}`, '/blog/many-1', `/blog/many-${posts}`, '/blog/a-few-posts-two']),
    )
    expect(all.filter((path) => path.startsWith('/blog/many-'))).toHaveLength(posts)
    expect(all).not.toContain('/blog/a-draft-stays-out')
    expect((await file('posts-4.xml')).status).toBe(404)
    expect((await file('../etc.xml')).status).toBe(404)
  })
})
