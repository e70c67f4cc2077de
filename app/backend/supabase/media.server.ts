import { isValidMediaName, storedMediaName } from '../media-name'
import type { MediaApi, MediaFile } from '../types'
import { requireUser, type DataContext } from './context.server'
import { backendError, fromStorage } from './errors.server'

// The storage bucket `media` (as specified). Files are public by URL; listing, uploading and deleting
// are for admins (storage policies in the migration).
const BUCKET = 'media'

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
      // POST /storage/v1/object/list/media {"limit","offset","sortBy":{"column":"name","order":"asc"},"prefix":""}
      const { data, error } = await bucket().list('', { limit, offset, sortBy: { column: 'name', order: newestFirst ? 'desc' : 'asc' } })
      if (error) throw fromStorage(error)
      // Folders come back without an id; Supabase's placeholder file keeps empty folders alive.
      return (data as StoredObject[]).filter((item) => item.id && item.name !== '.emptyFolderPlaceholder').map(toMediaFile)
    },

    async upload(file) {
      await requireUser(ctx)
      const name = storedMediaName(file.name) // `<Date.now()>-<safe name>`, shared with the embedded adapter
      const mimetype = file.type || 'application/octet-stream'
      // POST /storage/v1/object/media/<name> (multipart, x-upsert: false)
      const { data, error } = await bucket().upload(name, file, { contentType: mimetype, upsert: false })
      if (error) throw fromStorage(error)
      return { name, id: data.id ?? name, created_at: new Date().toISOString(), metadata: { mimetype, size: file.size } }
    },

    async remove(name) {
      await requireUser(ctx)
      if (!isValidMediaName(name)) throw backendError('invalid', undefined, 'Invalid file name')
      // DELETE /storage/v1/object/media {"prefixes":[name]}
      const { data, error } = await bucket().remove([name])
      if (error) throw fromStorage(error)
      if (!data?.length) throw backendError('not_found') // missing, or hidden from this user
    },

    publicUrl(name) {
      return bucket().getPublicUrl(name).data.publicUrl // no request
    },
  }
}

function toMediaFile(item: StoredObject): MediaFile {
  const { mimetype, size } = item.metadata ?? {}
  return {
    name: item.name,
    id: item.id ?? item.name,
    created_at: item.created_at ?? null,
    metadata: mimetype !== undefined || size !== undefined ? { mimetype: mimetype ?? '', size: size ?? 0 } : null,
  }
}
