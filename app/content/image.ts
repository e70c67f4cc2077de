// Turns an image from a query result into <img> attributes. Bundled images are SVG art
// served by this site (/content-images/…), so they need no srcset. Images on Sanity's CDN
// get a srcset of resized variants in the best format the browser accepts (auto=format).

export interface ContentImage {
  src: string | null
  width: number | null
  height: number | null
  alt: string
  /** Set for an uploaded image (app/media/media-image.ts): its resized copies in its own format… */
  srcSet?: string
  /** …and in the better formats, as a <picture>'s <source>s, best first. */
  sources?: ImageSource[]
}

export interface ImageSource {
  type: string
  srcSet: string
}

export interface ImageProps {
  src: string
  width: number
  height: number
  alt: string
  srcSet?: string
  sizes?: string
  sources?: ImageSource[]
}

const SANITY_CDN = /^https:\/\/cdn\.sanity\.io\/images\/([^/]+)\/([^/]+)\//
const DEFAULT_WIDTHS = [480, 768, 1024, 1440, 1920]

export function imageProps(
  image: ContentImage | null | undefined,
  options: { sizes?: string; widths?: number[]; alt?: string } = {},
): ImageProps | null {
  const src = image?.src
  if (!image || !src) return null
  const width = image.width ?? 1200
  const height = image.height ?? 800
  const alt = options.alt ?? image.alt
  if (image.srcSet) return { src, width, height, alt, srcSet: image.srcSet, sizes: options.sizes ?? '100vw', sources: image.sources }
  if (!SANITY_CDN.test(src) || src.split('?')[0].endsWith('.svg')) return { src, width, height, alt }

  // Never ask for more pixels than the original has.
  const widths = [...new Set([...(options.widths ?? DEFAULT_WIDTHS).filter((w) => w < width), width])]
  return {
    src: sanityCdnUrl(src, Math.min(width, 1440)),
    width,
    height,
    alt,
    srcSet: widths.map((w) => `${sanityCdnUrl(src, w)} ${w}w`).join(', '),
    sizes: options.sizes ?? '100vw',
  }
}

// Sanity's image pipeline: the asset's URL with a width, never upscaled (fit=max), in the best
// format the browser accepts (auto=format: AVIF or WebP). Written out rather than built with
// @sanity/image-url, whose 14 KB would otherwise ship to every page that shows an image.
// The query puts an editor's crop into `src` (?rect=…, app/content/queries.ts): kept at every width.
function sanityCdnUrl(src: string, width: number) {
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}&fit=max&auto=format`
}
