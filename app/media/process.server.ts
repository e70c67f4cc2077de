import sharp, { type FormatEnum, type Metadata, type Sharp } from 'sharp'
import type { MediaVariantFile } from '~/backend/types'
import {
  FORMAT_TYPES,
  MANIFEST_FILE,
  SOCIAL_CARD,
  variantFile,
  variantFormats,
  variantWidths,
  type VariantFormat,
  type VariantManifest,
} from './variant-set'
import { sanitiseSvg } from './svg.server'

// An uploaded image made safe to serve (decision 295): its size read from the header and refused
// above the pixel limit before anything is decoded; the original re-encoded with its orientation
// applied and its colour profile kept, which drops EXIF, XMP and IPTC (GPS, camera, serial number);
// the variant set made from it; SVG sanitised instead. Damaged files are refused.

// No cache of decoded images between uploads: a server's memory is not a photo album.
sharp.cache(false)

export type PreparedImage = { ok: true; file: File; variants: MediaVariantFile[] } | { ok: false; message: string }

/** sharp's format names for the types the media library accepts as images. */
const SHARP_FORMATS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'heif',
}

// Originals stay near their quality (a second JPEG generation at 90 is not visible); variants are
// for screens, at the qualities image CDNs use by default.
const ORIGINAL_OPTIONS: Record<string, object> = { jpeg: { quality: 90 }, webp: { quality: 90 }, heif: { quality: 70, effort: 2 } }
const VARIANT_ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
  // The fallback of browsers without AVIF or WebP: libjpeg-turbo's speed rather than mozjpeg's bytes.
  jpeg: (image) => image.jpeg({ quality: 78 }),
  png: (image) => image.png({ compressionLevel: 7 }),
  gif: (image) => image.gif(),
}

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000).toLocaleString('en-US')} megapixels`

/** The upload as it will be stored and served, or why it is refused (a sentence for the form). */
export async function prepareImage(file: File, { maxPixels }: { maxPixels: number }): Promise<PreparedImage> {
  const bytes = Buffer.from(await file.arrayBuffer())
  if (file.type === 'image/svg+xml') return prepareSvg(file, bytes)
  const unreadable = { ok: false as const, message: `“${file.name}” could not be read as an image: it may be damaged or incomplete.` }
  // The header only: sharp's metadata() decodes no pixels, so a bomb costs nothing here.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (!meta?.width || !meta.height || meta.format !== SHARP_FORMATS[file.type]) return unreadable
  const pages = meta.pages ?? 1
  const pixels = meta.width * meta.height * pages
  if (pixels > maxPixels) {
    const size = `${meta.width.toLocaleString('en-US')} × ${meta.height.toLocaleString('en-US')} pixels${pages > 1 ? ` × ${pages} frames` : ''}`
    return {
      ok: false,
      message: `“${file.name}” is too large an image (${size}, ${megapixels(pixels)}). The limit is ${megapixels(maxPixels)}.`,
    }
  }
  try {
    const input = () => sharp(bytes, { animated: pages > 1, limitInputPixels: maxPixels })
    const original = await stripped(input(), meta)
    const variants = await makeVariants(input, meta, file.type)
    return { ok: true, file: new File([new Uint8Array(original)], file.name, { type: file.type }), variants }
  } catch {
    return unreadable // a header that reads but pixels that do not (truncated, damaged)
  }
}

/** The original without its metadata: orientation applied (stills), ICC profile kept, same format. */
function stripped(image: Sharp, meta: Metadata): Promise<Buffer> {
  const oriented = (meta.pages ?? 1) > 1 ? image : image.rotate()
  return oriented
    .keepIccProfile()
    .toFormat(meta.format as keyof FormatEnum, ORIGINAL_OPTIONS[meta.format!] ?? {})
    .toBuffer()
}

async function makeVariants(input: () => Sharp, meta: Metadata, mimetype: string): Promise<MediaVariantFile[]> {
  const animated = (meta.pages ?? 1) > 1
  const upright = (meta.orientation ?? 1) >= 5 && !animated // EXIF orientations 5-8 swap the sides
  const [width, height] = upright ? [meta.height!, meta.width!] : [meta.width!, meta.height!]
  const widths = variantWidths(width, { animated })
  const formats = variantFormats(mimetype, { animated })
  // A still is decoded once, at the largest width (JPEG shrinks on load), and every copy is made from that.
  const source = animated
    ? input
    : await decodedOnce(
        input()
          .rotate()
          .resize({ width: widths.at(-1) }),
      )
  const sized = widths.flatMap((w) =>
    formats.map(async (format) => ({
      file: variantFile(w, format),
      type: FORMAT_TYPES[format],
      bytes: new Uint8Array(await VARIANT_ENCODERS[format](source().resize({ width: w })).toBuffer()),
    })),
  )
  const social = animated
    ? []
    : [
        source()
          .resize(SOCIAL_CARD.width, SOCIAL_CARD.height, { fit: 'cover', position: 'attention' })
          .jpeg({ quality: 80 })
          .toBuffer()
          .then((bytes) => ({ file: SOCIAL_CARD.file, type: 'image/jpeg', bytes: new Uint8Array(bytes) })),
      ]
  const manifest: VariantManifest = { width, height, widths, formats, social: !animated }
  return [...(await Promise.all([...sized, ...social])), manifestFile(manifest)]
}

async function decodedOnce(image: Sharp): Promise<() => Sharp> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
}

function manifestFile(manifest: VariantManifest): MediaVariantFile {
  return { file: MANIFEST_FILE, type: 'application/json', bytes: new TextEncoder().encode(JSON.stringify(manifest)) }
}

async function prepareSvg(file: File, bytes: Buffer): Promise<PreparedImage> {
  const clean = await sanitiseSvg(bytes.toString('utf8'))
  if (!clean) return { ok: false, message: `“${file.name}” is not a valid SVG image.` }
  // A vector needs no resized copies; its manifest gives the pages its size (no layout shift).
  const meta = await sharp(Buffer.from(clean), { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  const manifest =
    meta?.width && meta.height ? [manifestFile({ width: meta.width, height: meta.height, widths: [], formats: [], social: false })] : []
  return { ok: true, file: new File([clean], file.name, { type: file.type }), variants: manifest }
}
