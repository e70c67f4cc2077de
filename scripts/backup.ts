// npm run backup [-- --out <file or folder>]: one archive of the embedded backend's DATA_DIR (its
// database, media and session secret; README "Backups"). While the server runs it writes the archive
// (asked through DATA_DIR's socket), holding requests for a moment only; when none runs this process
// opens the data directory itself. Into --out, else BACKUP_DIR, else the current folder. npm runs
// the production bundle (build/server-bundle/backup.js, scripts/build-server.js) with .env loaded first
// (`--import ./scripts/dot-env.js`: a bundle drops a bare import of a module without exports).
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '~/backend/embedded/database.server'
import { backupFileName } from '~/backend/embedded/backup/schedule.server'
import { requestBackup } from '~/backend/embedded/backup/socket.server'
import { writeBackup } from '~/backend/embedded/backup/write.server'
import { dataDir, env } from '~/config/env.server'
import { supabaseConfig } from '~/config/ports.server'
import { release } from '~/config/release.server'

process.umask(0o077)

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  if (supabaseConfig()) {
    console.error('Supabase is configured: its database and storage are backed up there (README "Backups", hosted mode).')
    return 1
  }
  const data = dataDir()
  const out = path.resolve(values.out ?? env().BACKUP_DIR ?? '.')
  const file = out.endsWith('.tar.gz') ? out : path.join(out, backupFileName())
  const viaServer = await requestBackup(data, file)
  if (viaServer) {
    console.log(`Wrote ${viaServer.file} (${viaServer.bytes} bytes, ${viaServer.files} files) from the running server.`)
    console.log(`Requests waited for the database at most ${viaServer.holdMs} ms.`)
    return 0
  }
  if (!fs.existsSync(path.join(data, 'pglite', 'PG_VERSION'))) {
    console.error(`No embedded database in ${data} (DATA_DIR): nothing to back up.`)
    return 1
  }
  // No server answers: open the data directory here (its lock refuses if a server holds it after all).
  const { db, close } = await openDatabase({ dataDir: data, migrate: false })
  try {
    const result = await writeBackup({ db, dataDir: data, file, release: release(), exclude: env().BACKUP_DIR ? [env().BACKUP_DIR!] : [] })
    console.log(`Wrote ${result.file} (${result.bytes} bytes, ${result.files} files); no server was running.`)
  } finally {
    await close()
  }
  return 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
