import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { contentDir } from './dataset.server'
import { mimeTypeOf } from './image-dimensions.server'

// Serves the bundled images (content/images/<file>) for the /content-images/* resource route.
// Only plain file names of known image types are accepted: no paths, no traversal.

const FILE_NAME = /^[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp|avif)$/i

export interface ImageFile {
  body: Buffer
  mimeType: string
  etag: string
  /** The first 12 hex digits of the file's SHA-1, the `v` query parameter of its URL. */
  version: string
}

const cache = new Map<string, { mtimeMs: number; file: ImageFile }>()

export async function readImageFile(name: string, dir = contentDir()): Promise<ImageFile | null> {
  if (!FILE_NAME.test(name)) return null
  const absolutePath = path.join(dir, 'images', name)
  const info = await stat(absolutePath).catch(() => null)
  if (!info?.isFile()) return null
  const cached = cache.get(absolutePath)
  if (cached && cached.mtimeMs === info.mtimeMs) return cached.file
  const body = await readFile(absolutePath)
  const sha1 = createHash('sha1').update(body).digest('hex')
  const extension = path.extname(name).slice(1).toLowerCase()
  const file = { body, mimeType: mimeTypeOf(extension), etag: `"${sha1}"`, version: sha1.slice(0, 12) }
  cache.set(absolutePath, { mtimeMs: info.mtimeMs, file })
  return file
}
