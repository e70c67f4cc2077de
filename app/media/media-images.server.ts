import { getBackend } from '~/backend/index.server'
import type { Backend, MediaApi, RequestBackend } from '~/backend/types'
import type { ContentImage } from '~/content/image'
import { mediaImage } from './media-image'
import { MANIFEST_FILE, manifestFiles, parseManifest, SOCIAL_CARD, type VariantManifest } from './variant-set'

// The pages' side of uploaded images: from an image's address (`/media/<name>`, or the hosted
// bucket's public URL) to its manifest, read once and then kept (a stored name never changes
// content), and so to the srcset, sizes and <source>s the components render.

const KEPT = 2_000
/** An image without a manifest (uploaded before variants, or being deleted) is asked again after a minute. */
const MISSING_FOR_MS = 60_000

const manifests = new Map<string, { manifest: VariantManifest | null; at: number }>()
const publicMedia = new WeakMap<Backend, Pick<MediaApi, 'publicUrl' | 'variantUrl'>>()

/** URLs need no request, but the port hands out media through a request backend: an anonymous one. */
function media(backend: Backend) {
  let found = publicMedia.get(backend)
  if (!found) publicMedia.set(backend, (found = backend.forRequest(new Request('http://localhost/')).media))
  return found
}

/** The stored name an image address points at, or null when it is not one of the media library's. */
function mediaNameOf(url: string, backend: Backend = getBackend()): string | null {
  const base = media(backend).publicUrl('')
  for (const prefix of new Set(['/media/', base])) {
    if (url.startsWith(prefix)) {
      const rest = url.slice(prefix.length)
      return /^[^/?#]+$/.test(rest) ? decodeURIComponent(rest) : null
    }
  }
  return null
}

async function readManifest(name: string, backend: Backend = getBackend()): Promise<VariantManifest | null> {
  const kept = manifests.get(name)
  if (kept && (kept.manifest || Date.now() - kept.at < MISSING_FOR_MS)) return kept.manifest
  const file = await backend.readMediaVariant(name, MANIFEST_FILE).catch(() => null)
  const manifest = file ? parseManifest(await new Response(file.body).text()) : null
  if (manifests.size >= KEPT) manifests.delete(manifests.keys().next().value!)
  manifests.set(name, { manifest, at: Date.now() })
  return manifest
}

/** Deletes a stored file and the files its manifest lists (an image uploaded before variants has none). */
export async function removeMedia(backend: RequestBackend, name: string): Promise<void> {
  const manifest = await readManifest(name)
  await backend.media.remove(name, manifest ? manifestFiles(manifest) : [])
  manifests.delete(name)
}

/** The image with its srcset, <source>s and size when it is an uploaded image with variants; else as it was. */
export async function withVariants(image: ContentImage, backend: Backend = getBackend()): Promise<ContentImage> {
  const name = image.src ? mediaNameOf(image.src, backend) : null
  const manifest = name ? await readManifest(name, backend) : null
  if (!name || !manifest) return image
  return mediaImage(manifest, (file) => media(backend).variantUrl(name, file), { src: image.src!, alt: image.alt })
}

/** Cards (or anything with an image) with their uploaded images' variants. */
export function withCardVariants<T extends { image: ContentImage | null }>(cards: T[]): Promise<T[]> {
  return Promise.all(cards.map(async (card) => (card.image ? { ...card, image: await withVariants(card.image) } : card)))
}

/** The social card (1200 × 630) of an uploaded image, or null when it has none. */
export async function socialCardUrl(src: string): Promise<string | null> {
  const backend = getBackend()
  const name = mediaNameOf(src, backend)
  const manifest = name ? await readManifest(name, backend) : null
  return name && manifest?.social ? media(backend).variantUrl(name, SOCIAL_CARD.file) : null
}

/** The uploaded images among these addresses, with their variants: what renderMarkdown() is given. */
export async function imagesByUrl(urls: string[]): Promise<Record<string, ContentImage>> {
  const images = await Promise.all(urls.map((src) => withVariants({ src, width: null, height: null, alt: '' })))
  return Object.fromEntries(urls.map((url, i) => [url, images[i]] as const).filter(([, image]) => image.width))
}
