// The row-level security matrix: anon, a signed-in non-admin and an admin against every table,
// through raw SQL in the same role-switching transactions the adapter uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asActor } from '~/backend/embedded/sql.server'
import type { AuthUser } from '~/backend/types'
import { ADMIN, MEMBER, testBackend } from './helpers'

let backend: Awaited<ReturnType<typeof testBackend>>
// The admin's session has passed the code step (aal2): two-factor.test.ts checks aal1 is refused.
let admin: AuthUser & { aal: 'aal2' }
let member: AuthUser
type Who = 'anon' | 'member' | 'admin'

beforeAll(async () => {
  backend = await testBackend()
  admin = { id: (await backend.ensureUser({ ...ADMIN, admin: true })).userId, email: ADMIN.email, aal: 'aal2' }
  member = { id: (await backend.ensureUser({ ...MEMBER, admin: false })).userId, email: MEMBER.email }
  const db = await backend.database()
  await db.exec(`
    insert into public.posts (title, slug, status, published_at) values
      ('Published', 'published', 'published', now()), ('Draft', 'draft', 'draft', null);
    insert into public.clients (name) values ('Acme');
    insert into public.enquiries (name, email, company, message, project_type, budget, timeline, idempotency_key)
      values ('Ann Lee', 'ann@example.com', 'Acme', 'A message long enough.', 'website', 'under-10k', 'immediate', 'seed-key-0001');
    insert into storage.objects (bucket_id, name, metadata) values ('media', '1-logo.png', '{"mimetype":"image/png","size":1}');
  `)
})
afterAll(() => backend.close())

const userOf = (who: Who) => (who === 'anon' ? null : who === 'admin' ? admin : member)
async function sql(who: Who, query: string, params: unknown[] = []) {
  return asActor(await backend.database(), userOf(who), (tx) => tx.query<Record<string, unknown>>(query, params))
}
/** Rows seen, or 'denied' when the statement is refused outright. */
async function rows(who: Who, query: string, params: unknown[] = []) {
  try {
    return (await sql(who, query, params)).rows.length
  } catch (error) {
    if ((error as { code?: string }).code === 'forbidden') return 'denied'
    throw error
  }
}

const everyone: Who[] = ['anon', 'member', 'admin']

describe('categories', () => {
  it.each(everyone)('%s reads them', async (who) => {
    expect(await rows(who, 'select * from public.categories')).toBe(3)
  })
  it.each([
    ['anon', 'denied'],
    ['member', 'denied'],
    ['admin', 1],
  ] as const)('%s inserting: %s', async (who, expected) => {
    expect(await rows(who, `insert into public.categories (name, slug) values ($1, $1) returning id`, [`cat-${who}`])).toBe(expected)
  })
  it.each([
    ['anon', 'denied'],
    ['member', 0],
    ['admin', 1],
  ] as const)('%s updating/deleting: %s', async (who, expected) => {
    expect(await rows(who, `update public.categories set name = name where slug = 'cybersecurity' returning id`)).toBe(expected)
    expect(await rows(who, `delete from public.categories where slug = 'cat-admin' returning id`)).toBe(expected)
  })
})

describe('posts', () => {
  it.each([
    ['anon', 1],
    ['member', 1],
    ['admin', 2],
  ] as const)('%s sees %s posts (drafts only for admins)', async (who, n) => {
    expect(await rows(who, 'select * from public.posts')).toBe(n)
  })
  it.each([
    ['anon', 'denied'],
    ['member', 'denied'],
    ['admin', 1],
  ] as const)('%s inserting: %s', async (who, expected) => {
    expect(await rows(who, `insert into public.posts (title, slug) values ('New', $1) returning id`, [`new-${who}`])).toBe(expected)
  })
  it.each([
    ['anon', 'denied'],
    ['member', 0],
    ['admin', 1],
  ] as const)('%s updating: %s', async (who, expected) => {
    expect(await rows(who, `update public.posts set title = 'Changed' where slug = 'published' returning id`)).toBe(expected)
  })
  it.each([
    ['anon', 'denied'],
    ['member', 0],
    ['admin', 1],
  ] as const)('%s deleting: %s', async (who, expected) => {
    expect(await rows(who, `delete from public.posts where slug = 'new-admin' returning id`)).toBe(expected)
  })
})

describe('post_counts (totals kept by triggers)', () => {
  it.each([
    ['anon', ['published']],
    ['member', ['published']],
    ['admin', ['all', 'published']],
  ] as const)('%s reads the %j totals', async (who, scopes) => {
    const seen = (await sql(who, 'select distinct scope from public.post_counts order by 1')).rows.map((r) => r.scope)
    expect(seen).toEqual(scopes)
  })
  it.each(everyone)('%s cannot write them', async (who) => {
    expect(await rows(who, `update public.post_counts set posts = 99 returning scope`)).toBe('denied')
    expect(await rows(who, `insert into public.post_counts (scope, posts) values ('all', 1) returning scope`)).toBe('denied')
    expect(await rows(who, `delete from public.post_counts returning scope`)).toBe('denied')
  })
  it.each([
    ['anon', 1],
    ['member', 1],
    ['admin', 2],
  ] as const)('%s counts %s posts with drafts asked for (drafts only for admins)', async (who, n) => {
    expect((await sql(who, 'select public.post_count(null, true)::int as n')).rows[0].n).toBe(n)
  })
})

