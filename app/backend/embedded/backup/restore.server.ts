import fs from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'
import { openDatabase } from '../database.server'
import { MIGRATIONS_DIR } from '../migrate.server'
import { ensurePrivateDir } from '../private-dir.server'
import { BackupRefusedError, DATABASE_DUMP, FILES_DIR, filesUnder, verifyUnpacked, type Manifest } from './manifest.server'

// Restores a backup archive (write.server.ts) into an empty DATA_DIR (docs/decisions/298). The
// archive is unpacked into a folder inside DATA_DIR and checked against its manifest first; only a
// whole archive is restored: the database from PGlite's own dump, as it was (the server migrates it
// at start), then the files. Anything refused leaves DATA_DIR as empty as it was.

export interface RestoreOptions {
  archive: string
  dataDir: string
  migrationsDir?: string
}

function isEmptyDir(dir: string) {
  return !fs.existsSync(dir) || (fs.statSync(dir).isDirectory() && fs.readdirSync(dir).length === 0)
}

async function unpack(archive: string, into: string) {
  const refused: string[] = []
  try {
    await tar.x({
      file: archive,
      cwd: into,
      strict: true,
      // Files and folders only: a link could point outside DATA_DIR.
      filter: (name, entry) => {
        const type = 'type' in entry ? entry.type : 'File'
        if (type === 'File' || type === 'Directory') return true
        refused.push(`${name} (${type})`)
        return false
      },
    })
  } catch (error) {
    throw new BackupRefusedError(
      `The archive cannot be read (${(error as Error).message}): it is damaged or not a backup. Nothing was restored.`,
    )
  }
  if (refused.length)
    throw new BackupRefusedError(`The archive holds entries a backup never has: ${refused.join(', ')}. Nothing was restored.`)
}

/** The backup's migrations must all be known here: a backup of a newer release needs that release. */
function checkMigrations(manifest: Manifest, migrationsDir: string) {
  const known = new Set(fs.readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')))
  const unknown = manifest.migrations.filter((name) => /^\d+_.*\.sql$/.test(name) && !known.has(name))
  if (unknown.length) {
    throw new BackupRefusedError(
      `The backup was made by release ${manifest.release.version}, whose database has migrations this code lacks ` +
        `(${unknown.join(', ')}): restore it with that release or a newer one. Nothing was restored.`,
    )
  }
}

export async function restoreBackup({ archive, dataDir, migrationsDir = MIGRATIONS_DIR }: RestoreOptions): Promise<Manifest> {
  if (!fs.existsSync(archive)) throw new BackupRefusedError(`No archive at ${archive}.`)
  if (!isEmptyDir(dataDir)) {
    throw new BackupRefusedError(
      `${dataDir} is not empty: a restore goes into an empty DATA_DIR (a new folder, or move the old one away first).`,
    )
  }
  const created = !fs.existsSync(dataDir)
  ensurePrivateDir(dataDir)
  const stage = fs.mkdtempSync(path.join(dataDir, '.restore-'))
  try {
    await unpack(archive, stage)
    const manifest = await verifyUnpacked(stage)
    checkMigrations(manifest, migrationsDir)
    const dump = new Blob([fs.readFileSync(path.join(stage, DATABASE_DUMP))])
    const { db, close } = await openDatabase({ dataDir, snapshot: dump, migrate: false })
    await db.query('select 1 from embedded.migrations limit 1')
    await close()
    const files = path.join(stage, FILES_DIR)
    for (const name of fs.existsSync(files) ? filesUnder(files) : []) {
      ensurePrivateDir(path.dirname(path.join(dataDir, name)))
      fs.renameSync(path.join(files, name), path.join(dataDir, name))
    }
    fs.rmSync(stage, { recursive: true, force: true })
    return manifest
  } catch (error) {
    if (created) fs.rmSync(dataDir, { recursive: true, force: true })
    else for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true })
    throw error
  }
}
