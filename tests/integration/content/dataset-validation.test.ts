import { evaluate, parse } from 'groq-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadDataset, type SanityDoc } from '~/content/dataset.server'
import { SERVICE_FEATURE_COUNT } from '~/services/service-rules'
import { MISSING_TARGET } from '../../../schemas/lib/link-fields'
import {
  HERO_SECTION,
  OLD_SECTION,
  OWN_CONTENT_ELSEWHERE,
  OWN_CONTENT_MISSING,
  OWN_CONTENT_TWICE,
} from '../../../schemas/lib/landing-sections-rule'
import { ALT_TEXT_REQUIRED } from '../../../schemas/objects/image-with-alt'
import { HEADING_ORDER_MESSAGE, PORTABLE_TEXT_STYLES } from '../../../schemas/objects/portable-text'

// Validates every bundled document against the Studio's own schema, offline: the workspace
// gets a client whose `fetch` answers from groq-js over the dataset (custom rules and slug
// uniqueness query it) and a reference check from the set of document ids.

const { documents } = loadDataset()
const contentDocs = documents.filter((d) => !d._type.startsWith('sanity.'))
const ids = new Set(documents.map((d) => d._id))

function fakeClient(): unknown {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: documents, params })).get(),
    withConfig: () => client,
    config: () => ({
      projectId: 'offline',
      dataset: 'production',
      apiVersion: '2025-02-19',
      useCdn: false,
      url: 'https://offline.api.sanity.io/v2025-02-19',
    }),
    clone: () => client,
  }
  return client
}

type Marker = { level: string; message: string; path: unknown[] }
let validate: (doc: SanityDoc) => Promise<Marker[]>

beforeAll(async () => {
  // The Studio code expects a browser-ish `window` (it listens for `beforeunload`); nothing
  // here renders or opens a socket.
  const events = new EventTarget()
  Object.assign(globalThis, {
    window: globalThis,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  })
  const { createWorkspaceFromConfig, validateDocument } = await import('sanity')
  const { default: config } = await import('../../../studio/sanity.config')
  const workspace = await createWorkspaceFromConfig({
    ...config,
    currentUser: { id: 'test', name: 'Test', email: 'test@example.com', role: 'administrator', roles: [] },
    getClient: fakeClient as never,
  } as never)
  validate = (document) =>
    validateDocument({
      document: document as never,
      workspace,
      environment: 'cli',
      getDocumentExists: async ({ id }) => ids.has(id),
    }) as Promise<Marker[]>
}, 120_000)

