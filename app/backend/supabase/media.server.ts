import { isValidMediaName, isValidVariantName, storedMediaName, VARIANTS_FOLDER, variantsFolder } from '../media-name'
import type { MediaApi, MediaBlob, MediaFile } from '../types'
import { requireUser, type DataContext } from './context.server'
import { backendError, fromStorage } from './errors.server'
import { timedFetch } from './supabase-client.server'

// The storage bucket `media` (as specified). Files are public by URL; listing, uploading and deleting
// are for admins (storage policies in the migration). The files made from an image (decision 295)
// are objects of the same bucket under `variants/<name>/`, under the same policies.
const BUCKET = 'media'
/** Variants never change under their name: caches may keep them for a year. */
const VARIANT_CACHE_SECONDS = '31536000'

interface StoredObject {
  name: string
  id: string | null
  created_at?: string | null
  metadata?: { mimetype?: string; size?: number } | null
}

export function createMediaApi(ctx: DataContext): MediaApi {
  const bucket = () => ctx.db().storage.from(BUCKET)
  return {
    async list({ limit = 100, offset = 0, newestFirst = false } = {}) {
      const order = newestFirst ? 'desc' : 'asc'
      // POST /storage/v1/object/list/media {"limit","offset","sortBy":{"column":"name","order":"asc"},"prefix":""}
      const page = async (from: number, count: number) => {
        const { data, error } = await bucket().list('', { limit: count, offset: from, sortBy: { column: 'name', order } })
        if (error) throw fromStorage(error)
        return data as StoredObject[]
      }
      // Storage lists folders first (storage.search), as names without an id: the folder of
      // variants takes the first place of all, so the files' pages start one place after it.
      let items: StoredObject[]
      if (offset === 0) {
        items = await page(0, limit)
        if (items.some(isVariantsFolder)) items = [...items, ...(await page(limit, 1))]
      } else {
        const folderFirst = (await page(0, 1)).some(isVariantsFolder)
        items = await page(offset + (folderFirst ? 1 : 0), limit)
      }
      // Supabase's placeholder file keeps empty folders alive.
      return items.filter((item) => item.id && item.name !== '.emptyFolderPlaceholder').map(toMediaFile)
    },

    async upload(file, variants = []) {
      await requireUser(ctx)
      if (!variants.every((variant) => isValidVariantName(variant.file))) throw backendError('invalid', undefined, 'Invalid variant name')
      const name = storedMediaName(file.name) // `<Date.now()>-<safe name>`, shared with the embedded adapter
      const mimetype = file.type || 'application/octet-stream'
      // POST /storage/v1/object/media/<name> (multipart, x-upsert: false): first, so that a refusal
      // (policy, duplicate) stores nothing at all.
      const { data, error } = await bucket().upload(name, file, { contentType: mimetype, upsert: false })
      if (error) throw fromStorage(error)
      const folder = variantsFolder(name)
      const stored = await Promise.all(
        variants.map(({ file: variant, type, bytes }) =>
          bucket().upload(`${folder}/${variant}`, new Blob([bytes as BlobPart], { type }), {
            contentType: type,
            upsert: false,
            cacheControl: VARIANT_CACHE_SECONDS,
          }),
        ),
      )
      const failed = stored.find((result) => result.error)
      if (failed) {
        // All or nothing: what was stored goes again (the original first in the list).
        await bucket().remove([name, ...variants.map((variant) => `${folder}/${variant.file}`)])
        throw fromStorage(failed.error!)
      }
      return { name, id: data.id ?? name, created_at: new Date().toISOString(), metadata: { mimetype, size: file.size } }
    },

    async remove(name, variants = []) {
      await requireUser(ctx)
      if (!isValidMediaName(name) || !variants.every(isValidVariantName)) throw backendError('invalid', undefined, 'Invalid file name')
      // DELETE /storage/v1/object/media {"prefixes":[name, "variants/<name>/640.webp", ...]}: exact names
      const { data, error } = await bucket().remove([name, ...variants.map((file) => `${variantsFolder(name)}/${file}`)])
      if (error) throw fromStorage(error)
      // Missing, or hidden from this user
      if (!data?.some((object) => object.name === name)) throw backendError('not_found')
    },

    publicUrl(name) {
      return bucket().getPublicUrl(name).data.publicUrl // no request
    },

    variantUrl(name, file) {
      return bucket().getPublicUrl(`${variantsFolder(name)}/${file}`).data.publicUrl
    },
  }
}

const READ_TIMEOUT_MS = 3_000

/** A variant by its public URL (anyone may read the public bucket), or null when it is not there. */
export async function readPublicVariant(supabaseUrl: string, name: string, file: string): Promise<MediaBlob | null> {
  if (!isValidMediaName(name) || !isValidVariantName(file)) return null
  // The address supabase-js's getPublicUrl() builds, without a client.
  const url = encodeURI(`${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/public/${BUCKET}/${variantsFolder(name)}/${file}`)
  const response = await timedFetch(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
  if (!response.ok || !response.body) {
    void response.body?.cancel().catch(() => undefined)
    if (response.status === 400 || response.status === 404) return null // the Storage API's "Object not found"
    throw backendError('unavailable', undefined, `Storage answered ${response.status} for ${file} of ${name}`)
  }
  const size = Number(response.headers.get('Content-Length'))
  return {
    name: file,
    mimetype: response.headers.get('Content-Type') ?? 'application/octet-stream',
    size: Number.isFinite(size) ? size : 0,
    body: response.body,
  }
}

const isVariantsFolder = (item: StoredObject) => !item.id && item.name === VARIANTS_FOLDER

function toMediaFile(item: StoredObject): MediaFile {
  const { mimetype, size } = item.metadata ?? {}
  return {
    name: item.name,
    id: item.id ?? item.name,
    created_at: item.created_at ?? null,
    metadata: mimetype !== undefined || size !== undefined ? { mimetype: mimetype ?? '', size: size ?? 0 } : null,
  }
}
