import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBundledSource } from '~/content/bundled-source.server'
import { fetchContent, setContentSource } from '~/content/content.server'
import * as q from '~/content/queries'
import { SERVICE_FEATURE_COUNT } from '~/services/service-rules'
import { FIRST_READING, SECOND_READING, SPEC_FEATURES } from '../../fixtures/services'

// Every query of queries.ts against the bundled dataset, as the pages will run it.

beforeAll(() => setContentSource(createBundledSource()))
afterAll(() => setContentSource(undefined))

function expectBundledImage(image: { src: string | null; width: number | null; height: number | null; alt: string } | null) {
  expect(image?.src).toMatch(/^\/content-images\/[a-z0-9.-]+\.(svg|jpg)\?v=[0-9a-f]{12}$/)
  expect(image?.width).toBeGreaterThan(0)
  expect(image?.height).toBeGreaterThan(0)
  expect(typeof image?.alt).toBe('string')
}

describe('landingPageQuery', () => {
  it.each(['home', 'services', 'success-stories', 'blog', 'team', 'get-started'])('has copy and SEO for %s', async (key) => {
    const page = await fetchContent(q.landingPageQuery, { key })
    expect(page?.key).toBe(key)
    expect(page?.hero.title).toBeTruthy()
    expect(page?.hero.subtitle).toBeTruthy()
    expect(page?.seo?.title).toBeTruthy()
    expect(page?.seo?.description).toBeTruthy()
    expect(page?.seo?.noindex).toBe(false)
  })

  it('gives the home page its page-builder sections in order with the content they show', async () => {
    const home = await fetchContent(q.landingPageQuery, { key: 'home' })
    const sections = (await fetchContent(q.landingSectionsQuery, { key: 'home' }))?.sections ?? []
    expect(sections.map((s) => `${s._type} ${s.anchor ?? ''}`.trim())).toEqual([
      'trustedBySection',
      'statisticsSection statistics',
      'servicesSection services',
      'storiesSection case-studies',
      'enquirySection',
    ])
    const byType = Object.fromEntries(sections.map((s) => [s._type, s]))
    expect(byType.servicesSection).toMatchObject({ more: { label: 'See all services', link: { href: '/services' } } })
    expect(byType.storiesSection).toMatchObject({ more: { label: 'All success stories', link: { href: '/success-stories' } } })
    expect('services' in byType.servicesSection! ? byType.servicesSection.services.map((s) => s.slug) : []).toEqual(FIRST_READING)
    expect('stories' in byType.storiesSection! ? byType.storiesSection.stories : []).toEqual(await fetchContent(q.successStoriesQuery))
    expectBundledImage(home?.hero.image ?? null)
  })

  it('gives the other landing pages their own content as a section, with its copy (docs/decisions/250)', async () => {
    const team = await fetchContent(q.landingSectionsQuery, { key: 'team' })
    expect(team?.sections).toEqual([
      expect.objectContaining({ _type: 'pageContentSection', heading: 'Leadership Team', contactHeading: null }),
    ])
    const getStarted = await fetchContent(q.landingSectionsQuery, { key: 'get-started' })
    expect(getStarted?.sections).toEqual([
      expect.objectContaining({
        _type: 'pageContentSection',
        heading: 'Tell Us About Your Project',
        intro: 'The more you share, the better we can prepare for our first conversation.',
        contactHeading: 'Prefer to Talk?',
        contactText: 'Reach us by phone or e-mail, or visit our office.',
      }),
    ])
  })

  it('is null for an unknown page', async () => {
    expect(await fetchContent(q.landingPageQuery, { key: 'nope' })).toBeNull()
  })
})

