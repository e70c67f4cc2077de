import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { COMPAT_SQL } from './compat-sql'

export const MIGRATIONS_DIR = path.resolve('supabase/migrations')
export const SEED_FILE = path.resolve('supabase/seed.sql')

/**
 * Brings the database up to date: the Supabase compatibility script (idempotent; run again only
 * when its text changed, as it costs about a second of every start), then each migration file not
 * yet recorded, in name order, each in its own transaction, then the seed once. Returns the names
 * applied now.
 */
export async function migrate(db: PGlite, dir = MIGRATIONS_DIR, seedFile = SEED_FILE): Promise<string[]> {
  const compat = `compat-sql ${createHash('sha256').update(COMPAT_SQL).digest('hex').slice(0, 16)}`
  const recorded = async () => {
    const table = await db.query<{ ok: boolean }>("select to_regclass('embedded.migrations') is not null as ok")
    if (!table.rows[0]?.ok) return new Set<string>()
    return new Set((await db.query<{ name: string }>('select name from embedded.migrations')).rows.map((r) => r.name))
  }
  let done = await recorded()
  if (!done.has(compat)) {
    await db.transaction(async (tx) => {
      await tx.exec(COMPAT_SQL)
      await tx.query("delete from embedded.migrations where name like 'compat-sql %'")
      await tx.query('insert into embedded.migrations (name) values ($1)', [compat])
    })
    done = await recorded()
  }
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
