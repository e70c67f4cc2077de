import type { SupabaseConfig } from '../config.server'
import { variantsFolder } from '../media-name'
import { BackendError, type PrepareStoredImage } from '../types'
import { createServiceClient } from './supabase-client.server'
import { fromStorage } from './errors.server'
import { readPublicVariant } from './media.server'

// `npm run media:strip` on Supabase: with the service-role key (as admin:create), every image of
// the bucket media without a manifest is downloaded, prepared and written back with its variants.
const BUCKET = 'media'
const PAGE = 1000

export function createPrepareStoredImages(config: SupabaseConfig) {
  return async (marker: string, prepare: PrepareStoredImage) => {
    if (!config.serviceRoleKey) throw new BackendError('not_authenticated', 'SUPABASE_SERVICE_ROLE_KEY is needed to rewrite stored images')
    const bucket = createServiceClient({ ...config, serviceRoleKey: config.serviceRoleKey }).storage.from(BUCKET)
    const outcome = { prepared: [] as string[], refused: [] as { name: string; message: string }[] }
    for (let offset = 0; ; offset += PAGE) {
      const { data, error } = await bucket.list('', { limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } })
      if (error) throw fromStorage(error)
      for (const item of data) {
        const type = (item.metadata as { mimetype?: string } | null)?.mimetype ?? ''
        if (!item.id || !type.startsWith('image/')) continue
        const folder = variantsFolder(item.name)
        if (await readPublicVariant(config.url, item.name, marker)) continue // prepared already
        const { data: blob, error: readError } = await bucket.download(item.name)
        if (readError) throw fromStorage(readError)
        const result = await prepare(new File([blob], item.name, { type }))
        if (!result.ok) {
          outcome.refused.push({ name: item.name, message: result.message })
          continue
        }
        const written = await bucket.update(item.name, result.file, { contentType: type, upsert: true })
        if (written.error) throw fromStorage(written.error)
        // In order, one by one: an interrupted run leaves no marker, and the next run does the image again.
        for (const variant of result.variants) {
          const options = { contentType: variant.type, upsert: true, cacheControl: '31536000' }
          const stored = await bucket.upload(
            `${folder}/${variant.file}`,
            new Blob([variant.bytes as BlobPart], { type: variant.type }),
            options,
          )
          if (stored.error) throw fromStorage(stored.error)
        }
        outcome.prepared.push(item.name)
      }
      if (data.length < PAGE) return outcome
    }
  }
}