describe('the bundled dataset against the schema', () => {
  it('has no validation errors or warnings in any document', async () => {
    const problems: string[] = []
    for (const doc of contentDocs) {
      for (const marker of await validate(doc)) {
        problems.push(`${doc._id} ${JSON.stringify(marker.path)}: ${marker.level} ${marker.message}`)
      }
    }
    expect(problems).toEqual([])
  }, 120_000)

  it('catches what the pages rely on (a check of the check)', async () => {
    const service = contentDocs.find((d) => d._type === 'service')!
    const broken = { ...service, features: (service.features as unknown[]).slice(0, SERVICE_FEATURE_COUNT - 1), title: undefined }
    const messages = (await validate(broken as SanityDoc)).map((m) => `${JSON.stringify(m.path)} ${m.message}`)
    expect(messages.some((m) => m.startsWith('["title"]'))).toBe(true)
    expect(messages.some((m) => m.startsWith('["features"]'))).toBe(true)

    const other = contentDocs.find((d) => d._type === 'service' && d._id !== service._id)!
    const clash = { ...other, _id: 'service-clash', slug: service.slug }
    const clashMessages = (await validate(clash as SanityDoc)).map((m) => m.message)
    expect(clashMessages).toContain('Slug is already in use')
    expect(clashMessages).toContain('The address "cyber-security" is already used by another service')

    // Every content image asks for its alt text; rich text keeps its heading order.
    const post = contentDocs.find((d) => d._type === 'blogPost')!
    const noAlt = { ...post, image: { ...(post.image as object), alt: '  ' } }
    const altMarkers = (await validate(noAlt as SanityDoc)).map((m) => `${JSON.stringify(m.path)} ${m.level} ${m.message}`)
    expect(altMarkers).toContain(`["image","alt"] error ${ALT_TEXT_REQUIRED}`)
    const skipped = {
      ...post,
      body: [
        {
          _type: 'block',
          _key: 'h3first',
          style: 'h3',
          markDefs: [],
          children: [{ _type: 'span', _key: 's', text: 'Too deep', marks: [] }],
        },
      ],
    }
    const orderMarkers = (await validate(skipped as SanityDoc)).map((m) => m.message)
    expect(orderMarkers).toContain(HEADING_ORDER_MESSAGE)

    const dangling = { ...post, category: { _type: 'reference', _ref: 'category-missing' } }
    expect((await validate(dangling as SanityDoc)).length).toBeGreaterThan(0)

    // Built pages (decision 210): a link to a missing document, a slug that is one of the site's routes.
    const page = contentDocs.find((d) => d._type === 'page')!
    const sections = page.sections as { _type: string; buttons?: { link: object }[] }[]
    const hero = sections.find((s) => s._type === 'heroSection')!
    const gone = { _type: 'link', linkType: 'internal', reference: { _type: 'reference', _ref: 'page-deleted', _weak: true } }
    const badLink = { ...page, sections: [{ ...hero, buttons: [{ ...hero.buttons![0], link: gone }] }, ...sections.slice(1)] }
    expect((await validate(badLink as SanityDoc)).map((m) => m.message)).toContain(MISSING_TARGET)
    const reserved = { ...page, _id: 'page-admin', slug: { _type: 'slug', current: 'admin' } }
    expect((await validate(reserved as SanityDoc)).map((m) => m.message)).toContain(
      '"/admin" is one of the site\'s own addresses: choose another slug',
    )

    // Landing pages (docs/decisions/240, 250): page-builder sections but no hero section (they
    // have their own) and no old key-and-heading section; the pages with content of their own
    // place it with exactly one “This page’s own content” section, which the home page refuses.
    const home = contentDocs.find((d) => d._type === 'landingPage' && d.key === 'home')!
    const team = contentDocs.find((d) => d._type === 'landingPage' && d.key === 'team')!
    const oldSection = { _type: 'pageSection', _key: 'old', key: 'services', heading: 'Our Services' }
    const faq = {
      _type: 'faqSection',
      _key: 'faq',
      heading: 'Questions',
      items: [{ _type: 'faqItem', _key: 'q', question: 'Q?', answer: 'A.' }],
    }
    const messagesOf = async (doc: SanityDoc, sections: object[]) =>
      (await validate({ ...doc, sections } as SanityDoc)).map((m) => m.message)
    const homeSections = home.sections as object[]
    const teamSections = team.sections as object[]
    const own = teamSections.find((s) => (s as { _type: string })._type === 'pageContentSection')!
    expect(await messagesOf(home, [...homeSections, oldSection])).toContain(OLD_SECTION)
    expect(await messagesOf(home, [faq, ...homeSections])).toEqual([])
    expect(await messagesOf(home, [hero, ...homeSections])).toContain(HERO_SECTION)
    expect(await messagesOf(home, [...homeSections, own])).toContain(OWN_CONTENT_ELSEWHERE)
    expect(await messagesOf(team, [faq, ...teamSections, { ...faq, _key: 'faq-after' }])).toEqual([])
    expect(await messagesOf(team, [faq])).toContain(OWN_CONTENT_MISSING)
    expect(await messagesOf(team, [own, faq, { ...own, _key: 'again' }])).toContain(OWN_CONTENT_TWICE)
    expect(await messagesOf(team, [oldSection, ...teamSections])).toContain(OLD_SECTION)
    // A built page has no own content to place: the type is not among its sections' types.
    const { LANDING_SECTION_TYPES, SECTION_TYPES } = await import('../../../schemas/sections')
    expect(SECTION_TYPES).not.toContain('pageContentSection')
    expect(LANDING_SECTION_TYPES).toContain('pageContentSection')
  }, 60_000)
})

