import fs from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { COMPAT_SQL } from './compat-sql'

export const MIGRATIONS_DIR = path.resolve('supabase/migrations')
export const SEED_FILE = path.resolve('supabase/seed.sql')

/**
 * Brings the database up to date: the Supabase compatibility script (idempotent, every time),
 * then each migration file not yet recorded, in name order, each in its own transaction, then
 * the seed once. Returns the names applied now.
 */
export async function migrate(db: PGlite, dir = MIGRATIONS_DIR, seedFile = SEED_FILE): Promise<string[]> {
  await db.exec(COMPAT_SQL)
  const done = new Set((await db.query<{ name: string }>('select name from embedded.migrations')).rows.map((r) => r.name))
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  const steps = files.map((f) => ({ name: f, file: path.join(dir, f) }))
  if (fs.existsSync(seedFile)) steps.push({ name: 'seed.sql', file: seedFile })
  const applied: string[] = []
  for (const step of steps) {
    if (done.has(step.name)) continue
    const sql = fs.readFileSync(step.file, 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into embedded.migrations (name) values ($1)', [step.name])
    })
    applied.push(step.name)
  }
  return applied
}
