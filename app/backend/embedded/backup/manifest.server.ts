import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

// What a backup archive says of itself (manifest.json, docs/decisions/298): which release made it,
// which migrations its database has run, and each file's size and sha256, so that a restore can
// refuse an archive that is damaged or incomplete before it writes anything to DATA_DIR.

export const MANIFEST = 'manifest.json'
/** PGlite's own dump of its data directory (dumpDataDir), an uncompressed tarball. */
export const DATABASE_DUMP = 'database.tar'
/** DATA_DIR's other files (media, session secret…), under their own relative paths. */
export const FILES_DIR = 'files'
const FORMAT = 'arclight-embedded-backup'

export interface ManifestEntry {
  path: string
  bytes: number
  sha256: string
}

export interface Manifest {
  format: typeof FORMAT
  formatVersion: 1
  createdAt: string
  release: { version: string; commit: string }
  migrations: string[]
  entries: ManifestEntry[]
}

export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupRefusedError'
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

/** Every regular file under `dir`, as paths relative to it (sorted, `/`-separated). */
export function filesUnder(dir: string, relative = ''): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    const name = relative ? `${relative}/${entry.name}` : entry.name
    if (entry.isDirectory()) found.push(...filesUnder(dir, name))
    else if (entry.isFile()) found.push(name)
  }
  return found.sort()
}

export async function describeEntries(root: string): Promise<ManifestEntry[]> {
  const entries: ManifestEntry[] = []
  for (const name of filesUnder(root).filter((name) => name !== MANIFEST)) {
    const file = path.join(root, name)
    entries.push({ path: name, bytes: fs.statSync(file).size, sha256: await sha256Of(file) })
  }
  return entries
}

export function makeManifest(fields: Omit<Manifest, 'format' | 'formatVersion'>): Manifest {
  return { format: FORMAT, formatVersion: 1, ...fields }
}

/**
 * Checks an unpacked archive in `root` against its manifest: every file listed is there with its
 * size and checksum, nothing else is, and the database dump is among them. Throws BackupRefusedError
 * naming what is wrong.
 */
export async function verifyUnpacked(root: string): Promise<Manifest> {
  const manifestFile = path.join(root, MANIFEST)
  if (!fs.existsSync(manifestFile)) throw new BackupRefusedError(`The archive has no ${MANIFEST}: it is not a backup of this site.`)
  let manifest: Manifest
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  } catch {
    throw new BackupRefusedError(`The archive's ${MANIFEST} is not readable JSON: the archive is damaged.`)
  }
  if (manifest?.format !== FORMAT || manifest.formatVersion !== 1 || !Array.isArray(manifest.entries)) {
    throw new BackupRefusedError(`The archive's ${MANIFEST} is not a version 1 backup manifest of this site.`)
  }
  const problems: string[] = []
  if (!manifest.entries.some((entry) => entry.path === DATABASE_DUMP)) problems.push(`the manifest lists no ${DATABASE_DUMP}`)
  const present = new Set(filesUnder(root))
  for (const entry of manifest.entries) {
    const file = path.join(root, entry.path)
    if (!present.has(entry.path)) problems.push(`${entry.path} is missing`)
    else if (fs.statSync(file).size !== entry.bytes) problems.push(`${entry.path} has ${fs.statSync(file).size} bytes, not ${entry.bytes}`)
    else if ((await sha256Of(file)) !== entry.sha256) problems.push(`${entry.path} does not match its checksum`)
    present.delete(entry.path)
  }
  present.delete(MANIFEST)
  for (const extra of present) problems.push(`${extra} is not in the manifest`)
  if (problems.length) {
    const shown = problems.slice(0, 10).join('; ') + (problems.length > 10 ? `; and ${problems.length - 10} more` : '')
    throw new BackupRefusedError(`The archive is damaged or incomplete: ${shown}. Nothing was restored.`)
  }
  return manifest
}
