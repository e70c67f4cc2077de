// The privilege matrix of every API role on every table and function, as Supabase runs it today:
// no automatic grants on new tables (projects since 2026), and also on an older project whose
// default privileges still grant everything to anon, authenticated and service_role. Then what
// the public anon key can do directly (REST-style inserts and updates with every column), and the
// service role's rights. Raw SQL in the roles' own transactions, on the migrations themselves.
import { PGlite } from '@electric-sql/pglite'
import { extensions } from '~/backend/embedded/extensions.server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPAT_SQL } from '~/backend/embedded/compat-sql'
import { migrate } from '~/backend/embedded/migrate.server'
import { FAILURE_WINDOW_MINUTES, MAX_FAILURES, MAX_FAILURES_PER_CLIENT } from '~/backend/sign-in-limit'
import { migratedSnapshot } from './helpers'
import { EXPECTED_FUNCTIONS, EXPECTED_TABLES, PRIVILEGES, ROLES, TABLES } from './privileges'

async function tableMatrix(db: PGlite) {
  const matrix: Record<string, Record<string, string[]>> = {}
  for (const role of ROLES) {
    matrix[role] = {}
    for (const table of TABLES) {
      const granted: string[] = []
      for (const privilege of PRIVILEGES) {
        const { rows } = await db.query<{ ok: boolean }>('select has_table_privilege($1, $2, $3) as ok', [
          role,
          `public.${table}`,
          privilege,
        ])
        if (rows[0].ok) granted.push(privilege)
      }
      if (granted.length) matrix[role][table] = granted
    }
  }
  return matrix
}

/** Every function of ours in public (not an extension's), with the roles that may execute it. */
async function functionMatrix(db: PGlite) {
  const { rows } = await db.query<{ name: string; anon: boolean; authenticated: boolean; service_role: boolean }>(`
    select p.proname as name,
      has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
      has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated,
      has_function_privilege('service_role', p.oid, 'EXECUTE') as service_role
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`)
  return Object.fromEntries(rows.map((r) => [r.name, ROLES.filter((role) => r[role])]))
}

async function sequenceUsage(db: PGlite) {
  const { rows } = await db.query<{ seq: string; role: string }>(`
    select c.relname as seq, r.role from pg_class c
    cross join unnest(array['anon', 'authenticated', 'service_role']) as r(role)
    where c.relkind = 'S' and c.relnamespace = 'public'::regnamespace and has_sequence_privilege(r.role, c.oid, 'USAGE')
    order by 1, 2`)
  return rows.map((r) => `${r.role}:${r.seq}`)
}

let current: PGlite
let legacy: PGlite
beforeAll(async () => {
  current = await PGlite.create({ loadDataDir: await migratedSnapshot(), extensions })
  // A project from before the change: default privileges grant every new object to the API roles.
  legacy = await PGlite.create({ extensions })
  await legacy.exec(COMPAT_SQL)
  await legacy.exec(`
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;`)
  await migrate(legacy)
}, 60_000)
afterAll(async () => {
  await current?.close()
  await legacy?.close()
})

describe.each([
  ['a project with no automatic grants', () => current],
  ['an older project whose defaults grant everything', () => legacy],
])('privileges on %s', (_, db) => {
  it('each role has exactly the table privileges it uses', async () => {
    expect(await tableMatrix(db())).toEqual(EXPECTED_TABLES)
  })
  it('enquiries: admins may change handled_at and no other column; nobody inserts', async () => {
    const { rows } = await db().query<{ role: string; column: string }>(`
      select r.role, a.attname as column from pg_attribute a
      cross join unnest(array['anon', 'authenticated', 'service_role']) as r(role)
      where a.attrelid = 'public.enquiries'::regclass and a.attnum > 0 and not a.attisdropped
        and (has_column_privilege(r.role, a.attrelid, a.attnum, 'UPDATE') or has_column_privilege(r.role, a.attrelid, a.attnum, 'INSERT'))`)
    expect(rows).toEqual([{ role: 'authenticated', column: 'handled_at' }])
  })
  it('each function is executable by exactly the roles that call it', async () => {
    expect(await functionMatrix(db())).toEqual(EXPECTED_FUNCTIONS)
  })
  it('only authenticated may use the id sequences of the tables it inserts into', async () => {
    expect(await sequenceUsage(db())).toEqual([
      'authenticated:categories_id_seq',
      'authenticated:clients_id_seq',
      'authenticated:posts_id_seq',
    ])
  })
})

