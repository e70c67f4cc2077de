// npm run restore -- <archive>: restores a backup (npm run backup) into DATA_DIR, which must be
// empty or not exist yet (README "Backups"). The archive is checked against its manifest first: a
// damaged or incomplete one is refused and nothing is written. Then start the server as usual.
// npm runs its bundle, build/server-bundle/restore.js, with .env loaded first (as scripts/backup.ts).
import path from 'node:path'
import { BackupRefusedError } from '~/backend/embedded/backup/manifest.server'
import { restoreBackup } from '~/backend/embedded/backup/restore.server'
import { dataDir } from '~/config/env.server'
import { supabaseConfig } from '~/config/ports.server'

process.umask(0o077)

async function main(): Promise<number> {
  const archive = process.argv[2]
  if (!archive || process.argv.length > 3) {
    console.error('Usage: npm run restore -- <archive.tar.gz>   (into DATA_DIR, which must be empty)')
    return 2
  }
  if (supabaseConfig()) {
    console.error('Supabase is configured: a restore fills the embedded backend. Unset SUPABASE_URL to restore into DATA_DIR.')
    return 1
  }
  try {
    const manifest = await restoreBackup({ archive: path.resolve(archive), dataDir: dataDir() })
    const files = manifest.entries.length - 1
    console.log(`Restored ${archive} into ${dataDir()}: the database and ${files} files, made ${manifest.createdAt}`)
    console.log(`by release ${manifest.release.version} (${manifest.release.commit}). Start the server: it migrates what is new.`)
    return 0
  } catch (error) {
    if (error instanceof BackupRefusedError) {
      console.error(`Refused: ${error.message}`)
      return 1
    }
    throw error
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
