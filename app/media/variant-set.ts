// The resized copies made of an uploaded image (decision 295): a fixed set of widths, never above
// the original's, in AVIF and WebP with the original's own format as the fallback, and a
// 1200 × 630 crop for social cards. Their names are fixed too (`640.avif`, `social.jpg`), so the
// variant route serves nothing it did not make at upload, and an arbitrary width cannot fill a
// cache or burn CPU. Shared by the upload (which makes them), the route and the pages' srcset.

// Chosen for the boxes the pages have, so that no copy decodes more than twice the pixels a box
// shows, the part a 16:9 card crops off a 4:3 photo included: 240 and 640 the media grid's tiles
// (DPR 1 and 3), 400 a desktop card, 1120 a phone's full-width image at DPR 3 (350 px × 3).
export const VARIANT_WIDTHS = [240, 320, 400, 640, 960, 1120, 1600, 2048] as const

/** Animations cost a frame per pixel row: fewer, smaller copies. */
const ANIMATED_MAX_WIDTH = 1280

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'gif'

export const FORMAT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
}
const EXTENSIONS: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png', gif: 'gif' }

export const SOCIAL_CARD = { width: 1200, height: 630, file: 'social.jpg' } as const
export const MANIFEST_FILE = 'manifest.json'

/** What was made for one stored image (its `manifest.json`). Widths ascending; formats best first, the last is the fallback. */
export interface VariantManifest {
  width: number
  height: number
  widths: number[]
  formats: VariantFormat[]
  social: boolean
}

/** The widths to make for an image `width` pixels wide: the set's smaller widths and the original's own. */
export function variantWidths(width: number, { animated = false } = {}): number[] {
  const largest = Math.min(width, animated ? ANIMATED_MAX_WIDTH : VARIANT_WIDTHS.at(-1)!)
  return [...new Set([...VARIANT_WIDTHS.filter((w) => w < largest), largest])]
}

/** The formats for an original of this type: AVIF (stills only: sharp writes no animated AVIF) and WebP first. */
export function variantFormats(mimetype: string, { animated = false } = {}): VariantFormat[] {
  const fallback = (Object.keys(FORMAT_TYPES) as VariantFormat[]).find((format) => FORMAT_TYPES[format] === mimetype) ?? 'jpeg'
  const modern: VariantFormat[] = animated ? ['webp'] : ['avif', 'webp']
  return [...new Set([...modern.filter((format) => format !== fallback), fallback])]
}

export function variantFile(width: number, format: VariantFormat): string {
  return `${width}.${EXTENSIONS[format]}`
}

const FILE_PATTERN = /^(?:([1-9]\d{0,3})\.(avif|webp|jpg|png|gif)|social\.jpg|manifest\.json)$/

/** True for a name the variant set can hold (the route's first check). */
export function isVariantFileName(file: string): boolean {
  return FILE_PATTERN.test(file)
}

/** Every file a manifest lists, itself included: what deleting the image deletes. */
export function manifestFiles(manifest: VariantManifest): string[] {
  const sized = manifest.widths.flatMap((w) => manifest.formats.map((format) => variantFile(w, format)))
  return [...sized, ...(manifest.social ? [SOCIAL_CARD.file] : []), MANIFEST_FILE]
}

/** Reads a manifest's JSON, or null when it is not one (a damaged or foreign file). */
export function parseManifest(text: string): VariantManifest | null {
  try {
    const value = JSON.parse(text) as Partial<VariantManifest>
    const whole = (n: unknown) => Number.isSafeInteger(n) && (n as number) > 0
    if (!whole(value.width) || !whole(value.height) || !Array.isArray(value.widths) || !Array.isArray(value.formats)) return null
    if (!value.widths.every(whole) || !value.formats.every((f) => f in FORMAT_TYPES)) return null
    return { width: value.width!, height: value.height!, widths: value.widths, formats: value.formats, social: value.social === true }
  } catch {
    return null
  }
}
