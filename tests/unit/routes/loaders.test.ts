import type { LoaderFunctionArgs } from '@remix-run/node'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBundledSource } from '~/content/bundled-source.server'
import { setContentSource } from '~/content/content.server'
import { loader as caseStudyLoader } from '~/routes/case-studies.$slug'
import { loader as serviceLoader } from '~/routes/services.$slug'
import { loader as builtPageLoader } from '~/routes/$'
import type { RequestBackend } from '~/backend/types'
import { findBlogPost } from '~/blog/post.server'
import { publicCacheControl } from '~/utils/cache-headers'

// The loaders of the slug routes over the bundled dataset: what renders, what redirects, what is a 404.
beforeAll(() => setContentSource(createBundledSource()))
afterAll(() => setContentSource(undefined))

const args = (path: string, slug: string) =>
  ({ request: new Request(`http://localhost${path}`), params: { slug }, context: {} }) as unknown as LoaderFunctionArgs

async function thrown(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as Response
  }
  throw new Error('expected the loader to throw')
}

describe('/services/$slug', () => {
  it('renders a service by its slug with its five features', async () => {
    const { service, related } = await serviceLoader(args('/services/cloud-solutions', 'cloud-solutions'))
    expect(service.canonicalPath).toBe('/services/cloud-solutions')
    expect(service.features.map((f) => f.title)).toEqual([
      'Cloud Migration',
      'Infrastructure Management',
      'Cloud Security',
      'Cloud Storage',
      'Load Balancing',
    ])
    expect(related.length).toBe(3)
    expect(related.map((s) => s.slug)).not.toContain('cloud-solutions')
  })

  it('renders /services/cybersecurity as it is, with /services/cyber-security as its canonical path', async () => {
    const { service } = await serviceLoader(args('/services/cybersecurity', 'cybersecurity'))
    expect(service.match).toBe('alias')
    expect(service.canonicalPath).toBe('/services/cyber-security')
  })

  it('answers a former slug with 301 to the current address', async () => {
    const response = await thrown(serviceLoader(args('/services/security', 'security')))
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/services/cyber-security')
  })

  it('answers an unknown slug with 404', async () => {
    expect((await thrown(serviceLoader(args('/services/nope', 'nope')))).status).toBe(404)
  })

  it('answers a slug in other letter case with 301 to the lower-case address, and an unknown one with 404', async () => {
    const response = await thrown(serviceLoader(args('/services/CYBER-Security', 'CYBER-Security')))
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/services/cyber-security')
    // Shared until any change: where a slug leads may change with the content (decision 221).
    expect(response.headers.get('Surrogate-Key')).toBe('site not-found')
    expect(response.headers.get('Cache-Control')).toBe(publicCacheControl())
    expect((await thrown(serviceLoader(args('/services/Nope', 'Nope')))).status).toBe(404)
  })

  it('answers a former slug in other letter case with one 301, straight to the current address', async () => {
    const response = await thrown(serviceLoader(args('/services/Security', 'Security')))
    expect(response.headers.get('Location')).toBe('/services/cyber-security')
    const alias = await thrown(serviceLoader(args('/services/CyberSecurity', 'CyberSecurity')))
    expect(alias.headers.get('Location')).toBe('/services/cybersecurity')
  })
})

describe('/case-studies/$slug', () => {
  it('renders the three sample case studies', async () => {
    for (const slug of ['finance-digital-transformation', 'healthcare-cloud-migration', 'ai-powered-analytics']) {
      const { study } = await caseStudyLoader(args(`/case-studies/${slug}`, slug))
      expect(study.slug).toBe(slug)
      expect(study.metrics.length).toBeGreaterThan(0)
    }
  })

  it('answers an unknown slug with 404, and one in other letter case with 301 to the lower-case address', async () => {
    expect((await thrown(caseStudyLoader(args('/case-studies/nope', 'nope')))).status).toBe(404)
    const response = await thrown(caseStudyLoader(args('/case-studies/AI-Powered-Analytics', 'AI-Powered-Analytics')))
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/case-studies/ai-powered-analytics')
  })
})

describe('/$ (pages built in the Studio)', () => {
  const splat = (path: string) =>
    ({ request: new Request(`http://localhost${path}`), params: { '*': path.slice(1) }, context: {} }) as unknown as LoaderFunctionArgs

  it('renders a built page; in other letter case, 301 to its lower-case address; anything else 404', async () => {
    expect((await builtPageLoader(splat('/security-assessment'))).page.slug).toBe('security-assessment')
    const upper = await thrown(builtPageLoader(splat('/Security-Assessment')))
    expect(upper.status).toBe(301)
    expect(upper.headers.get('Location')).toBe('/security-assessment')
    expect((await thrown(builtPageLoader(splat('/No-Such-Page')))).status).toBe(404)
  })
})

describe('former slugs of built pages, case studies and sample posts (an editor renamed them)', () => {
  const dirs: string[] = []
  beforeAll(() => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-renamed-'))
    dirs.push(dir)
    cpSync('content', dir, { recursive: true })
    const file = path.join(dir, 'dataset.ndjson')
    const renamed: Record<string, string> = {
      'page-security-assessment': 'ten-day-security-assessment',
      'caseStudy-finance-digital-transformation': 'finance-transformation',
      'blogPost-2': 'cybersecurity-practices',
    }
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const doc = JSON.parse(line)
        const now = renamed[doc._id]
        return JSON.stringify(now ? { ...doc, slug: { ...doc.slug, current: now }, formerSlugs: [doc.slug.current] } : doc)
      })
    writeFileSync(file, lines.join('\n') + '\n')
    setContentSource(createBundledSource({ dir }))
  })
  afterAll(() => {
    setContentSource(createBundledSource())
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }))
  })
  const splat = (path: string) =>
    ({ request: new Request(`http://localhost${path}`), params: { '*': path.slice(1) }, context: {} }) as unknown as LoaderFunctionArgs

  it('a built page: 301 to its address now, also from the old address in other letter case', async () => {
    for (const old of ['/security-assessment', '/Security-Assessment']) {
      const response = await thrown(builtPageLoader(splat(old)))
      expect(response.status).toBe(301)
      expect(response.headers.get('Location')).toBe('/ten-day-security-assessment')
      expect(response.headers.get('Surrogate-Key')).toBe('site not-found')
    }
    expect((await builtPageLoader(splat('/ten-day-security-assessment'))).page.title).toBeTruthy()
  })

  it('a case study: 301 to its address now; an unknown slug is still a 404', async () => {
    const response = await thrown(caseStudyLoader(args('/case-studies/finance-digital-transformation', 'finance-digital-transformation')))
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/case-studies/finance-transformation')
    expect((await thrown(caseStudyLoader(args('/case-studies/nope', 'nope')))).status).toBe(404)
  })

  it('a sample post: the old address leads to the post, before any admin post is asked', async () => {
    const none = async () => null
    const backend = { posts: { getBySlug: none, slugNow: none }, isAdmin: async () => false } as unknown as RequestBackend
    expect(await findBlogPost(backend, 'essential-cybersecurity-practices-for-growing-businesses')).toEqual({
      kind: 'redirect',
      to: '/blog/cybersecurity-practices',
    })
    expect(await findBlogPost(backend, 'no-such-post')).toEqual({ kind: 'missing' })
  })
})
