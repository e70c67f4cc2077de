// npm run migrations:record -- <version>: at a release, records the sha256 of every migration not
// yet in supabase/released-migrations.json under that version. A released migration never changes
// again (tests/unit/supabase/released-migrations.test.ts): a fix is a new migration.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
export const MIGRATIONS = path.join(root, 'supabase/migrations')
export const RELEASED_FILE = path.join(root, 'supabase/released-migrations.json')

/** @param {string} name a migration's file name */
export const migrationChecksum = (name) =>
  crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(MIGRATIONS, name)))
    .digest('hex')

/** @returns {{ name: string, release: string, sha256: string }[]} */
export const releasedMigrations = () => JSON.parse(fs.readFileSync(RELEASED_FILE, 'utf8')).migrations

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const version = process.argv[2]
  if (!/^\d+\.\d+\.\d+$/.test(version ?? '')) {
    console.error('Usage: npm run migrations:record -- <version>, e.g. 1.1.0')
    process.exit(2)
  }
  const recorded = fs.existsSync(RELEASED_FILE) ? releasedMigrations() : []
  const known = new Set(recorded.map((m) => m.name))
  const added = fs
    .readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql') && !known.has(name))
    .sort()
    .map((name) => ({ name, release: version, sha256: migrationChecksum(name) }))
  const migrations = [...recorded, ...added]
  fs.writeFileSync(RELEASED_FILE, JSON.stringify({ migrations }, null, 2) + '\n')
  console.log(added.length ? `Recorded ${added.map((m) => m.name).join(', ')} as ${version}` : 'Nothing new to record')
}
