import type { DocumentLocationResolverObject, DocumentLocationsState } from 'sanity/presentation'
import { locations } from '../presentation-resolve'

// What each page-like document gives its meta tags when its SEO fields are empty: the same
// fields the route's meta function hands contentPageMeta / pageMeta (app/routes/*.tsx), read
// here from the raw document the Studio edits. The path comes from the Presentation tool's
// `locations` (its first location is the document's own page), so addresses live in one place.

type Doc = Record<string, unknown>
/** An image field as stored: a reference to its asset, with crop and hotspot. */
export type ImageValue = { asset?: { _ref?: string } } & Record<string, unknown>

export type SeoSources = {
  /** What the page's title and description are when the SEO fields are empty. */
  title: string
  description: string
  /** The picture that becomes the social image when SEO sets none (unless it is SVG). */
  image: ImageValue | null
}

const get = (doc: Doc, path: string): unknown => path.split('.').reduce<unknown>((value, key) => (value as Doc | undefined)?.[key], doc)
const text = (doc: Doc, path: string) => (typeof get(doc, path) === 'string' ? (get(doc, path) as string) : '')
const image = (doc: Doc, path: string) => (get(doc, path) as ImageValue | undefined) ?? null

const own = (doc: Doc): SeoSources => ({ title: text(doc, 'title'), description: text(doc, 'description'), image: image(doc, 'image') })
const hero = (doc: Doc): SeoSources => ({
  title: text(doc, 'hero.title'),
  description: text(doc, 'hero.subtitle'),
  image: image(doc, 'hero.image'),
})

const SOURCES: Record<string, (doc: Doc) => SeoSources> = {
  // The blog's list page is titled by its SEO title or "Blog", never by its hero (blog._index.tsx).
  landingPage: (doc) =>
    doc.key === 'blog' ? { title: 'Blog', description: text(doc, 'hero.subtitle') || 'Articles from our team.', image: null } : hero(doc),
  companyPage: hero,
  aboutPage: hero,
  service: own,
  caseStudy: own,
  blogPost: (doc) => ({ title: text(doc, 'title'), description: text(doc, 'excerpt'), image: image(doc, 'image') }),
  legalPage: (doc) => ({ title: text(doc, 'title') || 'Legal', description: text(doc, 'summary'), image: null }),
  // A built page (built-page-meta.ts): its first hero section, else the page's own title.
  page: (doc) => {
    const first = ((doc.sections as Doc[] | undefined) ?? []).find((section) => section._type === 'heroSection') ?? {}
    return { title: text(first, 'title') || text(doc, 'title'), description: text(first, 'subtitle'), image: image(first, 'image') }
  },
}

/** The document types that have an SEO preview: those whose pages take their meta from them. */
export const SEO_PREVIEW_TYPES = Object.keys(SOURCES)

export function seoSources(doc: Doc): SeoSources | null {
  const sources = SOURCES[String(doc._type)]
  return sources ? sources(doc) : null
}

/** The document's own page on the site, as the Presentation tool resolves it; null before it has a slug. */
export function pathOf(doc: Doc): string | null {
  const resolver = (locations as Record<string, DocumentLocationResolverObject | DocumentLocationsState | undefined>)[String(doc._type)]
  if (!resolver) return null
  const state =
    'select' in resolver
      ? (resolver.resolve(
          Object.fromEntries(Object.entries(resolver.select).map(([name, path]) => [name, get(doc, String(path))])) as never,
        ) as DocumentLocationsState | null)
      : (resolver as DocumentLocationsState)
  return state?.locations?.[0]?.href ?? null
}