describe('services', () => {
  it('servicesQuery lists the union of both readings in order, first reading featured', async () => {
    const services = await fetchContent(q.servicesQuery)
    expect(services).toHaveLength(14)
    expect(services.map((s) => s.order)).toEqual([...services.map((s) => s.order)].sort((a, b) => a - b))
    expect(services.filter((s) => s.featured).map((s) => s.slug)).toEqual(FIRST_READING)
    for (const s of services) {
      expect(s.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/)
      expect(s.color).toMatch(/^from-[a-z]+-\d{3} to-[a-z]+-\d{3}$/)
      expect(s.description.length).toBeGreaterThan(40)
      expectBundledImage(s.image)
    }
  })

  it('servicesByReadingQuery gives the six and the nine of the spec', async () => {
    const first = await fetchContent(q.servicesByReadingQuery, { reading: 'first' })
    const second = await fetchContent(q.servicesByReadingQuery, { reading: 'second' })
    expect(first.map((s) => s.slug)).toEqual(FIRST_READING)
    expect(second.map((s) => s.slug)).toEqual(SECOND_READING)
  })

  it.each(Object.entries(SPEC_FEATURES))('/services/%s shows the exact five features of the spec', async (route, titles) => {
    const service = await fetchContent(q.serviceBySlugQuery, { slug: route })
    expect(service?.features.map((f) => f.title)).toEqual(titles)
    expect(service?.features.every((f) => f.description.length > 20)).toBe(true)
    expect(service?.match).not.toBe('formerSlug')
  })

  it('renders cyber security at /services/cybersecurity with the canonical path /services/cyber-security', async () => {
    const bySlug = await fetchContent(q.serviceBySlugQuery, { slug: 'cyber-security' })
    const byAlias = await fetchContent(q.serviceBySlugQuery, { slug: 'cybersecurity' })
    expect(bySlug).toMatchObject({
      match: 'slug',
      slug: 'cyber-security',
      canonicalPath: '/services/cyber-security',
      title: 'Cyber Security',
    })
    expect(byAlias).toMatchObject({ match: 'alias', slug: 'cyber-security', canonicalPath: '/services/cyber-security' })
    expect(byAlias?._id).toBe(bySlug?._id)
    expect(bySlug?.readings).toEqual(['first', 'second'])
  })

  it('matches former slugs so the page can answer 301', async () => {
    expect(await fetchContent(q.serviceBySlugQuery, { slug: 'ai-and-machine-learning' })).toMatchObject({
      match: 'formerSlug',
      canonicalPath: '/services/ai-ml',
    })
    expect(await fetchContent(q.serviceBySlugQuery, { slug: 'cloud' })).toMatchObject({
      match: 'formerSlug',
      canonicalPath: '/services/cloud-solutions',
    })
  })

  it('has every second-reading slug, with a full page, and null for an unknown slug', async () => {
    for (const slug of SECOND_READING) {
      const service = await fetchContent(q.serviceBySlugQuery, { slug })
      expect(service?.match).toBe('slug')
      expect(service?.features).toHaveLength(SERVICE_FEATURE_COUNT)
      expect(service?.longDescription.length).toBeGreaterThan(200)
      expect(service?.subtitle).toBeTruthy()
      expect(service?.seo?.description).toBeTruthy()
    }
    expect(await fetchContent(q.serviceBySlugQuery, { slug: 'unknown-service' })).toBeNull()
  })

  it('serviceRoutesQuery lists every address once', async () => {
    const routes = await fetchContent(q.serviceRoutesQuery)
    const all = routes.flatMap((r) => [r.slug, ...r.aliases, ...r.formerSlugs])
    expect(new Set(all).size).toBe(all.length)
    expect(routes.find((r) => r.slug === 'cyber-security')?.aliases).toEqual(['cybersecurity'])
  })
})

describe('case studies and success stories', () => {
  it('caseStudiesQuery lists the three sample slugs with the spec metric labels', async () => {
    const studies = await fetchContent(q.caseStudiesQuery)
    expect(studies.map((s) => s.slug)).toEqual(['finance-digital-transformation', 'healthcare-cloud-migration', 'ai-powered-analytics'])
    expect(studies.flatMap((s) => s.metrics.map((m) => m.label.toLowerCase()))).toEqual([
      'cost reduction',
      'efficiency gain',
      'roi',
      'time saved',
      'uptime',
      'cost savings',
      'performance',
      'data security',
      'data processing',
      'accuracy',
      'time to insight',
      'user adoption',
    ])
    for (const s of studies) {
      expect(s.client && s.industry && s.description).toBeTruthy()
      expectBundledImage(s.image)
    }
  })

  it('caseStudyBySlugQuery returns the body, and null for an unknown slug', async () => {
    const study = await fetchContent(q.caseStudyBySlugQuery, { slug: 'healthcare-cloud-migration' })
    expect(study?.industry).toBe('Healthcare')
    expect(study?.body.filter((b) => b.style === 'h2').length).toBeGreaterThanOrEqual(3)
    expect(await fetchContent(q.caseStudyBySlugQuery, { slug: 'nope' })).toBeNull()
  })

  it('successStoriesQuery gives three stories of four results, linked to case studies', async () => {
    const stories = await fetchContent(q.successStoriesQuery)
    const slugs = (await fetchContent(q.caseStudiesQuery)).map((s) => s.slug)
    expect(stories).toHaveLength(3)
    for (const story of stories) {
      expect(story.results).toHaveLength(4)
      expect(slugs).toContain(story.caseStudySlug)
      expectBundledImage(story.image)
    }
  })
})

