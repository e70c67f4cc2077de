import { withRichTextHtml } from './rich-text-html.server'
import type { QueriedSection } from './sections'
import { fetchContent } from '~/content/content.server'
import { landingPageQuery, landingSectionsQuery } from '~/content/queries'
import { faqJsonLd } from '~/seo/faq-json-ld.server'
import { requireContent } from '~/site/require-content.server'
import { trustedClients } from '~/site/trusted-clients.server'

/** The pages with content of their own (WITH_OWN_CONTENT in schemas/objects/options.ts) and the headings they showed before their documents placed it. */
const FALLBACK = {
  services: { heading: 'Core practices' },
  'success-stories': { heading: 'Results our clients can measure' },
  team: { heading: 'The people behind the work' },
  'get-started': { heading: 'Tell us about your project', contactHeading: 'Prefer to talk?' },
  blog: { heading: 'Browse by Topic' },
} satisfies Record<string, { heading: string; contactHeading?: string }>
type OwnContentKey = keyof typeof FALLBACK

type OwnContent = Extract<QueriedSection, { _type: 'pageContentSection' }>

// A landing page's sections (docs/decisions/240, 250): rich text rendered to HTML, the clients
// with logos if a Trusted by section shows them, FAQPage JSON-LD for its FAQ sections. Missing
// document: no sections (the page's own query decides whether it exists).
export async function landingSections(key: string, ownContent?: OwnContentKey) {
  const found = await fetchContent(landingSectionsQuery, { key })
  const queried = found?.sections ?? []
  const sections = withRichTextHtml(ownContent ? withOwnContent(queried, ownContent) : queried)
  const clients = sections.some((section) => section._type === 'trustedBySection') ? await trustedClients() : []
  // FAQPage JSON-LD made here, so that its code stays out of the pages' JavaScript.
  return { sections, clients, faqJsonLd: faqJsonLd(sections) }
}

/** A landing page with content of its own: its document (hero, call to action, SEO) and sections. */
export async function landingPageWithSections(key: OwnContentKey | 'home', what: string) {
  const [page, landing] = await Promise.all([
    fetchContent(landingPageQuery, { key }),
    landingSections(key, key === 'home' ? undefined : key),
  ])
  return { page: requireContent(page, what), ...landing }
}

/**
 * The sections with the page's own content among them: where the editor put it, or first when
 * the document has none (one imported before it existed), with the page's fallback headings.
 */
export function withOwnContent(sections: QueriedSection[], key: OwnContentKey): QueriedSection[] {
  if (sections.some((section) => section._type === 'pageContentSection')) return sections
  const fallback: { heading: string; contactHeading?: string } = FALLBACK[key]
  const own: OwnContent = {
    _key: 'own-content',
    _type: 'pageContentSection',
    heading: fallback.heading,
    intro: null,
    eyebrow: null,
    anchor: null,
    more: null,
    contactHeading: fallback.contactHeading ?? null,
    contactText: null,
  }
  return [own, ...sections]
}
