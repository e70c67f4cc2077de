import { getBackend } from '../../index.server'
import type { EmbeddedBackend } from '../adapter.server'
import { scheduleBackups } from './schedule.server'
import { serveBackups } from './socket.server'
import { writeBackup, type BackupResult } from './write.server'

// The running server's backups (embedded backend only): on request through DATA_DIR's socket
// (`npm run backup`) and, with BACKUP_EVERY, on a schedule; one at a time.

export interface BackupServiceOptions {
  dataDir: string
  release: { version: string; commit: string }
  schedule: { dir: string; everySeconds: number; keep: number } | null
  log: { info: (message: string) => void; error: (message: string) => void }
}

/** Starts them; the answer stops them, once the backup under way is written (tests: the server keeps them for its life). */
export async function startBackupService({ dataDir, release, schedule, log }: BackupServiceOptions): Promise<() => Promise<void>> {
  const backend = getBackend()
  if (backend.kind !== 'embedded') return async () => {}
  const db = await (backend as EmbeddedBackend).database()
  let queue: Promise<unknown> = Promise.resolve()
  const backup = (file: string): Promise<BackupResult> => {
    const next = queue.then(() => writeBackup({ db, dataDir, file, release, exclude: schedule ? [schedule.dir] : [] }))
    queue = next.catch(() => {})
    return next
  }
  const listening = serveBackups(dataDir, backup, (error) => log.error(`[backup] the backup socket failed: ${error.message}`))
  if (!listening) log.error("[backup] DATA_DIR's path is too long for the backup socket: npm run backup cannot reach this server")
  const unschedule = schedule ? scheduleBackups({ ...schedule, backup, log }) : () => {}
  return async () => {
    unschedule()
    listening?.close()
    await queue
  }
}