describe('sample blog posts', () => {
  it('blogPostsQuery lists three posts newest first with the spec categories', async () => {
    const posts = await fetchContent(q.blogPostsQuery)
    expect(posts).toHaveLength(3)
    expect(posts.map((p) => p.date)).toEqual([...posts.map((p) => p.date)].sort().reverse())
    expect(posts.map((p) => p.category?.title).sort()).toEqual(['Artificial Intelligence', 'Cloud Computing', 'Cybersecurity'])
    expect(posts.map((p) => p.legacyId).sort()).toEqual([1, 2, 3])
    for (const p of posts) {
      expect(p.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(p.readTime).toMatch(/^\d+ min read$/)
      expect(p.author).toBeTruthy()
      expectBundledImage(p.image)
    }
  })

  it('blogPostBySlugQuery returns a Portable Text body of headings and paragraphs', async () => {
    const [first] = await fetchContent(q.blogPostsQuery)
    const post = await fetchContent(q.blogPostBySlugQuery, { slug: first.slug })
    expect(post?.title).toBe(first.title)
    expect(post?.body.filter((b) => b.style === 'h2').length).toBeGreaterThanOrEqual(3)
    expect(post?.body.filter((b) => b.style === 'normal').length).toBeGreaterThanOrEqual(4)
    expect(await fetchContent(q.blogPostBySlugQuery, { slug: 'no-such-post' })).toBeNull()
  })

  it('blogPostByLegacyIdQuery finds a post by its former numeric id', async () => {
    const posts = await fetchContent(q.blogPostsQuery)
    for (const id of [1, 2, 3]) {
      const found = await fetchContent(q.blogPostByLegacyIdQuery, { id })
      expect(found?.slug).toBe(posts.find((p) => p.legacyId === id)?.slug)
    }
    expect(await fetchContent(q.blogPostByLegacyIdQuery, { id: 99 })).toBeNull()
  })

  it('categoriesQuery lists the three categories in the spec order', async () => {
    const categories = await fetchContent(q.categoriesQuery)
    expect(categories.map((c) => c.title)).toEqual(['Artificial Intelligence', 'Cybersecurity', 'Cloud Computing'])
    expect(categories.map((c) => c.slug)).toEqual(['artificial-intelligence', 'cybersecurity', 'cloud-computing'])
  })
})

describe('company, about, team and legal pages', () => {
  it("companyPageQuery has the four values (its statistics are the site settings' one set)", async () => {
    const page = await fetchContent(q.companyPageQuery)
    expect(page).not.toHaveProperty('statistics')
    expect(page?.values.map((v) => v.title)).toEqual(['Trust & Security', 'Innovation', 'Collaboration', 'Excellence'])
    expect(page?.values.every((v) => v.description.length > 40 && v.icon)).toBe(true)
    expect(page?.hero.title).toBeTruthy()
  })

  it('aboutPageQuery has a story, mission and vision', async () => {
    const page = await fetchContent(q.aboutPageQuery)
    expect(page?.body.length).toBeGreaterThan(4)
    expect(page?.mission).toBeTruthy()
    expect(page?.vision).toBeTruthy()
    expect(page?.highlights.length).toBeGreaterThan(0)
  })

  it('teamMembersQuery lists a named sample team in order, with links', async () => {
    const team = await fetchContent(q.teamMembersQuery)
    expect(team.length).toBe(6)
    expect(team[0]).toMatchObject({ name: 'Ananya Rao', role: 'Chief Executive Officer' })
    expect(team.every((m) => m.name && !/placeholder/i.test(m.name) && m.bio.length > 40)).toBe(true)
    expect(team.every((m) => m.links.length > 0 && m.links.every((l) => l.url?.startsWith('https://')))).toBe(true)
  })

  it.each([
    ['privacy', 'privacy-policy', 'Privacy Policy'],
    ['terms', 'terms', 'Terms of Service'],
    ['cookies', 'cookies-policy', 'Cookie Policy'],
  ])('legalPageQuery finds the %s page', async (kind, slug, title) => {
    const page = await fetchContent(q.legalPageQuery, { kind })
    expect(page).toMatchObject({ kind, slug, title })
    expect(page?.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(page?.body.filter((b) => b.style === 'h2').length).toBeGreaterThanOrEqual(5)
  })

  it('sitemapQuery lists every content page', async () => {
    const map = await fetchContent(q.sitemapQuery)
    expect(map.services.map((s) => s.path)).toContain('/services/cyber-security')
    expect(map.caseStudies).toHaveLength(3)
    expect(map.blogPosts).toHaveLength(3)
    expect(map.legalPages.map((p) => p.path).sort()).toEqual(['/cookies-policy', '/privacy-policy', '/terms'])
    expect(map.services.every((s) => s._updatedAt)).toBe(true)
  })
})

// @sanity/client sends a query by GET while its encoded form is under 11,264 characters, else by
// POST, which the API CDN does not cache. A slug or a key as parameter adds well under 264.
describe('every query is short enough for the API CDN', () => {
  const GET_LIMIT = 11_264 - 264
  // Known: the built page's query (thirteen section types, their links and images) is 15.5 K and
  // goes by POST; it was 24 K before the image projections named their steps. A landing page's
  // sections are a query of their own (landingSectionsQuery) so that both go by GET.
  const POST_TODAY = ['pageBySlugQuery']
  it.each(Object.entries(q).filter(([name, value]) => typeof value === 'string' && !POST_TODAY.includes(name)))('%s', (_name, query) => {
    expect(new URLSearchParams({ query: query as string }).toString().length).toBeLessThan(GET_LIMIT)
  })
})
