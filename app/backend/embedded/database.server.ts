import { PGlite } from '@electric-sql/pglite'
import path from 'node:path'
import { extensions } from './extensions.server'
import { lockDataDir } from './lock.server'
import { ensurePrivateDir } from './private-dir.server'
import { migrate } from './migrate.server'

export type Database = PGlite

export interface OpenOptions {
  /** DATA_DIR; the database lives in `<dataDir>/pglite`. Omit for an in-memory database (tests). */
  dataDir?: string
  /** A migrated snapshot from `dumpDataDir()` to start from (tests clone one instead of migrating). */
  snapshot?: Blob
  /** Bring the schema up to date (default). A backup or a restore copies the database as it is. */
  migrate?: boolean
}

/**
 * Opens (and migrates) the embedded database. Slow: 1 to 6 s, so a process does it once, lazily.
 * With a data directory, the directory is locked to this process until `close()`.
 */
export async function openDatabase(options: OpenOptions = {}): Promise<{ db: Database; close: () => Promise<void> }> {
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {}
  try {
    const dir = options.dataDir ? path.join(options.dataDir, 'pglite') : undefined
    if (dir) ensurePrivateDir(dir)
    // Options as the only argument: `new PGlite(undefined, options)` silently drops the extensions.
    const db = new PGlite({ dataDir: dir, extensions, loadDataDir: options.snapshot })
    await db.waitReady
    if (options.migrate !== false) await migrate(db)
    return {
      db,
      close: async () => {
        await db.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}
