import fs from 'node:fs'

// DATA_DIR holds the admin's password hashes (in the database and its WAL), uploads and the
// session secret: no other local user may read or change it. Directories are created 0700, and
// an existing DATA_DIR that is open to others is closed (the files inside are then out of reach
// whatever their own modes; PGlite writes its files 0666 unless the process umask says otherwise).

const PRIVATE_DIR_MODE = 0o700

/** Creates `dir` (and missing parents) as 0700; narrows an existing one to 0700 when we own it. */
export function ensurePrivateDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  const stat = fs.statSync(dir)
  if ((stat.mode & 0o077) === 0) return
  try {
    fs.chmodSync(dir, PRIVATE_DIR_MODE)
  } catch (error) {
    console.warn(`Could not make ${dir} private (mode 0700): ${(error as Error).message}`)
  }
}
