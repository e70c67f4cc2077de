import { canonicalUrl, fullTitle, rasterImage, seoOr, socialImageUrl } from '../../app/seo/meta-rules'
import { pathOf, seoSources, type ImageValue } from './seo-sources'

// What the SEO preview pane shows, computed from the document being edited by the site's own
// rules (app/seo/meta-rules.ts). Google cuts titles and snippets by pixel width (about 600 px for
// a title on desktop); about 60 and 160 characters are the widely used approximations of that.
export const TITLE_CHARS = 60
export const DESCRIPTION_CHARS = 160

export type CutText = { text: string; cut: boolean; length: number; max: number }

export type SeoPreview = {
  /** og:title and <title>: the company name appended as on the site. */
  title: string
  description: string
  /** The canonical URL, or null until the document has an address (a slug). */
  url: string | null
  /** The URL as Google shows it above the title: host › segment › segment. */
  breadcrumbs: string[]
  noindex: boolean
  /** og:image: the SEO image, a raster fallback picture, or the site's social card. */
  image: string
  domain: string
  search: { title: CutText; description: CutText }
}

export type PreviewContext = {
  siteUrl: string
  companyName: string
  /** The URL of an image field's asset, or null when it has none (the Studio builds it from the ref). */
  imageUrl: (image: ImageValue | null | undefined) => string | null
}

/** Cut as a search result does: at a word boundary before `max` characters, with an ellipsis. */
export function cutText(text: string, max: number): CutText {
  if (text.length <= max) return { text, cut: false, length: text.length, max }
  const head = text.slice(0, max - 1)
  const space = head.lastIndexOf(' ')
  const kept = space > max * 0.6 ? head.slice(0, space) : head
  return { text: `${kept.replace(/[\s,.;:–-]+$/, '')}…`, cut: true, length: text.length, max }
}

const hostOf = (siteUrl: string) => {
  try {
    return new URL(siteUrl).host
  } catch {
    return siteUrl
  }
}

/** The pane's model of a document, or null for a type whose pages take no meta from it. */
export function seoPreview(doc: Record<string, unknown>, context: PreviewContext): SeoPreview | null {
  const sources = seoSources(doc)
  if (!sources) return null
  const seo = (doc.seo ?? {}) as { title?: string; description?: string; noindex?: boolean; image?: ImageValue }
  const path = pathOf(doc)
  const title = fullTitle(seoOr(seo.title, sources.title), context.companyName)
  const description = seoOr(seo.description, sources.description)
  const image = context.imageUrl(seo.image) ?? rasterImage(context.imageUrl(sources.image))
  const domain = hostOf(context.siteUrl)
  return {
    title,
    description,
    url: path === null ? null : canonicalUrl(context.siteUrl, path),
    breadcrumbs: [domain, ...(path ?? '').split('/').filter(Boolean)],
    noindex: seo.noindex ?? false,
    image: socialImageUrl(context.siteUrl, image),
    domain,
    search: { title: cutText(title, TITLE_CHARS), description: cutText(description, DESCRIPTION_CHARS) },
  }
}