describe('what validateDocument does not check', () => {
  function walk(value: unknown, visit: (node: Record<string, unknown>, inArray: boolean) => void, inArray = false) {
    if (Array.isArray(value)) value.forEach((v) => walk(v, visit, true))
    else if (value && typeof value === 'object') {
      visit(value as Record<string, unknown>, inArray)
      Object.values(value).forEach((v) => walk(v, visit))
    }
  }

  it('gives every object in an array a unique _key', () => {
    for (const doc of contentDocs) {
      walk(doc, (node, inArray) => {
        if (inArray) expect(node._key, `${doc._id} ${JSON.stringify(node).slice(0, 60)}`).toMatch(/^[A-Za-z0-9_-]+$/)
        for (const v of Object.values(node)) {
          if (Array.isArray(v) && v.every((x) => x && typeof x === 'object')) {
            const keys = v.map((x) => (x as { _key: string })._key)
            expect(new Set(keys).size, `${doc._id} duplicate _key`).toBe(keys.length)
          }
        }
      })
    }
  })

  it('uses only the block styles and marks the pages render', () => {
    for (const doc of contentDocs) {
      walk(doc, (node) => {
        if (node._type !== 'block') return
        expect(PORTABLE_TEXT_STYLES).toContain(node.style)
        const defs = (node.markDefs as Array<{ _key: string }>).map((d) => d._key)
        for (const span of node.children as Array<{ marks: string[]; text: string }>) {
          for (const mark of span.marks) expect(['strong', 'em', 'code', ...defs]).toContain(mark)
          expect(span.text.length).toBeGreaterThan(0)
        }
      })
    }
  })

  it('has no empty required arrays and no dangling references', () => {
    for (const doc of contentDocs) {
      walk(doc, (node) => {
        if (node._type === 'reference') expect(ids.has(String(node._ref)), `${doc._id} -> ${String(node._ref)}`).toBe(true)
      })
      for (const [field, value] of Object.entries(doc)) {
        if (Array.isArray(value)) expect(value.length, `${doc._id}.${field}`).toBeGreaterThan(0)
      }
    }
  })

  it('keeps every page address unique', () => {
    const addresses = contentDocs.flatMap((d) => {
      const slug = (d.slug as { current?: string } | undefined)?.current
      const prefix = {
        service: '/services/',
        caseStudy: '/case-studies/',
        blogPost: '/blog/',
        legalPage: '/',
        category: '/blog/category/',
      }[d._type]
      if (!prefix || !slug) return []
      const extra = [...((d.aliases as string[]) ?? []), ...((d.formerSlugs as string[]) ?? [])]
      const legacy = d.legacyId ? [String(d.legacyId)] : []
      return [slug, ...extra, ...legacy].map((s) => prefix + s)
    })
    expect(addresses.length).toBeGreaterThan(20)
    expect(addresses.filter((a, i) => addresses.indexOf(a) !== i)).toEqual([])
  })

  it('keeps exactly one site settings, company page and about page, with their fixed ids', () => {
    for (const type of ['siteSettings', 'companyPage', 'aboutPage']) {
      expect(contentDocs.filter((d) => d._type === type).map((d) => d._id)).toEqual([type])
    }
  })

  it('holds no literal placeholder: no {…} in braces, no "placeholder", no lorem ipsum', () => {
    const text = JSON.stringify(contentDocs)
    expect(text.match(/\{[a-z]+\}/gi)).toBeNull()
    expect(text).not.toMatch(/placeholder|lorem ipsum/i)
  })

  it('leaves the company name out of SEO titles (the site adds it), but for the home page that leads with it', () => {
    const company = String(contentDocs.find((d) => d._type === 'siteSettings')?.companyName)
    const naming = contentDocs
      .filter((d) => String((d.seo as { title?: string } | undefined)?.title ?? '').includes(company))
      .map((d) => d._id)
    expect(naming).toEqual(['landingPage-home'])
  })
})
