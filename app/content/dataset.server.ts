import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { imageDimensions, mimeTypeOf } from './image-dimensions.server'

// Reads the bundled dataset: content/dataset.ndjson in the format of `sanity dataset export`,
// where an image is `{ "_sanityAsset": "image@file://./images/<file>" }`. Sanity's import turns
// each of those into an asset document and a reference; this loader does the same in memory,
// so the very same GROQ (`asset->url`, `asset->metadata.dimensions`) works on both sources.

const DATASET_FILE = 'dataset.ndjson'
const IMAGE_URL_PREFIX = '/content-images/'

export type SanityDoc = { _id: string; _type: string; [key: string]: unknown }

type UnreadableImage = { document: string; file: string; problem: string }

interface BundledAsset {
  file: string
  absolutePath: string
  mimeType: string
  sha1: string
  size: number
}

export interface LoadedDataset {
  documents: SanityDoc[]
  /** The `drafts.*` documents, which only a preview reads (bundled-source.server.ts lays them over `documents`). */
  drafts: SanityDoc[]
  /** Image files by file name, for the resource route that serves them. */
  assets: Map<string, BundledAsset>
  /**
   * Images a document names that cannot be read (missing, or not an image this loader knows): left
   * out of the document, so one bad file costs a picture, not the site. `npm run content:check` lists them.
   */
  unreadableImages: UnreadableImage[]
  mtimeMs: number
}

/** The bundled dataset's folder unless the caller names another (CONTENT_DIR, read by app/config). */
export function contentDir() {
  return path.resolve('content')
}

function datasetPath(dir = contentDir()) {
  return path.join(dir, DATASET_FILE)
}

export function datasetMtime(dir = contentDir()) {
  return statSync(datasetPath(dir)).mtimeMs
}

/** Parses NDJSON; a broken line names its line number rather than failing vaguely. */
export function parseNdjson(text: string): SanityDoc[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line !== '')
    .map(({ line, index }) => {
      try {
        return JSON.parse(line) as SanityDoc
      } catch (error) {
        throw new Error(`${DATASET_FILE} line ${index + 1}: ${(error as Error).message}`)
      }
    })
}

const ASSET_PATTERN = /^image@file:\/\/\.\/images\/([^/]+)$/

export function loadDataset(dir = contentDir()): LoadedDataset {
  const mtimeMs = datasetMtime(dir)
  const raw = parseNdjson(readFileSync(datasetPath(dir), 'utf8'))
  const assets = new Map<string, BundledAsset>()
  const assetDocs = new Map<string, SanityDoc>()

  const unreadableImages: UnreadableImage[] = []

  // Replace every `_sanityAsset` by a reference to a generated sanity.imageAsset document.
  const linkAsset = (document: string, value: Record<string, unknown>) => {
    const { _sanityAsset, ...rest } = value
    const match = ASSET_PATTERN.exec(String(_sanityAsset))
    const file = match?.[1] ?? String(_sanityAsset)
    try {
      if (!match) throw new Error('expected image@file://./images/<file>')
      return { ...rest, asset: { _type: 'reference', _ref: assetIdFor(dir, file, assets, assetDocs) } }
    } catch (error) {
      const problem = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file in images/' : (error as Error).message
      unreadableImages.push({ document, file, problem })
      return rest
    }
  }
  const walk = (document: string, value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(document, item))
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (typeof record._sanityAsset === 'string') return linkAsset(document, record)
      return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, walk(document, v)]))
    }
    return value
  }
  const linked = (doc: SanityDoc) => walk(doc._id, doc) as SanityDoc

  // Published content as the hosted source reads it: no drafts, no system documents. The drafts
  // are kept apart for previews.
  const documents = raw.filter((doc) => !doc._id.startsWith('drafts.') && !doc._id.startsWith('_.')).map(linked)
  const drafts = raw.filter((doc) => doc._id.startsWith('drafts.')).map(linked)
  return { documents: [...documents, ...assetDocs.values()], drafts, assets, unreadableImages, mtimeMs }
}

function assetIdFor(dir: string, file: string, assets: Map<string, BundledAsset>, docs: Map<string, SanityDoc>) {
  const existing = docs.get(file)
  if (existing) return existing._id
  const absolutePath = path.join(dir, 'images', file)
  const bytes = readFileSync(absolutePath)
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const { width, height } = imageDimensions(bytes, file)
  const extension = path.extname(file).slice(1).toLowerCase()
  const mimeType = mimeTypeOf(extension)
  // The id has Sanity's shape (image-<hash>-<w>x<h>-<ext>); the URL is served by this site.
  const id = `image-${sha1}-${width}x${height}-${extension}`
  assets.set(file, { file, absolutePath, mimeType, sha1, size: bytes.length })
  docs.set(file, {
    _id: id,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension,
    mimeType,
    originalFilename: file,
    size: bytes.length,
    sha1hash: sha1,
    url: `${IMAGE_URL_PREFIX}${encodeURIComponent(file)}?v=${sha1.slice(0, 12)}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    },
  })
  return id
}
