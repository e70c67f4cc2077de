import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gatherReadiness } from '~/launch/readiness.server'
import { createBundledSource } from '~/content/bundled-source.server'
import { setContentSource } from '~/content/content.server'
import {
  buildSitemapEntries,
  contentPages,
  renderRobots,
  renderSitemap,
  STATIC_PAGES,
  staticPages,
  type SitemapSource,
} from '~/seo/sitemap.server'
import { ALL_SERVICES, CASE_STUDIES } from '../../fixtures/services'

beforeAll(() => setContentSource(createBundledSource()))
afterAll(() => setContentSource(undefined))

describe('sitemap entries', () => {
  it('list every public page, every service at its canonical address and every case study', async () => {
    // Only our own sources: the blog source would open the embedded database.
    const paths = (await buildSitemapEntries([staticPages, contentPages])).map((e) => e.path)
    for (const page of [
      '/',
      '/about',
      '/services',
      '/company',
      '/success-stories',
      '/team',
      '/get-started',
      '/privacy-policy',
      '/terms',
      '/cookies-policy',
    ]) {
      expect(paths).toContain(page)
    }
    for (const slug of ALL_SERVICES) expect(paths).toContain(`/services/${slug}`)
    for (const slug of CASE_STUDIES) expect(paths).toContain(`/case-studies/${slug}`)
    // An alias (its canonical is listed) and a former slug (a redirect) are not pages of their own.
    expect(paths).not.toContain('/services/cybersecurity')
    expect(paths).not.toContain('/services/security')
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('leave out a built page at one of the site’s own addresses, which the launch check names (a hand-edited dataset)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-reserved-'))
    try {
      cpSync('content', dir, { recursive: true })
      const file = path.join(dir, 'dataset.ndjson')
      const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean)
      const edited = lines.map((line) => {
        const doc = JSON.parse(line)
        return doc._id === 'page-security-assessment' ? JSON.stringify({ ...doc, slug: { current: 'admin' } }) : line
      })
      writeFileSync(file, edited.join('\n') + '\n')
      setContentSource(createBundledSource({ dir, watch: false }))
      const paths = (await buildSitemapEntries([contentPages])).map((e) => e.path)
      expect(paths).not.toContain('/admin')
      expect(paths).not.toContain('/security-assessment')
      expect((await gatherReadiness({})).builtPages).toContainEqual({ title: expect.any(String), slug: 'admin' })
    } finally {
      setContentSource(createBundledSource())
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('take entries from any further source, each path once', async () => {
    const blog: SitemapSource = async () => [{ path: '/blog' }, { path: '/' }]
    const entries = await buildSitemapEntries([async () => STATIC_PAGES, blog])
    expect(entries.map((e) => e.path).filter((p) => p === '/')).toHaveLength(1)
    expect(entries.at(-1)?.path).toBe('/blog')
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('renders absolute, escaped URLs with their last change', () => {
    const xml = renderSitemap('https://www.example.com', [{ path: '/a?b=1&c=2', lastmod: '2025-03-14T09:00:00Z', priority: 0.8 }])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<loc>https://www.example.com/a?b=1&amp;c=2</loc>')
    expect(xml).toContain('<lastmod>2025-03-14T09:00:00Z</lastmod>')
    expect(xml).toContain('<priority>0.8</priority>')
  })

  it('keeps crawlers out of the admin area and the login, and names the sitemap', () => {
    const robots = renderRobots('https://www.example.com')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Disallow: \/admin$/m)
    expect(robots).toMatch(/^Disallow: \/login$/m)
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.example\.com\/sitemap\.xml$/m)
  })
})
