import type { ContentImage, ImageSource } from '~/content/image'
import { FORMAT_TYPES, variantFile, type VariantManifest } from './variant-set'

// An uploaded image as the pages show it: the fallback format's srcset on the <img>, AVIF and
// WebP as <source>s of a <picture> (the browser takes the first type it supports, which is what
// its Accept header says), and the original's size for width and height (no layout shift).

/** The default candidate (`src`) for browsers without srcset: about the width of a laptop's column. */
const DEFAULT_WIDTH = 960

export function mediaImage(
  manifest: VariantManifest,
  urlOf: (file: string) => string,
  { src, alt }: { src: string; alt: string },
): ContentImage {
  const { width, height, widths, formats } = manifest
  if (!widths.length || !formats.length) return { src, width, height, alt } // a vector: one file at every size
  const srcSet = (format: (typeof formats)[number]) => widths.map((w) => `${urlOf(variantFile(w, format))} ${w}w`).join(', ')
  const fallback = formats.at(-1)!
  const defaultWidth = widths.find((w) => w >= DEFAULT_WIDTH) ?? widths.at(-1)!
  const sources: ImageSource[] = formats.slice(0, -1).map((format) => ({ type: FORMAT_TYPES[format], srcSet: srcSet(format) }))
  return { src: urlOf(variantFile(defaultWidth, fallback)), width, height, alt, srcSet: srcSet(fallback), sources }
}
