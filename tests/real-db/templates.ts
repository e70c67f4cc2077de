// The two template databases every project of the tier is cloned from: our Supabase-like bootstrap
// (bootstrap/*.sql), then supabase/migrations and the seed, run as the non-superuser `postgres`
// exactly as `supabase db push` would. Two variants of the project's defaults (docs/decisions/120):
// `strict`, no automatic grants (Supabase since 2026), and `legacy`, whose default privileges grant
// every new table, sequence and function to the API roles (older projects).
import fs from 'node:fs'
import path from 'node:path'
import { connect, type ClusterAddress } from './sql'

export const VARIANTS = ['strict', 'legacy'] as const
export type Variant = (typeof VARIANTS)[number]
export const templateName = (variant: Variant) => `template_${variant}`

const ROOT = path.resolve(import.meta.dirname, '../..')
const MIGRATIONS = path.join(ROOT, 'supabase/migrations')
const read = (file: string) => fs.readFileSync(file, 'utf8')

const LEGACY_DEFAULTS = `
  alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;`

export async function buildTemplates(cluster: ClusterAddress) {
  const admin = connect(cluster, 'postgres', 'supabase_admin')
  try {
    await admin.unsafe(read(path.join(import.meta.dirname, 'bootstrap/roles.sql'))).simple()
    for (const variant of VARIANTS) {
      const name = templateName(variant)
      await admin.unsafe(`create database ${name}`)
      const db = connect(cluster, name, 'supabase_admin')
      await db.unsafe(`grant create, connect, temporary on database ${name} to postgres`)
      await db.unsafe(read(path.join(import.meta.dirname, 'bootstrap/database.sql'))).simple()
      if (variant === 'legacy') await db.unsafe(LEGACY_DEFAULTS).simple()
      await db.end()
      const owner = connect(cluster, name, 'postgres')
      for (const file of fs
        .readdirSync(MIGRATIONS)
        .filter((f) => f.endsWith('.sql'))
        .sort()) {
        try {
          await owner.unsafe(read(path.join(MIGRATIONS, file))).simple()
        } catch (error) {
          throw new Error(`Migration ${file} failed on the ${variant} template: ${(error as Error).message}`, { cause: error })
        }
      }
      await owner.unsafe(read(path.join(ROOT, 'supabase/seed.sql'))).simple()
      await owner.end()
    }
  } finally {
    await admin.end()
  }
}
