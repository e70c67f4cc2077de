// The migrations on PostgreSQL 15 with our Supabase-like bootstrap, in both project variants (no
// automatic grants; the old grant-everything defaults): who owns what, the exact privileges of every
// API role, the realtime publication, and what the public anon key can do straight at PostgREST.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXPECTED_FUNCTIONS, EXPECTED_TABLES, PRIVILEGES, ROLES, TABLES } from '../integration/backend/privileges'
import { POSTGREST_BIN, verifyPostgrest } from './postgrest'
import { useProject, type Project } from './project'
import { callers } from './roles'

const projects = { strict: useProject('strict'), legacy: useProject('legacy') }

async function tableMatrix(project: Project) {
  const rows = await project.db`
    select r.role, t.name, array_agg(p.privilege order by p.n) as granted
    from unnest(${ROLES as unknown as string[]}::text[]) r(role)
    cross join unnest(${TABLES as unknown as string[]}::text[]) t(name)
    cross join unnest(${PRIVILEGES as unknown as string[]}::text[]) with ordinality p(privilege, n)
    where has_table_privilege(r.role, 'public.' || t.name, p.privilege)
    group by r.role, t.name`
  const matrix: Record<string, Record<string, string[]>> = Object.fromEntries(ROLES.map((role) => [role, {}]))
  for (const row of rows) matrix[row.role][row.name] = row.granted
  return matrix
}

async function functionMatrix(project: Project) {
  const rows = await project.db`
    select p.proname as name, array_remove(array[
      case when has_function_privilege('anon', p.oid, 'EXECUTE') then 'anon' end,
      case when has_function_privilege('authenticated', p.oid, 'EXECUTE') then 'authenticated' end,
      case when has_function_privilege('service_role', p.oid, 'EXECUTE') then 'service_role' end], null) as roles
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`
  return Object.fromEntries(rows.map((row) => [row.name, row.roles]))
}

