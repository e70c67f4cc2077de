import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS, migrationChecksum, releasedMigrations } from '../../../scripts/record-migrations.js'

// A release's migrations have run on someone's data: changing one would leave their database apart
// from everyone else's (README "Updates"). A fix is a new migration, named after the newest released one.
const released = releasedMigrations()
const files = fs.readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))

describe('released migrations (supabase/released-migrations.json)', () => {
  it('records release 1.0.0 and each entry once', () => {
    expect(released.filter((m) => m.release === '1.0.0').length).toBeGreaterThan(0)
    expect(new Set(released.map((m) => m.name)).size).toBe(released.length)
  })

  it.each(released.map((m) => [m.name, m] as const))('%s is still there, byte for byte', (name, migration) => {
    expect(files, `${name} (released in ${migration.release}) is gone`).toContain(name)
    expect(migrationChecksum(name), `${name} (released in ${migration.release}) was changed`).toBe(migration.sha256)
  })

  it('a migration not released yet sorts after every released one (it runs after them on old data)', () => {
    const newest = released
      .map((m) => m.name)
      .sort()
      .at(-1)!
    const unreleased = files.filter((name) => !released.some((m) => m.name === name))
    expect(unreleased.filter((name) => name < newest)).toEqual([])
  })
})
