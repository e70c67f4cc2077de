// The fakes of what cannot run here, held to the real thing: the Auth fake's tokens are real HS256
// JWTs that PostgREST itself accepts or refuses (signature, expiry), and the Storage fake's answers
// are decided by the storage policies of our migrations on the real storage.objects.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { fromPostgrest } from '~/backend/supabase/errors.server'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import { createDataClient } from '~/backend/supabase/supabase-client.server'
import { cookieHeader, pageRequest } from '../fixtures/cookie-jar'
import { signJwt, verifyJwt } from './fakes/jwt'
import { useProject } from './project'
import { ADMIN, MEMBER, signIn } from './roles'

const project = useProject('strict')

async function session(who = MEMBER) {
  const response = await fetch(`${project().url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: project().anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  })
  return (await response.json()) as { access_token: string; refresh_token: string; expires_at: number; user: { id: string } }
}

describe('the Auth fake mints what PostgREST checks', () => {
  it('a signed-in user’s token is an HS256 JWT with GoTrue’s claims; PostgREST runs as that user', async () => {
    const memberId = await project().createUser(MEMBER.email, MEMBER.password)
    const { access_token: token, expires_at } = await session()
    const check = verifyJwt(token)
    expect(check.ok && check.claims).toMatchObject({
      sub: memberId,
      role: 'authenticated',
      aud: 'authenticated',
      email: MEMBER.email,
      exp: expires_at,
    })
    // auth.uid() in the database is the token's subject: the member sees its own admin_users row only if listed (it is not).
    const db = createDataClient(project().config, async () => token)
    expect(await db.from('admin_users').select('id')).toMatchObject({ status: 200, data: [] })
    await project().db`insert into public.admin_users (id) values (${memberId})`
    expect(await db.from('admin_users').select('id')).toMatchObject({ data: [{ id: memberId }] })
    await project().db`delete from public.admin_users where id = ${memberId}`
    // The user row is real: GoTrue's bcrypt format, a sign-in time.
    const [row] = await project().db`select encrypted_password, last_sign_in_at from auth.users where id = ${memberId}`
    expect(row.encrypted_password).toMatch(/^\$2a\$10\$/)
    expect(row.last_sign_in_at).toBeInstanceOf(Date)
  })

  it('PostgREST refuses a token signed with another secret, and an expired one', async () => {
    const { access_token: token } = await session()
    const claims = (verifyJwt(token) as { claims: Record<string, unknown> }).claims
    const forged = signJwt({ ...claims, role: 'service_role' }, 'another-secret-of-at-least-thirty-two-chars')
    // PostgREST allows 30 s of clock skew past `exp`: a minute past it is expired.
    const expired = signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
    for (const [bad, message] of [
      [forged, /JWSInvalidSignature|signature/i],
      [expired, /JWT expired/],
    ] as const) {
      const result = await createDataClient(project().config, async () => bad)
        .from('posts')
        .select('id')
      expect(result.status).toBe(401)
      expect(result.error?.message).toMatch(message)
      // PostgREST 12.0.2 (here) answers PGRST301 for both; hosted Supabase's newer PostgREST answers an
      // expired token with PGRST303. The adapter takes both as "not authenticated".
      expect(result.error?.code).toBe('PGRST301')
      expect(fromPostgrest(result.error!, result.status).code).toBe('not_authenticated')
    }
    expect(fromPostgrest({ code: 'PGRST303', message: 'JWT expired' }, 401).code).toBe('not_authenticated')
  })

  it('an access token past its expiry is refreshed once during a request, and the data call carries the new one', async () => {
    await project().createUser(ADMIN.email, ADMIN.password, { admin: true })
    const backend = createSupabaseBackend(project().config)
    project().auth.settings.accessTokenSeconds = 1
    try {
      const cookie = await signIn(backend, ADMIN, 'client-expiry')
      await new Promise((resolve) => setTimeout(resolve, 1200))
      const before = project().auth.stats.refreshes
      const rb = createSupabaseBackend(project().config).forRequest(pageRequest(cookie))
      expect(await rb.isAdmin()).toBe(true) // GET /rest/v1/admin_users with the refreshed token
      expect(project().auth.stats.refreshes).toBe(before + 1)
      expect(cookieHeader(rb.headers, cookie)).not.toBe(cookie) // the new session goes to the browser
    } finally {
      project().auth.settings.accessTokenSeconds = 3600
    }
  })

  it('refresh tokens are single-use after the reuse interval: replaying one ends the session', async () => {
    const { refresh_token: refresh } = await session()
    const refreshWith = (token: string) =>
      fetch(`${project().url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: project().anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      })
    const first = await refreshWith(refresh)
    expect(first.status).toBe(200)
    const next = ((await first.json()) as { refresh_token: string }).refresh_token
    project().auth.settings.reuseIntervalMs = 0
    try {
      await new Promise((resolve) => setTimeout(resolve, 5))
      expect(await (await refreshWith(refresh)).json()).toMatchObject({ error_code: 'refresh_token_already_used' })
      expect((await refreshWith(next)).status).toBe(400) // the whole session ended
    } finally {
      project().auth.settings.reuseIntervalMs = 10_000
    }
  })
})

