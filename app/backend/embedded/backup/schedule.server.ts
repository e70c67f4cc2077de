import fs from 'node:fs'
import path from 'node:path'
import type { BackupResult } from './write.server'

// Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): the running server writes one every
// interval and deletes the oldest of its own archives beyond the number to keep. A failure is
// logged and the next interval tries again.

const NAME = /^arclight-backup-\d{8}T\d{9}Z\.tar\.gz$/

/** `arclight-backup-20261202T071500123Z.tar.gz`: sorts by time, no colon (some file systems refuse one). */
export function backupFileName(date = new Date()) {
  return `arclight-backup-${date.toISOString().replace(/[-:.]/g, '')}.tar.gz`
}

/** Deletes all but the newest `keep` archives of this name pattern in `dir`; returns the deleted. */
function pruneBackups(dir: string, keep: number): string[] {
  const archives = fs
    .readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort()
  const old = archives.slice(0, Math.max(0, archives.length - keep))
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true })
  return old
}

export interface Schedule {
  dir: string
  everySeconds: number
  keep: number
  backup: (file: string) => Promise<BackupResult>
  log: { info: (message: string) => void; error: (message: string) => void }
}

export function scheduleBackups({ dir, everySeconds, keep, backup, log }: Schedule): () => void {
  const run = async () => {
    try {
      const result = await backup(path.join(path.resolve(dir), backupFileName()))
      const pruned = pruneBackups(path.resolve(dir), keep)
      log.info(`[backup] wrote ${result.file} (${result.bytes} bytes; the database was held ${result.holdMs} ms)`)
      if (pruned.length) log.info(`[backup] deleted the older ${pruned.join(', ')} (BACKUP_KEEP=${keep})`)
    } catch (error) {
      log.error(`[backup] the scheduled backup failed: ${(error as Error).message}`)
    }
  }
  const timer = setInterval(() => void run(), everySeconds * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
