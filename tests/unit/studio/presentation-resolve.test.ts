import { evaluate, parse } from 'groq-js'
import type { DocumentLocationResolverObject, DocumentLocationsState } from 'sanity/presentation'
import { describe, expect, it } from 'vitest'
import { loadDataset } from '~/content/dataset.server'
import { schemaTypes } from '../../../schemas'
import { locations, mainDocuments } from '../../../studio/presentation-resolve'

// The Presentation tool's resolvers against the bundled dataset: every page of the site that
// shows a document names it (mainDocuments), and every document names the pages that show it
// (locations), with addresses the site really serves.

const { documents } = loadDataset()
const of = (type: string) => documents.filter((doc) => doc._type === type)
const slug = (doc: Record<string, unknown>) => (doc.slug as { current: string }).current

/** Presentation's route patterns: `/services/:slug` style. */
function match(route: string, path: string): Record<string, string> | null {
  const names: string[] = []
  const pattern = new RegExp(`^${route.replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`)
  const found = pattern.exec(path)
  return found ? Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])])) : null
}

async function mainDocumentOf(path: string) {
  const resolver = mainDocuments.find((candidate) => match(String(candidate.route), path))
  if (!resolver || !('filter' in resolver)) return null
  const params = match(String(resolver.route), path)!
  const found = await (await evaluate(parse(`*[${resolver.filter}]`, { params }), { dataset: documents, params })).get()
  return found as Array<{ _id: string; _type: string }>
}

const PAGES: Array<[path: string, type: string]> = [
  ['/', 'landingPage'],
  ['/services', 'landingPage'],
  ['/success-stories', 'landingPage'],
  ['/blog', 'landingPage'],
  ['/team', 'landingPage'],
  ['/get-started', 'landingPage'],
  ['/company', 'companyPage'],
  ['/about', 'aboutPage'],
  ['/privacy-policy', 'legalPage'],
  ['/terms', 'legalPage'],
  ['/cookies-policy', 'legalPage'],
  ...of('service').map((doc): [string, string] => [`/services/${slug(doc)}`, 'service']),
  ...of('service').flatMap((doc) =>
    ((doc.aliases as string[] | undefined) ?? []).map((alias): [string, string] => [`/services/${alias}`, 'service']),
  ),
  ...of('caseStudy').map((doc): [string, string] => [`/case-studies/${slug(doc)}`, 'caseStudy']),
  ...of('blogPost').map((doc): [string, string] => [`/blog/${slug(doc)}`, 'blogPost']),
]

describe('mainDocuments', () => {
  it.each(PAGES)('%s opens exactly one %s', async (path, type) => {
    const found = await mainDocumentOf(path)
    expect(found).toHaveLength(1)
    expect(found![0]._type).toBe(type)
  })

  it('names no document for an unknown address', async () => {
    expect(await mainDocumentOf('/services/no-such-service')).toEqual([])
  })
})

/** Resolves a location resolver as Presentation does: the selected fields, then resolve(). */
function resolveLocations(resolver: DocumentLocationResolverObject | DocumentLocationsState, doc: Record<string, unknown>) {
  if (!('select' in resolver)) return resolver as DocumentLocationsState
  const selected = Object.fromEntries(
    Object.entries(resolver.select).map(([name, path]) => [
      name,
      String(path)
        .split('.')
        .reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], doc),
    ]),
  )
  return resolver.resolve(selected as never) as DocumentLocationsState | null
}

describe('locations', () => {
  const table = locations as Record<string, DocumentLocationResolverObject | DocumentLocationsState>
  const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)

  it('cover every document type', () => {
    expect(Object.keys(table).sort()).toEqual([...documentTypes].sort())
  })

  it.each(documentTypes)('every %s lists pages the site serves, its own page first', async (type) => {
    for (const doc of of(type)) {
      const state = resolveLocations(table[type], doc)
      expect(state?.locations?.length, `${doc._id} has locations`).toBeGreaterThan(0)
      for (const location of state!.locations!) {
        const found = await mainDocumentOf(location.href)
        expect(found, `${location.href} is a page of the site`).not.toBeNull()
        expect(location.title).not.toBe('Untitled')
      }
      const own = await mainDocumentOf(state!.locations![0].href)
      if (['service', 'caseStudy', 'blogPost', 'landingPage', 'legalPage', 'companyPage', 'aboutPage'].includes(type)) {
        expect(own?.map((d) => d._id)).toContain(doc._id)
      }
    }
  })
})
