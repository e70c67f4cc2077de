import { readdirSync } from 'node:fs'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { LEGAL_PAGES } from '~/content/legal-pages'
import { LINK } from '~/content/queries'
import { RESERVED_SLUGS, reservedSlugProblem } from '~/site/reserved-slugs'

// The one resolver of links (LINK in app/content/queries.ts), run by groq-js as the bundled
// dataset runs it: every target type, external URLs, and targets that are missing.

const targets = [
  { _id: 'page-a', _type: 'page', slug: { current: 'security-assessment' } },
  { _id: 'home', _type: 'landingPage', key: 'home' },
  { _id: 'lp-services', _type: 'landingPage', key: 'services' },
  { _id: 'svc', _type: 'service', slug: { current: 'cyber-security' } },
  { _id: 'cs', _type: 'caseStudy', slug: { current: 'healthcare-cloud-migration' } },
  { _id: 'story', _type: 'successStory' },
  { _id: 'post', _type: 'blogPost', slug: { current: 'ai-in-business' } },
  { _id: 'companyPage', _type: 'companyPage' },
  { _id: 'aboutPage', _type: 'aboutPage' },
  // The slug is not the address: each kind has its own route (LEGAL_PAGES).
  { _id: 'legal', _type: 'legalPage', kind: 'privacy', slug: { current: 'privacy' } },
  { _id: 'legal-terms', _type: 'legalPage', kind: 'terms' },
  { _id: 'legal-cookies', _type: 'legalPage', kind: 'cookies', slug: { current: 'cookies' } },
]

async function resolve(link: object, dataset: object[] = targets) {
  const doc = { _id: 'holder', _type: 'holder', link }
  const value = await evaluate(parse(`*[_id == "holder"][0].link${LINK}`), { dataset: [...dataset, doc] })
  return value.get()
}

const internal = (id: string) => ({ _type: 'link', linkType: 'internal', reference: { _type: 'reference', _ref: id, _weak: true } })

describe('LINK: a link to its path', () => {
  it.each([
    ['page-a', '/security-assessment'],
    ['home', '/'],
    ['lp-services', '/services'],
    ['svc', '/services/cyber-security'],
    ['cs', '/case-studies/healthcare-cloud-migration'],
    ['story', '/success-stories'],
    ['post', '/blog/ai-in-business'],
    ['companyPage', '/company'],
    ['aboutPage', '/about'],
    ['legal', LEGAL_PAGES.privacy.path],
    ['legal-terms', LEGAL_PAGES.terms.path],
    ['legal-cookies', LEGAL_PAGES.cookies.path],
  ])('a reference to %s leads to %s', async (id, path) => {
    expect(await resolve(internal(id))).toEqual({ href: path, newTab: false })
  })

  it('follows the target when its slug changes', async () => {
    const renamed = targets.map((t) => (t._id === 'svc' ? { ...t, slug: { current: 'security' } } : t))
    expect(await resolve(internal('svc'), renamed)).toEqual({ href: '/services/security', newTab: false })
  })

  it('an external URL, in a new tab when asked', async () => {
    expect(await resolve({ linkType: 'external', url: 'https://example.org/x', openInNewTab: true })).toEqual({
      href: 'https://example.org/x',
      newTab: true,
    })
  })

  it('a missing or unpublished target resolves to no path (the page renders no anchor)', async () => {
    expect(await resolve(internal('deleted-doc'))).toEqual({ href: null, newTab: false })
    const draftOnly = [...targets, { _id: 'drafts.page-b', _type: 'page', slug: { current: 'b' } }]
    expect(await resolve(internal('page-b'), draftOnly)).toEqual({ href: null, newTab: false })
    expect(await resolve({ linkType: 'internal' })).toEqual({ href: null, newTab: false })
  })
})

describe('reserved slugs of built pages', () => {
  const taken = ['security-assessment']
  it.each(['admin', 'blog', 'services', 'api', 'login', 'get-started', 'case-studies', 'sitemap', 'media'])('refuses %s', (slug) => {
    expect(reservedSlugProblem(slug, taken)).toMatch(/site’s own addresses|site's own addresses/)
  })
  it('refuses another page’s slug; a legal page’s slug is no address (its kind has one, reserved)', () => {
    expect(reservedSlugProblem('security-assessment', taken)).toBe('Another page already uses "/security-assessment"')
    expect(reservedSlugProblem('imprint', taken)).toBeNull()
    for (const { path } of Object.values(LEGAL_PAGES)) expect(reservedSlugProblem(path.slice(1), taken)).toMatch(/own addresses/)
  })
  it('holds the first segment of every route of the site', () => {
    const segments = readdirSync('app/routes')
      .map(
        (name) =>
          name
            .replace(/\.tsx?$/, '')
            .split('.')[0]
            .replace(/[[\]]/g, '')
            .replace(/_$/, ''), // `admin_.two-factor`: the address /admin/two-factor, outside the admin layout
      )
      .filter((segment) => segment && !segment.startsWith('_') && !segment.startsWith('$'))
    expect(segments.length).toBeGreaterThan(15)
    expect(segments.filter((segment) => !RESERVED_SLUGS.has(segment))).toEqual([])
  })

  it('accepts a free slug', () => {
    expect(reservedSlugProblem('cloud-readiness', taken)).toBeNull()
  })
})
