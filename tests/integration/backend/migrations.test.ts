import { PGlite } from '@electric-sql/pglite'
import { extensions } from '~/backend/embedded/extensions.server'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/backend/embedded/database.server'
import { DataDirLockedError } from '~/backend/embedded/lock.server'
import { migrate, MIGRATIONS_DIR } from '~/backend/embedded/migrate.server'
import { migratedSnapshot } from './helpers'

const cleanup: Array<() => unknown> = []
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn()
})

// Each test creates and migrates whole databases (PGlite's initdb, seconds each): on a machine busy
// with other work that can take longer than the usual 30 s.
const SLOW = { timeout: 120_000 }

describe('migrations', SLOW, () => {
  it('build the schema from empty, each once, and seed the categories', async () => {
    const db = new PGlite({ extensions })
    cleanup.push(() => db.close())
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort()
    expect(await migrate(db)).toEqual([...files, 'seed.sql'])
    expect(await migrate(db)).toEqual([]) // recorded: nothing runs twice

    const tables = await db.query<{ t: string; rls: boolean }>(
      `select n.nspname || '.' || c.relname as t, c.relrowsecurity as rls from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname in ('public', 'storage') order by 1`,
    )
    expect(tables.rows).toEqual([
      { t: 'public.account_emails', rls: true },
      { t: 'public.account_locks', rls: true },
      { t: 'public.admin_recovery_codes', rls: true },
      { t: 'public.admin_users', rls: true },
      { t: 'public.auth_policy', rls: true },
      { t: 'public.categories', rls: true },
      { t: 'public.clients', rls: true },
      { t: 'public.enquiries', rls: true },
      { t: 'public.password_reset_requests', rls: true },
      { t: 'public.post_counts', rls: true },
      { t: 'public.post_former_slugs', rls: true },
      { t: 'public.posts', rls: true },
      { t: 'public.sign_in_attempts', rls: true },
      { t: 'storage.buckets', rls: true },
      { t: 'storage.objects', rls: true },
    ])
    const categories = await db.query<{ name: string }>('select name from public.categories order by name')
    expect(categories.rows.map((r) => r.name)).toEqual(['Artificial Intelligence', 'Cloud Computing', 'Cybersecurity'])
    const bucket = await db.query('select id, public from storage.buckets')
    expect(bucket.rows).toEqual([{ id: 'media', public: true }])
    const indexes = await db.query<{ indexname: string }>(`select indexname from pg_indexes where schemaname = 'public'`)
    expect(indexes.rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'posts_created_order_idx',
        'posts_published_order_idx',
        'posts_category_published_order_idx',
        'clients_name_idx',
        'enquiries_created_at_idx',
        'enquiries_client_idempotency_idx',
        'sign_in_attempts_pair_idx',
        'posts_slug_key',
        'posts_title_trgm_idx',
        'post_former_slugs_pkey',
        'post_former_slugs_post_id_idx',
      ]),
    )
  })

  it('an existing database (three migrations, an enquiry stored) upgrades to 20250104 and keeps its rows', async () => {
    const db = new PGlite({ extensions })
    cleanup.push(() => db.close())
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'))
    cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }))
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < '20250104'))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file))
    await migrate(db, dir)
    await db.exec(`insert into public.enquiries (name, email, company, message, project_type, budget, timeline, idempotency_key, client_hash)
      values ('Ann Lee', 'ann@example.com', 'Acme', 'A message long enough.', 'website', 'under-10k', 'immediate', 'old-key-0001', 'old-hash')`)
    expect(await migrate(db)).toContain('20250104000000_explicit_grants_and_submit_enquiry.sql')
    expect((await db.query('select idempotency_key from public.enquiries')).rows).toEqual([{ idempotency_key: 'old-key-0001' }])
    const repeat = await db.query<{ o: string }>(`select public.submit_enquiry('Ann Lee', 'ann@example.com', null, 'Acme',
      'A message long enough.', 'website', 'under-10k', 'immediate', 'old-key-0001', 'old-hash') as o`)
    expect(repeat.rows[0].o).toBe('repeat')
  })

  it('auth.uid() reads the claims, and is null without them or after a transaction set them', async () => {
    const db = new PGlite({ extensions, loadDataDir: await migratedSnapshot() })
    cleanup.push(() => db.close())
    const id = '00000000-0000-4000-8000-000000000001'
    const inside = await db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: id })])
      return (await tx.query<{ uid: string }>('select auth.uid() as uid')).rows[0].uid
    })
    expect(inside).toBe(id)
    expect((await db.query<{ uid: string | null }>('select auth.uid() as uid')).rows[0].uid).toBeNull()
  })
})

describe('the data directory', SLOW, () => {
  it('persists across opens and refuses a second process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-'))
    cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }))
    const first = await openDatabase({ dataDir: dir })
    await first.db.query(`insert into public.clients (name) values ('Kept')`)
    // The same process cannot open it twice either.
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError)
    await first.close()

    const again = await openDatabase({ dataDir: dir })
    expect((await again.db.query('select name from public.clients')).rows).toEqual([{ name: 'Kept' }])
    await again.close()

    // Another live process holds the lock: a clear error names the directory and the pid.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    cleanup.push(() => other.kill())
    fs.writeFileSync(path.join(dir, '.lock'), String(other.pid))
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`is in use by another process (pid ${other.pid})`)
    other.kill()
    await new Promise((resolve) => other.once('exit', resolve))
    // Its lock is stale once it has gone.
    const last = await openDatabase({ dataDir: dir })
    await last.close()
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false)
  })
})