/** Runs `query` as `role` (with `claims`) in its own transaction, like PostgREST; 'denied' on 42501. */
async function as(role: string, query: string, params: unknown[] = [], claims: object = { role }) {
  try {
    return await current.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`)
      await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)])
      return (await tx.query<Record<string, unknown>>(query, params)).rows
    })
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return 'denied' as const
    throw error
  }
}

describe('the public anon key, used directly (POST/PATCH /rest/v1 with every column)', () => {
  const everyColumn = `insert into public.enquiries
    (name, email, phone, company, message, project_type, budget, timeline, idempotency_key, client_hash, source_page,
     handled_at, created_at, notified_at, notify_attempts, notify_after, notify_error)
    values ('Eve Spam', 'eve@example.com', null, 'Spam Co', 'A back-dated message.', 'other', 'under-10k', 'immediate',
     'forged-key-01', 'forged-hash', '/', null, now() - interval '1 year', now(), 99, 'infinity', null)`

  it('cannot insert or update enquiries, or write admin_users or sign_in_attempts', async () => {
    expect(await as('anon', everyColumn)).toBe('denied')
    expect(await as('anon', `update public.enquiries set notified_at = now(), created_at = now(), handled_at = now()`)).toBe('denied')
    expect(await as('anon', `insert into public.admin_users (id) values (gen_random_uuid())`)).toBe('denied')
    expect(await as('anon', `insert into public.sign_in_attempts (email, client_hash) values ('a@b.co', 'x')`)).toBe('denied')
    expect(await as('anon', `delete from public.sign_in_attempts`)).toBe('denied')
    expect(await as('anon', `insert into public.posts (title, slug, status) values ('x', 'x', 'published')`)).toBe('denied')
  })

  it('may only call submit_enquiry, which sets created_at itself and leaves the outbox to staff e-mail', async () => {
    const submit = `select public.submit_enquiry('Eve Spam', 'eve@example.com', null, 'Spam Co', 'A message long enough.',
      'other', 'under-10k', 'immediate', 'direct-key-01', 'direct-hash', '/') as outcome`
    expect(await as('anon', submit)).toEqual([{ outcome: 'created' }])
    const { rows } = await current.query<Record<string, unknown>>(
      `select created_at > now() - interval '1 minute' as fresh, handled_at, notified_at, notify_attempts, notify_after
       from public.enquiries where idempotency_key = 'direct-key-01'`,
    )
    expect(rows).toEqual([{ fresh: true, handled_at: null, notified_at: null, notify_attempts: 0, notify_after: null }])
  })

  it('cannot call the outbox functions or clear sign-in failures', async () => {
    expect(await as('anon', 'select * from public.claim_enquiry_notifications(10, 60, 5)')).toBe('denied')
    expect(await as('anon', `select public.record_enquiry_notification(1, null, null)`)).toBe('denied')
    expect(await as('anon', `select public.finish_sign_in('hash')`)).toBe('denied')
  })
})

describe('submit_enquiry', () => {
  const call = (key: string, hash: string, max = 3) =>
    as(
      'anon',
      `select public.submit_enquiry('Ann Lee', 'ann@example.com', null, 'Acme', 'A message long enough.', 'website',
        'under-10k', 'immediate', $1, $2, '/get-started', $3, 600) as outcome`,
      [key, hash, max],
    ).then((rows) => (rows === 'denied' ? rows : rows[0].outcome))

  it('counts the limit per client, answers a repeat of a stored key as a repeat, binds keys to the client', async () => {
    expect(await call('limit-key-1', 'limit-hash')).toBe('created')
    expect(await call('limit-key-1', 'limit-hash')).toBe('repeat')
    expect(await call('limit-key-2', 'limit-hash')).toBe('created')
    expect(await call('limit-key-3', 'limit-hash')).toBe('created')
    expect(await call('limit-key-4', 'limit-hash')).toBe('rate_limited')
    // Still a repeat (not refused) once over the limit: the visitor's retry of a stored enquiry.
    expect(await call('limit-key-1', 'limit-hash')).toBe('repeat')
    // The same key from another client is another enquiry.
    expect(await call('limit-key-1', 'other-hash')).toBe('created')
  })

  it('refuses a missing client hash and a limit out of range', async () => {
    await expect(call('bad-key-01', '')).rejects.toMatchObject({ code: '22023' })
    await expect(call('bad-key-02', 'some-hash', 0)).rejects.toMatchObject({ code: '22023' })
    await expect(call('bad-key-03', 'some-hash', 1_000_000)).rejects.toMatchObject({ code: '22023' })
  })
})

describe('sign-in attempts', () => {
  const begin = (email: string, hash: string) =>
    as('anon', 'select public.begin_sign_in($1, $2) as outcome', [email, hash]).then((rows) => (rows === 'denied' ? rows : rows[0].outcome))

  it('5 per e-mail and client, 20 per client, 5 per account from any address; the signed-in user clears only its own', async () => {
    expect(FAILURE_WINDOW_MINUTES).toBe(15) // the window the SQL uses
    for (let i = 0; i < MAX_FAILURES; i++) expect(await begin('Boss@Example.com', 'client-a')).toBe('allowed')
    expect(await begin('boss@example.com', 'client-a')).toBe('throttled')
    // The account is locked now, from any address (DEFAULT_LOCKOUT: 5 in 15 minutes).
    expect(await begin('boss@example.com', 'client-b')).toBe('locked')
    // Cleared by the user that signed in, for its own e-mail only; the lock stays its 15 minutes.
    const other = { role: 'authenticated', sub: crypto.randomUUID(), email: 'other@example.com' }
    await as('authenticated', `select public.finish_sign_in('client-a')`, [], other)
    expect(await begin('boss@example.com', 'client-a')).toBe('throttled')
    const boss = { role: 'authenticated', sub: crypto.randomUUID(), email: 'boss@example.com' }
    await as('authenticated', `select public.finish_sign_in('client-a')`, [], boss)
    expect(await begin('boss@example.com', 'client-a')).toBe('locked')
    await current.query(`update public.account_locks set locked_until = now() - interval '1 second'`)
    expect(await begin('boss@example.com', 'client-a')).toBe('allowed')

    for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i++) expect(await begin(`spray${i}@example.com`, 'client-c')).toBe('allowed')
    expect(await begin('spray-last@example.com', 'client-c')).toBe('throttled')
  })
})

describe('the service role', () => {
  it('lists admins (ensure-admin) but reads no enquiries, posts or clients', async () => {
    const { rows } = await current.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password) values ('svc@example.com', 'x') returning id`,
    )
    expect(await as('service_role', 'insert into public.admin_users (id) values ($1) on conflict (id) do nothing', [rows[0].id])).toEqual(
      [],
    )
    expect(await as('service_role', 'select id from public.admin_users where id = $1', [rows[0].id])).toHaveLength(1)
    expect(await as('service_role', 'select * from public.enquiries')).toBe('denied')
    expect(await as('service_role', 'select * from public.posts')).toBe('denied')
    expect(await as('service_role', 'select * from public.claim_enquiry_notifications(10, 60, 5)')).not.toBe('denied')
  })
})
