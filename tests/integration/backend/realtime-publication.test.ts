// The migration that lets Realtime stream the tables public pages are built from (decision 090):
// on Supabase it adds them to the `supabase_realtime` publication; on the embedded PGlite backend,
// which has no such publication, it does nothing. Both run the real migrations on a real database.
import { PGlite } from '@electric-sql/pglite'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { extensions } from '~/backend/embedded/extensions.server'
import { migrate, MIGRATIONS_DIR } from '~/backend/embedded/migrate.server'

const MIGRATION = '20250120000000_realtime_page_cache_tables.sql'

const databases: PGlite[] = []
afterEach(async () => {
  for (const db of databases.splice(0)) await db.close()
})

async function published(db: PGlite) {
  const result = await db.query<{ table: string }>(
    "select schemaname || '.' || tablename as table from pg_publication_tables where pubname = 'supabase_realtime' order by 1",
  )
  return result.rows.map((row) => row.table)
}

// Each test creates and migrates whole databases: a loaded machine takes more than the default 30 s.
const SLOW = { timeout: 120_000 }

describe('the Realtime publication migration', () => {
  it('adds posts, categories and clients where Supabase has the publication (and nothing else)', SLOW, async () => {
    const db = new PGlite({ extensions })
    databases.push(db)
    // A Supabase project starts with an empty `supabase_realtime` publication.
    await db.exec('create publication supabase_realtime')
    await migrate(db)
    expect(await published(db)).toEqual(['public.categories', 'public.clients', 'public.posts'])
  })

  it('keeps a table already published, and is a no-op without the publication (the embedded backend)', SLOW, async () => {
    const withOne = new PGlite({ extensions })
    const without = new PGlite({ extensions })
    databases.push(withOne, without)
    await withOne.exec('create publication supabase_realtime')
    // A project migrated before this migration existed, where someone had published posts by hand.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-migrations-'))
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f !== MIGRATION)) {
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file))
    }
    await migrate(withOne, before)
    fs.rmSync(before, { recursive: true })
    await withOne.exec('alter publication supabase_realtime add table public.posts')
    expect(await migrate(withOne)).toEqual([MIGRATION])
    expect(await published(withOne)).toEqual(['public.categories', 'public.clients', 'public.posts'])

    await migrate(without)
    expect((await without.query('select count(*)::int as n from pg_publication')).rows).toEqual([{ n: 0 }])
  })
})
