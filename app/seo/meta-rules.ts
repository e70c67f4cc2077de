// The pure rules behind every page's meta tags, shared by the site (meta.ts, page-meta.ts) and the
// Studio's SEO preview pane (studio/seo-preview/), so the preview cannot drift from the real tags.
// No imports: the Studio bundles this file without the app's aliases or server code.

/** The site's own social card, used when a page names no raster image. */
const SOCIAL_CARD_PATH = '/social-card.jpg'

/** An SEO field wins over the document's own text when an editor filled it in. */
export const seoOr = (field: string | null | undefined, fallback: string) => field || fallback

/** "<title> | <company>", unless the title already names the company. */
export function fullTitle(title: string, companyName: string) {
  return title.includes(companyName) ? title : `${title} | ${companyName}`
}

/** The canonical URL (and og:url): the site's origin and the page's path. */
export const canonicalUrl = (siteUrl: string, path: string) => `${siteUrl}${path}`

/** og:image: an absolute URL as is, a path on this site made absolute, else the site's social card. */
export function socialImageUrl(siteUrl: string, image: string | null | undefined) {
  if (!image) return `${siteUrl}${SOCIAL_CARD_PATH}`
  return image.startsWith('http') ? image : `${siteUrl}${image}`
}

/** Social networks do not show SVG, so vector art is no social image (the card falls back). */
export function rasterImage(src: string | null | undefined) {
  return src && !/\.svg$/i.test(src.split('?')[0]) ? src : null
}

export const robotsContent = (noindex: boolean | undefined) => (noindex ? 'noindex, nofollow' : 'index, follow')
