import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { isValidMediaName, isValidVariantName, storedMediaName, variantsFolder } from '../media-name'
import { BackendError, type MediaApi, type MediaBlob, type MediaFile, type MediaVariantFile, type PrepareStoredImage } from '../types'
import type { Database } from './database.server'
import { ensurePrivateDir } from './private-dir.server'
import { plain, type Run } from './sql.server'

// Files live on disk in `<DATA_DIR>/media/<name>`; their rows in storage.objects (bucket `media`)
// carry the type and size, and row-level security decides who may list, add or remove them. The
// files made from an image (decision 295) live in `<DATA_DIR>/media/variants/<name>/`, as in the
// hosted bucket; they have no rows: the original's row decides whether they are served.

const BUCKET = 'media'
const COLUMNS = 'id, name, created_at, metadata'

function mediaPublicUrl(name: string) {
  return `/media/${encodeURIComponent(name)}`
}

function checkName(name: string) {
  if (!isValidMediaName(name)) throw new BackendError('invalid', `Invalid file name: ${name}`)
}

export function mediaApi(run: Run, mediaDir: string): MediaApi {
  return {
    list: ({ limit = 100, offset = 0, newestFirst = false } = {}) =>
      run(async (tx) => {
        const rows = await tx.query<Record<string, unknown>>(
          `select ${COLUMNS} from storage.objects where bucket_id = $1 order by name ${newestFirst ? 'desc' : 'asc'} limit $2 offset $3`,
          [BUCKET, Math.max(0, Math.min(1000, limit)), Math.max(0, offset)],
        )
        return rows.rows.map((r) => plain<MediaFile>(r))
      }),

    upload: async (file, variants = []) => {
      for (const variant of variants) checkVariantName(variant.file)
      const name = storedMediaName(file.name)
      const bytes = Buffer.from(await file.arrayBuffer())
      const metadata = { mimetype: file.type || 'application/octet-stream', size: bytes.length }
      return run(async (tx) => {
        // The row first: if row-level security refuses it, nothing reaches the disk.
        const result = await tx.query<Record<string, unknown>>(
          `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, auth.uid(), $3)
           returning ${COLUMNS}`,
          [BUCKET, name, JSON.stringify(metadata)],
        )
        ensurePrivateDir(mediaDir)
        const folder = path.join(mediaDir, variantsFolder(name))
        try {
          if (variants.length) await writeVariants(folder, variants)
          const temporary = path.join(mediaDir, `.${name}.${process.pid}.tmp`)
          await fs.promises.writeFile(temporary, bytes, { mode: 0o600 })
          await fs.promises.rename(temporary, path.join(mediaDir, name))
        } catch (error) {
          await fs.promises.rm(folder, { recursive: true, force: true }) // the row rolls back with the transaction
          throw error
        }
        return plain<MediaFile>(result.rows[0])
      })
    },

    remove: async (name) => {
      checkName(name)
      await run(async (tx) => {
        const result = await tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [BUCKET, name])
        if (!result.rows.length) throw new BackendError('not_found', `No file ${name}`)
      })
      await fs.promises.rm(path.join(mediaDir, name), { force: true })
      await fs.promises.rm(path.join(mediaDir, variantsFolder(name)), { recursive: true, force: true })
    },

    publicUrl: mediaPublicUrl,
    variantUrl: (name, file) => `${mediaPublicUrl(name)}/${encodeURIComponent(file)}`,
  }
}

function checkVariantName(file: string) {
  if (!isValidVariantName(file)) throw new BackendError('invalid', `Invalid variant name: ${file}`)
}

/** All of an image's variants appear at once: written into a temporary folder that is then renamed. */
async function writeVariants(folder: string, variants: MediaVariantFile[]) {
  const temporary = `${folder}.${process.pid}.tmp`
  await fs.promises.mkdir(temporary, { recursive: true, mode: 0o700 })
  await Promise.all(variants.map((variant) => fs.promises.writeFile(path.join(temporary, variant.file), variant.bytes, { mode: 0o600 })))
  await fs.promises.rename(temporary, folder)
}

/** A file of the public bucket, for the /media/:name route (public like Supabase's public URLs). */
export async function readMediaFile(db: Database, mediaDir: string, name: string): Promise<MediaBlob | null> {
  if (!isValidMediaName(name)) return null
  const mimetype = await publicMimetype(db, name)
  return mimetype === null ? null : readFromDisk(path.join(mediaDir, name), name, mimetype)
}

/** Every image of the bucket without variants, prepared and written back (Backend.prepareStoredImages). */
export async function prepareStoredImages(db: Database, mediaDir: string, marker: string, prepare: PrepareStoredImage) {
  const rows = await db.query<{ name: string; metadata: { mimetype?: string } | null }>(
    `select name, metadata from storage.objects where bucket_id = $1 and metadata->>'mimetype' like 'image/%' order by name`,
    [BUCKET],
  )
  const outcome = { prepared: [] as string[], refused: [] as { name: string; message: string }[] }
  for (const { name, metadata } of rows.rows) {
    const folder = path.join(mediaDir, variantsFolder(name))
    const bytes = fs.existsSync(path.join(folder, marker)) ? null : await fs.promises.readFile(path.join(mediaDir, name)).catch(() => null)
    if (!bytes) continue // prepared already, or its file is gone
    const result = await prepare(new File([bytes], name, { type: metadata!.mimetype }))
    if (!result.ok) {
      outcome.refused.push({ name, message: result.message })
      continue
    }
    for (const variant of result.variants) checkVariantName(variant.file)
    const stripped = Buffer.from(await result.file.arrayBuffer())
    const temporary = path.join(mediaDir, `.${name}.${process.pid}.tmp`)
    await fs.promises.writeFile(temporary, stripped, { mode: 0o600 })
    await fs.promises.rename(temporary, path.join(mediaDir, name))
    await db.query(`update storage.objects set metadata = metadata || $3 where bucket_id = $1 and name = $2`, [
      BUCKET,
      name,
      JSON.stringify({ size: stripped.length }),
    ])
    await fs.promises.rm(folder, { recursive: true, force: true }) // a run that stopped half-way
    await writeVariants(folder, result.variants) // last: the marker says the image is done
    outcome.prepared.push(name)
  }
  return outcome
}

/** A file made from a stored image, served while the image itself is (its row decides). */
export async function readVariantFile(db: Database, mediaDir: string, name: string, file: string): Promise<MediaBlob | null> {
  if (!isValidMediaName(name) || !isValidVariantName(file)) return null
  if ((await publicMimetype(db, name)) === null) return null
  const type = VARIANT_TYPES[path.extname(file)] ?? 'application/octet-stream'
  return readFromDisk(path.join(mediaDir, variantsFolder(name), file), file, type)
}

const VARIANT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.json': 'application/json',
}

/** The stored type of a file of the public bucket, or null when there is none. */
async function publicMimetype(db: Database, name: string): Promise<string | null> {
  const row = (
    await db.query<{ metadata: { mimetype?: string; size?: number } | null }>(
      `select o.metadata from storage.objects o join storage.buckets b on b.id = o.bucket_id
       where o.bucket_id = $1 and o.name = $2 and b.public`,
      [BUCKET, name],
    )
  ).rows[0]
  return row ? row.metadata?.mimetype || 'application/octet-stream' : null
}

async function readFromDisk(file: string, name: string, mimetype: string): Promise<MediaBlob | null> {
  const stat = await fs.promises.stat(file).catch(() => null)
  if (!stat?.isFile()) return null
  return {
    name,
    mimetype,
    size: stat.size,
    body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>,
  }
}
