// An upgrade keeps every row (README "Updates"): a data directory made by release 1.0.0's own code
// (tests/fixtures/upgrade/data-1.0.0.tar.br, made by scripts/make-upgrade-fixture.js) is opened by
// this code on every run: its migrations, the other releases' and the unreleased ones included, run
// on the old data, and every post, client, file, enquiry and the admin's old password are still there.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import * as tar from 'tar'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '~/backend/embedded/database.server'
import { MIGRATIONS_DIR } from '~/backend/embedded/migrate.server'
import { releasedMigrations } from '../../../scripts/record-migrations.js'
import { expectSiteData } from '../../fixtures/site-data-expect'

const FIXTURE = path.resolve('tests/fixtures/upgrade/data-1.0.0.tar.br')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

it('opens a data directory made by release 1.0.0 and finds everything in it', async () => {
  const packed = path.join(dir, 'data.tar')
  fs.writeFileSync(packed, zlib.brotliDecompressSync(fs.readFileSync(FIXTURE)))
  const data = path.join(dir, 'data')
  fs.mkdirSync(data, { mode: 0o700 })
  await tar.x({ file: packed, cwd: data, strict: true })

  // As 1.0.0 left it: exactly its migrations.
  const released = releasedMigrations()
    .filter((m) => m.release === '1.0.0')
    .map((m) => m.name)
  expect((await migrationsRunIn(data)).filter((name) => name.endsWith('.sql') && name !== 'seed.sql')).toEqual(released)

  await expectSiteData(data)

  // Now every migration this code has, in order.
  const current = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()
  expect((await migrationsRunIn(data)).filter((name) => name.endsWith('.sql') && name !== 'seed.sql')).toEqual(current)
}, 180_000)

async function migrationsRunIn(dataDir: string) {
  const { db, close } = await openDatabase({ dataDir, migrate: false })
  try {
    return (await db.query<{ name: string }>('select name from embedded.migrations order by name')).rows.map((r) => r.name)
  } finally {
    await close()
  }
}
