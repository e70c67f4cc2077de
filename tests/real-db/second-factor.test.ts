// On PostgreSQL 15 and PostgREST: admin rights need the token's aal2 (migration 20250302). An admin's
// password-only token (aal1), sent straight at the REST and Storage APIs with the public key, is
// refused by row-level security itself, not only by the app's guard; the same admin at aal2 passes.
import { describe, expect, it } from 'vitest'
import { signJwt } from './fakes/jwt'
import { useProject } from './project'

const project = useProject('strict')

function token(sub: string, aal: 'aal1' | 'aal2') {
  const iat = Math.floor(Date.now() / 1000)
  return signJwt({ sub, role: 'authenticated', aud: 'authenticated', aal, iat, exp: iat + 600, email: 'boss@arclight.test' })
}
function api(path: string, jwt: string, init: RequestInit = {}) {
  const p = project()
  // A form sets its own multipart Content-Type (with the boundary).
  const type: Record<string, string> = init.body instanceof FormData ? {} : { 'Content-Type': 'application/json' }
  return fetch(`${p.url}${path}`, { ...init, headers: { apikey: p.anonKey, Authorization: `Bearer ${jwt}`, ...type } })
}
const upload = (jwt: string, name: string) => {
  const form = new FormData()
  form.set('file', new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }))
  return api(`/storage/v1/object/media/${name}`, jwt, { method: 'POST', body: form })
}

describe('aal2 is required of admins by row-level security', () => {
  it('refuses an aal1 token on posts, clients, enquiries and storage writes; allows aal2', async () => {
    const p = project()
    const adminId = await p.createUser('boss@arclight.test', 'B0ss!Passw0rd', { admin: true })
    await p.db`insert into public.enquiries (name, email, company, message, project_type, budget, timeline, idempotency_key)
      values ('Ann Lee', 'ann@example.com', 'Acme', 'A message long enough.', 'website', 'under-10k', 'immediate', 'aal-key-0001')`
    const results: Record<string, number[]> = {}
    for (const aal of ['aal1', 'aal2'] as const) {
      const jwt = token(adminId, aal)
      const post = await api('/rest/v1/posts', jwt, {
        method: 'POST',
        body: JSON.stringify({ title: `T ${aal}`, slug: `t-${aal}`, content: 'x', status: 'draft' }),
      })
      const client = await api('/rest/v1/clients', jwt, { method: 'POST', body: JSON.stringify({ name: `Client ${aal}` }) })
      const enquiries = (await (await api('/rest/v1/enquiries?select=id', jwt)).json()) as unknown[]
      const stored = await upload(jwt, `1-${aal}.png`)
      const storedBody = (await stored.json()) as { statusCode?: string }
      results[aal] = [post.status, client.status, enquiries.length, stored.status, Number(storedBody.statusCode ?? 200)]
    }
    // RLS refuses the inserts (PostgREST: 403, 42501) and shows no enquiry rows; Storage answers an
    // RLS refusal as Supabase's does: HTTP 400 with statusCode "403".
    expect(results).toEqual({ aal1: [403, 403, 0, 400, 403], aal2: [201, 201, 1, 200, 200] })
    expect(await p.db`select count(*)::int as n from public.posts where slug = 't-aal1'`).toEqual([{ n: 0 }])
  })

  it('with ADMIN_REQUIRE_2FA off (auth_policy), an admin without a factor passes at aal1; one with a factor does not', async () => {
    const p = project()
    const adminId = await p.createUser('relaxed@arclight.test', 'R3laxed!Passw0rd', { admin: true })
    await p.db`update public.auth_policy set require_aal2 = false`
    try {
      const insert = () =>
        api('/rest/v1/clients', token(adminId, 'aal1'), { method: 'POST', body: JSON.stringify({ name: `C ${crypto.randomUUID()}` }) })
      expect((await insert()).status).toBe(201)
      await p.db`insert into auth.mfa_factors (id, user_id, factor_type, status, created_at, updated_at, secret)
        values (gen_random_uuid(), ${adminId}, 'totp', 'verified', now(), now(), 'SECRET')`
      expect((await insert()).status).toBe(403)
    } finally {
      await p.db`update public.auth_policy set require_aal2 = true`
    }
  })
})