/** A request straight at the project's REST API with a key, as anyone with the public key can send. */
function rest(project: Project, key: string, path: string, init: RequestInit = {}) {
  return fetch(`${project.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
  })
}

describe.each(Object.entries(projects))('the %s project', (variant, project) => {
  it('has the default privileges of its variant', async () => {
    const defaults = await project().db`select count(*)::int as n from pg_default_acl where defaclrole = 'postgres'::regrole`
    expect(defaults[0].n > 0).toBe(variant === 'legacy')
  })

  it('migrated as the non-superuser postgres; auth and storage belong to their own roles', async () => {
    const db = project().db
    expect(await db`select rolsuper, rolbypassrls from pg_roles where rolname = 'postgres'`).toEqual([
      { rolsuper: false, rolbypassrls: true },
    ])
    const owners = await db`select distinct tableowner as owner from pg_tables where schemaname = 'public'`
    expect(owners).toEqual([{ owner: 'postgres' }])
    expect(
      await db`select nspname, pg_get_userbyid(nspowner) as owner from pg_namespace where nspname in ('auth', 'storage') order by 1`,
    ).toEqual([
      { nspname: 'auth', owner: 'supabase_auth_admin' },
      { nspname: 'storage', owner: 'supabase_storage_admin' },
    ])
    const policies = await db`select policyname from pg_policies where schemaname = 'storage' and tablename = 'objects' order by 1`
    expect(policies.map((p) => p.policyname)).toEqual([
      'media: admins delete',
      'media: admins read',
      'media: admins update',
      'media: admins upload',
    ])
    expect(await db`select id, public from storage.buckets`).toEqual([{ id: 'media', public: true }])
    expect(await db`select count(*)::int as n from public.categories`).toEqual([{ n: 3 }]) // the seed
  })

  it('the realtime publication covers the tables public pages are built from', async () => {
    const tables = await project().db`select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by 1`
    expect(tables.map((t) => t.tablename)).toEqual(['categories', 'clients', 'posts'])
  })

  it('each API role has exactly the privileges it uses', async () => {
    expect(await tableMatrix(project())).toEqual(EXPECTED_TABLES)
    expect(await functionMatrix(project())).toEqual(EXPECTED_FUNCTIONS)
  })

  it('the anon key straight at PostgREST: no forged enquiry, no admin, no sign-in attempt; reads are what RLS shows', async () => {
    const { anonKey, db } = project()
    const forged = {
      name: 'Eve Spam',
      email: 'eve@example.com',
      company: 'Spam Co',
      message: 'A back-dated message.',
      project_type: 'other',
      budget: 'under-10k',
      timeline: 'immediate',
      idempotency_key: 'forged-key-01',
      client_hash: 'forged',
      created_at: '2020-01-01T00:00:00Z',
      notified_at: '2020-01-01T00:00:00Z',
    }
    const insert = await rest(project(), anonKey, '/enquiries', { method: 'POST', body: JSON.stringify(forged) })
    expect(insert.status).toBe(401)
    expect(await insert.json()).toMatchObject({ code: '42501' })
    expect((await rest(project(), anonKey, '/enquiries?id=gt.0', { method: 'PATCH', body: '{"handled_at":null}' })).status).toBe(401)
    expect((await rest(project(), anonKey, '/admin_users', { method: 'POST', body: `{"id":"${crypto.randomUUID()}"}` })).status).toBe(401)
    expect(
      (await rest(project(), anonKey, '/sign_in_attempts', { method: 'POST', body: '{"email":"a@b.co","client_hash":"x"}' })).status,
    ).toBe(401)
    expect(
      (
        await rest(project(), anonKey, '/rpc/claim_enquiry_notifications', {
          method: 'POST',
          body: '{"p_limit":1,"p_lease_seconds":1,"p_max_attempts":1}',
        })
      ).status,
    ).toBe(401)
    expect(await db`select count(*)::int as n from public.enquiries`).toEqual([{ n: 0 }])
    const posts = await rest(project(), anonKey, '/posts?select=id')
    expect(posts.status).toBe(200)
  })

  it('the adapter’s main paths: an admin publishes, a visitor reads, an enquiry reaches the outbox, an admin is created', async () => {
    const c = await callers(project())
    const post = await c.admin().posts.create({
      title: 'Variant check',
      slug: 'variant-check',
      content: 'Body',
      excerpt: null,
      image_url: null,
      status: 'published',
      published_at: new Date().toISOString(),
      author_id: c.adminId,
      category_id: null,
    })
    expect(await c.anon().posts.listPublished()).toMatchObject({ total: 1, items: [{ id: post.id }] })
    await expect(c.member().posts.remove(post.id)).rejects.toMatchObject({ code: 'not_found' })
    const input = {
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: null,
      company: 'Acme',
      message: 'A message long enough.',
      project_type: 'website',
      budget: 'under-10k',
      timeline: 'immediate',
      idempotency_key: 'variant-key-1',
      client_hash: 'variant-client',
    } as const
    expect(await c.anon().enquiries.submit(input, { max: 5, windowSeconds: 600 })).toEqual({ outcome: 'created' })
    // /metrics' backlog (SQL public.enquiry_outbox_backlog, the service role's).
    expect(await c.backend.enquiryOutbox!.backlog!()).toEqual({ pending: 1, retrying: 0, given_up: 0 })
    expect(await c.backend.enquiryOutbox!.claim({ limit: 5, leaseSeconds: 60, maxAttempts: 3 })).toHaveLength(1)
    expect(await c.backend.ensureUser({ email: 'second.admin@arclight.test', password: 'Sec0nd!Passw0rd' })).toMatchObject({
      created: true,
    })
  })

  it('the service role bypasses row-level security, not privileges', async () => {
    const { serviceKey } = project()
    expect((await rest(project(), serviceKey, '/posts?select=id')).status).toBe(403)
    expect((await rest(project(), serviceKey, '/enquiries?select=id')).status).toBe(403)
    expect((await rest(project(), serviceKey, '/admin_users?select=id')).status).toBe(200)
  })
})

describe('the PostgREST binary', () => {
  it('is the pinned 12.0.2; any other file is refused before it runs', () => {
    expect(() => verifyPostgrest()).not.toThrow()
    const other = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'postgrest-')), 'postgrest')
    fs.writeFileSync(other, fs.readFileSync(POSTGREST_BIN).subarray(0, 1024))
    expect(() => verifyPostgrest(other)).toThrow(/checksum mismatch/)
    fs.rmSync(path.dirname(other), { recursive: true })
    expect(() => verifyPostgrest('/nonexistent/postgrest')).toThrow(/not found/)
  })
})
