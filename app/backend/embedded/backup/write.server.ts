import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import * as tar from 'tar'
import type { Database } from '../database.server'
import { ensurePrivateDir } from '../private-dir.server'
import { DATABASE_DUMP, describeEntries, FILES_DIR, filesUnder, makeManifest, MANIFEST } from './manifest.server'

// One backup archive of a DATA_DIR whose database is open in this process (docs/decisions/298).
// For one transaction's time (no other transaction runs meanwhile, and every write of the app is
// one) PGlite dumps its data directory and DATA_DIR's other files are hard-linked into a staging
// folder: the snapshot and the files agree, and requests wait only that long. Checksums, the
// manifest and the compressed archive are made after, while the site serves again.

/** What a DATA_DIR holds besides its files: the database (dumped instead), the lock, the backup socket, work folders. */
const NOT_FILES = /^(pglite|\.lock|backup\.sock|\.backup-.*|\.restore-.*)$/
/** A file being written (an upload's temporary name, app/backend/embedded/media.server.ts). */
const IN_PROGRESS = /(^|\/)\.[^/]*\.tmp$/

export interface BackupResult {
  file: string
  bytes: number
  /** How long the database was held (no transaction ran), in milliseconds. */
  holdMs: number
  files: number
}

export interface WriteBackupOptions {
  db: Database
  dataDir: string
  /** The archive to write (`.tar.gz`); written beside it first and renamed, so it is whole or absent. */
  file: string
  release: { version: string; commit: string }
  /** Folders inside DATA_DIR to leave out (BACKUP_DIR, when it is one). */
  exclude?: string[]
}

function dataFiles(dataDir: string, exclude: string[]): string[] {
  // Only folders inside DATA_DIR matter (an archive written into one must not back itself up).
  const excluded = exclude.map((dir) => path.resolve(dir)).filter((dir) => dir.startsWith(path.resolve(dataDir) + path.sep))
  const inside = (name: string) => excluded.some((dir) => path.resolve(dataDir, name).startsWith(dir + path.sep))
  return fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => !NOT_FILES.test(entry.name))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(dataDir, entry.name) : entry.isFile() ? [entry.name] : []))
    .filter((name) => !IN_PROGRESS.test(name) && !inside(name))
}

/** Links (or, across file systems, copies) each file into `to`: a later change or removal leaves the link as it was. */
function linkFiles(from: string, to: string, names: string[]) {
  for (const name of names) {
    const target = path.join(to, name)
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 })
    try {
      fs.linkSync(path.join(from, name), target)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
      fs.copyFileSync(path.join(from, name), target)
    }
  }
}

export async function writeBackup({ db, dataDir, file, release, exclude = [] }: WriteBackupOptions): Promise<BackupResult> {
  ensurePrivateDir(dataDir)
  const stage = fs.mkdtempSync(path.join(dataDir, '.backup-'))
  const partial = `${file}.partial`
  try {
    const held = await db.transaction(async (tx) => {
      const start = performance.now()
      const dump = await db.dumpDataDir('none')
      const names = dataFiles(dataDir, [...exclude, path.dirname(file)])
      linkFiles(dataDir, path.join(stage, FILES_DIR), names)
      const migrations = (await tx.query<{ name: string }>('select name from embedded.migrations order by name')).rows.map((r) => r.name)
      return { dump, names, migrations, holdMs: performance.now() - start }
    })
    fs.writeFileSync(path.join(stage, DATABASE_DUMP), Buffer.from(await held.dump.arrayBuffer()), { mode: 0o600 })
    fs.mkdirSync(path.join(stage, FILES_DIR), { recursive: true, mode: 0o700 })
    const manifest = makeManifest({
      createdAt: new Date().toISOString(),
      release,
      migrations: held.migrations,
      entries: await describeEntries(stage),
    })
    fs.writeFileSync(path.join(stage, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 })
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
    await tar.c({ gzip: true, file: partial, cwd: stage, portable: true }, [MANIFEST, DATABASE_DUMP, FILES_DIR])
    fs.chmodSync(partial, 0o600)
    fs.renameSync(partial, file)
    return { file, bytes: fs.statSync(file).size, holdMs: Math.round(held.holdMs), files: held.names.length }
  } finally {
    fs.rmSync(stage, { recursive: true, force: true })
    fs.rmSync(partial, { force: true })
  }
}
