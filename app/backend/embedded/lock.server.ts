import fs from 'node:fs'
import path from 'node:path'
import { ensurePrivateDir } from './private-dir.server'

// PGlite takes no lock: two processes on one data directory both open it and one's commits are
// silently lost (STACK.md). This exclusive lock file refuses the second process with a clear message.

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another process (pid ${pid}). ` +
        'Stop that process first (for example the running server), or set DATA_DIR to another directory.',
    )
    this.name = 'DataDirLockedError'
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

// Directories this process holds, so that it cannot open one twice either.
const held = new Set<string>()

/** Takes `<dir>/.lock` for this process; returns its release function. */
export function lockDataDir(dir: string): () => void {
  ensurePrivateDir(dir)
  const file = path.resolve(dir, '.lock')
  if (held.has(file)) throw new DataDirLockedError(dir, process.pid)
  let acquired = false
  for (let attempt = 0; attempt < 3 && !acquired; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      acquired = true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(fs.readFileSync(file, 'utf8').trim())
      // A lock left by a dead process is stale; so is one with our own pid that we do not hold
      // (a previous life of this container, restarted with the same pid).
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid)
      fs.rmSync(file, { force: true })
    }
  }
  if (!acquired) throw new Error(`Could not take the lock file ${file}`)
  held.add(file)
  const release = () => {
    held.delete(file)
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true })
    } catch {
      // already gone
    }
  }
  process.once('exit', release)
  return release
}