describe('search_posts (the admin title search, security definer)', () => {
  it.each([
    ['anon', 'denied'],
    ['member', 1],
    ['admin', 2],
  ] as const)('%s finds %s of the posts (the posts policy: drafts only for admins)', async (who, expected) => {
    // 'a' is in both titles: 'Published' and 'Draft'.
    expect(await rows(who, `select * from public.search_posts('A')`)).toBe(expected)
  })
})

describe('clients', () => {
  it.each(everyone)('%s reads them', async (who) => {
    expect(await rows(who, 'select * from public.clients')).toBe(1)
  })
  it.each([
    ['anon', 'denied'],
    ['member', 'denied'],
    ['admin', 1],
  ] as const)('%s inserting: %s', async (who, expected) => {
    expect(await rows(who, `insert into public.clients (name) values ($1) returning id`, [`Client ${who}`])).toBe(expected)
  })
  it.each([
    ['anon', 'denied'],
    ['member', 0],
    ['admin', 1],
  ] as const)('%s updating and deleting: %s', async (who, expected) => {
    expect(await rows(who, `update public.clients set name = 'Acme Ltd' where name like 'Acme%' returning id`)).toBe(expected)
    expect(await rows(who, `delete from public.clients where name = 'Client admin' returning id`)).toBe(expected)
  })
})

describe('admin_users', () => {
  it.each([
    ['anon', 'denied'],
    ['member', 0],
    ['admin', 1],
  ] as const)('%s reading: %s', async (who, expected) => {
    expect(await rows(who, 'select * from public.admin_users')).toBe(expected)
  })
  it('an admin sees its own row (the login check); nobody writes through the API', async () => {
    expect(await rows('admin', 'select id from public.admin_users where id = auth.uid()')).toBe(1)
    for (const who of everyone) {
      expect(await rows(who, 'insert into public.admin_users (id) values ($1) returning id', [member.id])).toBe('denied')
      expect(await rows(who, 'delete from public.admin_users returning id')).toBe('denied')
    }
  })
})

describe('enquiries', () => {
  const columns = `name, email, company, message, project_type, budget, timeline, idempotency_key`
  const values = `'Bo Ray', 'bo@example.com', 'Bolt', 'Another long message.', 'other', '10k-50k', '1-3-months', $1`
  it.each(everyone)('%s may not insert one directly (only through submit_enquiry)', async (who) => {
    expect(await rows(who, `insert into public.enquiries (${columns}) values (${values})`, [`key-${who}-0001`])).toBe('denied')
  })
  it.each(everyone)('%s may submit one through public.submit_enquiry', async (who) => {
    const submit = `select public.submit_enquiry('Bo Ray', 'bo@example.com', null, 'Bolt', 'Another long message.', 'other',
      '10k-50k', '1-3-months', $1, 'client-hash-0001', '/') as outcome`
    expect((await sql(who, submit, [`key-${who}-0001`])).rows[0].outcome).toBe('created')
  })
  it.each([
    ['anon', 'denied'],
    ['member', 0],
    ['admin', 4],
  ] as const)('%s reading: %s', async (who, expected) => {
    expect(await rows(who, 'select * from public.enquiries')).toBe(expected)
  })
  it.each([
    ['anon', 'denied'],
    ['member', 0],
    ['admin', 1],
  ] as const)('%s updating/deleting: %s', async (who, expected) => {
    expect(await rows(who, `update public.enquiries set handled_at = now() where idempotency_key = 'seed-key-0001' returning id`)).toBe(
      expected,
    )
    expect(await rows(who, `delete from public.enquiries where idempotency_key = 'key-admin-0001' returning id`)).toBe(expected)
  })
  it.each(everyone)('%s may not change any column but handled_at', async (who) => {
    expect(await rows(who, `update public.enquiries set notified_at = now() returning id`)).toBe('denied')
    expect(await rows(who, `update public.enquiries set created_at = now() returning id`)).toBe('denied')
  })
})

describe('storage.objects (bucket media)', () => {
  it.each([
    ['anon', 0],
    ['member', 0],
    ['admin', 1],
  ] as const)('%s listing: %s', async (who, expected) => {
    expect(await rows(who, `select * from storage.objects where bucket_id = 'media'`)).toBe(expected)
  })
  it.each([
    ['anon', 'denied'],
    ['member', 'denied'],
    ['admin', 1],
  ] as const)('%s uploading: %s', async (who, expected) => {
    expect(await rows(who, `insert into storage.objects (bucket_id, name) values ('media', $1) returning id`, [`2-${who}.png`])).toBe(
      expected,
    )
  })
  it.each([
    ['anon', 0],
    ['member', 0],
    ['admin', 1],
  ] as const)('%s deleting: %s', async (who, expected) => {
    expect(await rows(who, `delete from storage.objects where name = '2-admin.png' returning id`)).toBe(expected)
  })
})