describe('the Storage fake is decided by the storage policies', () => {
  it('an admin’s upload is allowed by “media: admins upload”, and refused once that policy is gone', async () => {
    const backend = createSupabaseBackend(project().config)
    const cookie = await signIn(backend, ADMIN, 'client-storage')
    const admin = () => backend.forRequest(pageRequest(cookie))
    const file = () => new File(['hello'], 'note.txt', { type: 'text/plain' })
    const stored = await admin().media.upload(file())
    await project().db.unsafe(`alter policy "media: admins upload" on storage.objects with check (false)`)
    try {
      await expect(admin().media.upload(file())).rejects.toMatchObject({ code: 'forbidden' })
    } finally {
      await project().db.unsafe(
        `alter policy "media: admins upload" on storage.objects with check (bucket_id = 'media' and (select public.is_admin()))`,
      )
    }
    await project().db.unsafe(`alter policy "media: admins read" on storage.objects using (false)`)
    try {
      expect(await admin().media.list()).toEqual([])
    } finally {
      await project().db.unsafe(
        `alter policy "media: admins read" on storage.objects using (bucket_id = 'media' and (select public.is_admin()))`,
      )
    }
    expect((await admin().media.list()).map((f) => f.name)).toEqual([stored.name])
  })

  it('an expired or forged token is refused by the Storage fake as by the Storage API', async () => {
    const { access_token: token } = await session(ADMIN)
    const claims = (verifyJwt(token) as { claims: Record<string, unknown> }).claims
    for (const bad of [signJwt({ ...claims, exp: 1 }), signJwt(claims, 'another-secret-of-at-least-thirty-two-chars')]) {
      const result = await createDataClient(project().config, async () => bad)
        .storage.from('media')
        .list('')
      expect(result.error).toMatchObject({ statusCode: '403' })
    }
  })
})

describe('npm run admin:create on a Supabase project', () => {
  it('creates the user through the Auth admin API and lists it in admin_users with the service key; sign-in follows', async () => {
    const { url, anonKey, serviceKey } = project()
    const env = {
      ...process.env,
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceKey,
      NODE_ENV: 'test' as const,
    }
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/admin-create.ts', '--email', 'Cli.Admin@Arclight.test', '--password', 'Cl1!Passw0rd'],
      { env },
    )
    expect(stdout).toContain('cli.admin@arclight.test')
    expect(
      await project()
        .db`select count(*)::int as n from public.admin_users a join auth.users u using (id) where u.email = 'cli.admin@arclight.test'`,
    ).toEqual([{ n: 1 }])
    const backend = createSupabaseBackend(project().config)
    const cookie = await signIn(backend, { email: 'cli.admin@arclight.test', password: 'Cl1!Passw0rd' }, 'client-cli')
    expect(await backend.forRequest(pageRequest(cookie)).isAdmin()).toBe(true)
  })
})
