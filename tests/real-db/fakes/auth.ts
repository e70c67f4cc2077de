// A fake Supabase Auth (GoTrue) on the real database: users are rows of auth.users with bcrypt
// hashes (pgcrypto, cost 10, as GoTrue stores them), sessions and single-use refresh tokens are rows
// of auth.sessions and auth.refresh_tokens, and access tokens are real HS256 JWTs signed with the
// secret PostgREST checks, with GoTrue's claims and expiry. It answers what the adapter and
// auth-js send (password and refresh-token grants, /user, /logout, /health, the admin user API;
// the second factor in auth-mfa.ts, password recovery in auth-recovery.ts) in GoTrue's error shapes: the 2024-01-01 API ({code, message}) when the client asks for it,
// as auth-js does, else the legacy one ({code, error_code, msg}).
import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Sql } from '../sql'
import { createMfaRoutes } from './auth-mfa'
import { createRecoveryRoutes, type Failure, type RecoverySettings } from './auth-recovery'
import { bearer, readJson, sendJson } from './http'
import { signJwt, verifyJwt } from './jwt'

export interface AuthFakeOptions {
  url: string
  db: Sql
  /** Access token lifetime (GoTrue's JWT_EXP, 3600 s by default). */
  accessTokenSeconds?: number
  /** A used refresh token still works this long (GoTrue's 10 s reuse interval). */
  reuseIntervalMs?: number
  /** Password recovery's settings (auth-recovery.ts); by default the product's: links valid an hour. */
  recovery?: Partial<RecoverySettings>
}

interface UserRow {
  id: string
  email: string
  email_confirmed_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  created_at: Date
  updated_at: Date
}

const USER_COLUMNS = 'id, email, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at'
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])

export function createAuthFake(options: AuthFakeOptions) {
  const { db } = options
  const settings = {
    accessTokenSeconds: options.accessTokenSeconds ?? 3600,
    reuseIntervalMs: options.reuseIntervalMs ?? 10_000,
    recovery: {
      otpExpirySeconds: 3600,
      emailFrequencySeconds: 60,
      passwordMinLength: 6,
      siteUrl: 'http://localhost:3000',
      ...options.recovery,
    },
  }
  const stats = { tokenRequests: 0, refreshes: 0, userRequests: 0 }

  function userBody(row: UserRow) {
    return {
      id: row.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: row.email,
      email_confirmed_at: row.email_confirmed_at,
      phone: '',
      confirmed_at: row.email_confirmed_at,
      last_sign_in_at: row.last_sign_in_at,
      app_metadata: row.raw_app_meta_data,
      user_metadata: row.raw_user_meta_data,
      identities: [],
      created_at: row.created_at,
      updated_at: row.updated_at,
      is_anonymous: false,
    }
  }

  async function issueSession(user: UserRow, sessionId: string) {
    const refreshToken = crypto.randomBytes(9).toString('base64url')
    await db`insert into auth.refresh_tokens (token, session_id) values (${refreshToken}, ${sessionId})`
    // The session's level: aal2 once a factor was verified in it (GoTrue keeps it in auth.sessions),
    // and its methods, newest first, from auth.mfa_amr_claims (password, otp for a link, totp).
    const [session] = await db`select coalesce(aal::text, 'aal1') as aal from auth.sessions where id = ${sessionId}`
    const aal = session?.aal === 'aal2' ? 'aal2' : 'aal1'
    const methods = await db`select authentication_method as method, extract(epoch from updated_at)::int as timestamp
      from auth.mfa_amr_claims where session_id = ${sessionId} order by updated_at desc, authentication_method`
    const iat = Math.floor(Date.now() / 1000)
    const exp = iat + settings.accessTokenSeconds
    const accessToken = signJwt({
      aud: 'authenticated',
      exp,
      iat,
      iss: `${options.url}/auth/v1`,
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal,
      amr: methods.length ? methods.map(({ method, timestamp }) => ({ method, timestamp })) : [{ method: 'password', timestamp: iat }],
      session_id: sessionId,
      is_anonymous: false,
    })
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: settings.accessTokenSeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: { ...userBody(user), factors: await mfa.factorsOf(user.id) },
    }
  }
  const userById = async (userId: string) =>
    (await db.unsafe<UserRow[]>(`select ${USER_COLUMNS} from auth.users where id = $1`, [userId]))[0]
  const mfa = createMfaRoutes(db, async (userId, sessionId) => issueSession(await userById(userId), sessionId))
  /** A new session (aal1, as GoTrue starts every one) signed in by `method`. */
  async function startSession(user: UserRow, method: string) {
    const [session] = await db`insert into auth.sessions (user_id, aal) values (${user.id}, 'aal1') returning id`
    await db`insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
      values (${session.id}, now(), now(), ${method}, gen_random_uuid())`
    return issueSession(user, session.id as string)
  }
  const recovery = createRecoveryRoutes(
    db,
    settings.recovery,
    async (userId, method) => startSession(await userById(userId), method),
    async (userId) => ({ ...userBody(await userById(userId)), factors: await mfa.factorsOf(userId) }),
  )

  /** The signed-in user of a request: a valid JWT whose session still exists, and its user. */
  async function authenticated(request: IncomingMessage) {
    const check = verifyJwt(bearer(request))
    if (!check.ok) {
      const detail = check.reason === 'expired' ? 'token has invalid claims: token is expired' : 'unable to parse or verify signature'
      return { error: [403, 'bad_jwt', `invalid JWT: ${detail}`] as const }
    }
    const { sub, session_id: sessionId } = check.claims as { sub?: string; session_id?: string }
    if (sessionId) {
      const [session] = await db`select id from auth.sessions where id = ${sessionId}`
      if (!session) return { error: [403, 'session_not_found', 'Session from session_id claim in JWT does not exist'] as const }
    }
    const [user] = sub ? await db.unsafe<UserRow[]>(`select ${USER_COLUMNS} from auth.users where id = $1`, [sub]) : []
    if (!user) return { error: [403, 'user_not_found', 'User from sub claim in JWT does not exist'] as const }
    return { user, sessionId, claims: check.claims }
  }

  async function passwordGrant(body: Record<string, unknown>) {
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase()
    const password = String(body.password ?? '')
    const [user] = await db.unsafe<(UserRow & { ok: boolean })[]>(
      `select ${USER_COLUMNS}, encrypted_password = extensions.crypt($2, encrypted_password) as ok from auth.users where email = $1`,
      [email, password],
    )
    if (!user?.ok) return [400, 'invalid_credentials', 'Invalid login credentials'] as const
    if (!user.email_confirmed_at) return [400, 'email_not_confirmed', 'Email not confirmed'] as const
    await db`update auth.users set last_sign_in_at = now() where id = ${user.id}`
    return startSession(user, 'password')
  }

  async function refreshGrant(body: Record<string, unknown>) {
    stats.refreshes++
    const token = String(body.refresh_token ?? '')
    const [row] = await db`
      select t.id, t.revoked, t.updated_at, t.session_id, s.user_id from auth.refresh_tokens t
      join auth.sessions s on s.id = t.session_id where t.token = ${token}`
    if (!row) return [400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'] as const
    if (row.revoked && Date.now() - (row.updated_at as Date).getTime() > settings.reuseIntervalMs) {
      // GoTrue treats this as a stolen token: the whole session ends.
      await db`delete from auth.sessions where id = ${row.session_id}`
      return [400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'] as const
    }
    await db`update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${row.id} and not revoked`
    const [user] = await db.unsafe<UserRow[]>(`select ${USER_COLUMNS} from auth.users where id = $1`, [row.user_id])
    return issueSession(user, row.session_id as string)
  }

  async function admin(request: IncomingMessage, path: string, method: string, url: URL) {
    const check = verifyJwt(bearer(request))
    if (!check.ok) return [401, 'bad_jwt', 'invalid JWT'] as const
    if (!ADMIN_ROLES.has(String(check.claims.role))) return [403, 'not_admin', 'User not allowed'] as const
    if (method === 'POST' && path === '/admin/users') {
      const body = (await readJson(request)) ?? {}
      const email = String(body.email ?? '')
        .trim()
        .toLowerCase()
      const password = String(body.password ?? '')
      if (!/^[^@\s]+@[^@\s]+$/.test(email)) return [400, 'validation_failed', 'Unable to validate email address: invalid format'] as const
      if (password.length < 6) return [422, 'weak_password', 'Password should be at least 6 characters.'] as const
      const [exists] = await db`select 1 from auth.users where email = ${email}`
      if (exists) return [422, 'email_exists', 'A user with this email address has already been registered'] as const
      // Two servers creating the same admin at once: the unique e-mail decides, as in GoTrue.
      const [user] = await db.unsafe<UserRow[]>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at)
           values ($1, extensions.crypt($2, extensions.gen_salt('bf', 10)), case when $3 then now() end)
           on conflict (email) where is_anonymous is false do nothing returning ${USER_COLUMNS}`,
        [email, password, body.email_confirm === true],
      )
      if (!user) return [422, 'email_exists', 'A user with this email address has already been registered'] as const
      return userBody(user)
    }
    if (method === 'GET' && path === '/admin/users') {
      const page = Math.max(1, Number(url.searchParams.get('page')) || 1)
      const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page')) || 50))
      const users = await db.unsafe<UserRow[]>(`select ${USER_COLUMNS} from auth.users order by created_at, id limit $1 offset $2`, [
        perPage,
        (page - 1) * perPage,
      ])
      const [{ total }] = await db`select count(*)::int as total from auth.users`
      return { users: users.map(userBody), aud: 'authenticated', total }
    }
    const factorPath = /^\/admin\/users\/([0-9a-f-]{36})\/factors\/([0-9a-f-]{36})$/.exec(path)
    if (factorPath && method === 'DELETE') return mfa.adminDelete(factorPath[1], factorPath[2])
    const match = /^\/admin\/users\/([0-9a-f-]{36})$/.exec(path)
    if (match && method === 'PUT') {
      const body = (await readJson(request)) ?? {}
      if (typeof body.password === 'string' && body.password.length < 6) {
        return [422, 'weak_password', 'Password should be at least 6 characters.'] as const
      }
      const [user] = await db.unsafe<UserRow[]>(
        `update auth.users set updated_at = now(),
           encrypted_password = coalesce(extensions.crypt($2, extensions.gen_salt('bf', 10)), encrypted_password)
         where id = $1 returning ${USER_COLUMNS}`,
        [match[1], typeof body.password === 'string' ? body.password : null],
      )
      return user ? userBody(user) : ([404, 'user_not_found', 'User not found'] as const)
    }
    return [404, 'not_found', 'Not found'] as const
  }

  async function handle(request: IncomingMessage, response: ServerResponse, path: string) {
    const url = new URL(request.url ?? '/', 'http://auth.local')
    const method = request.method ?? 'GET'
    const modern = Boolean(request.headers['x-supabase-api-version'])
    const fail = ([status, code, message, payload]: Failure) =>
      modern
        ? sendJson(response, status, { code, message, ...payload }, { 'X-Supabase-Api-Version': '2024-01-01' })
        : sendJson(response, status, { code: status, error_code: code, msg: message, ...payload })
    const answer = (result: object | Failure) =>
      Array.isArray(result) ? fail(result as unknown as Failure) : sendJson(response, 200, result)

    if (method === 'GET' && path === '/health') return sendJson(response, 200, { version: 'fake', name: 'GoTrue', description: 'fake' })
    if (method === 'POST' && path === '/token') {
      stats.tokenRequests++
      const grant = url.searchParams.get('grant_type')
      const body = (await readJson(request)) ?? {}
      if (grant === 'password') return answer(await passwordGrant(body))
      if (grant === 'refresh_token') return answer(await refreshGrant(body))
      return fail([400, 'validation_failed', 'unsupported_grant_type'])
    }
    if (method === 'GET' && path === '/user') {
      stats.userRequests++
      const found = await authenticated(request)
      return 'error' in found ? fail(found.error!) : answer({ ...userBody(found.user), factors: await mfa.factorsOf(found.user.id) })
    }
    if (method === 'PUT' && path === '/user') {
      const found = await authenticated(request)
      if ('error' in found) return fail(found.error!)
      return answer(
        await recovery.updateUser({ user: found.user, sessionId: found.sessionId, claims: found.claims }, (await readJson(request)) ?? {}),
      )
    }
    if (method === 'POST' && path === '/recover') {
      return answer(await recovery.recover((await readJson(request)) ?? {}, url.searchParams.get('redirect_to')))
    }
    if (method === 'POST' && path === '/verify') return answer(await recovery.verify((await readJson(request)) ?? {}))
    if (method === 'POST' && path === '/logout') {
      const found = await authenticated(request)
      if ('error' in found) return fail(found.error!)
      const scope = url.searchParams.get('scope') ?? 'global'
      if (!['global', 'local', 'others'].includes(scope)) return fail([400, 'validation_failed', `Unsupported logout scope "${scope}"`])
      if (scope === 'global') await db`delete from auth.sessions where user_id = ${found.user.id}`
      else if (scope === 'local') await db`delete from auth.sessions where id = ${found.sessionId ?? null}`
      else await db`delete from auth.sessions where user_id = ${found.user.id} and id <> ${found.sessionId ?? null}`
      response.writeHead(204).end()
      return
    }
    const factor = /^\/factors(?:\/([0-9a-f-]{36})(?:\/(challenge|verify))?)?$/.exec(path)
    if (factor) {
      const found = await authenticated(request)
      if ('error' in found) return fail(found.error!)
      const caller = { user: found.user, sessionId: found.sessionId, claims: found.claims }
      const [, id, step] = factor
      if (method === 'POST' && !id) return answer(await mfa.enroll(caller, (await readJson(request)) ?? {}))
      if (method === 'POST' && step === 'challenge') return answer(await mfa.challenge(caller, id))
      if (method === 'POST' && step === 'verify') return answer(await mfa.verify(caller, id, (await readJson(request)) ?? {}))
      if (method === 'DELETE' && id && !step) return answer(await mfa.unenroll(caller, id))
      return fail([404, 'not_found', 'Not found'])
    }
    if (path.startsWith('/admin/')) {
      const result = await admin(request, path, method, url)
      if (!Array.isArray(result) && 'users' in result) {
        const { total, ...body } = result as { total: number; users: unknown[] }
        return sendJson(response, 200, body, { 'X-Total-Count': String(total) })
      }
      return answer(result)
    }
    return fail([404, 'not_found', 'Not found'])
  }

  /** The fake's mailbox: every recovery e-mail "sent", oldest first. */
  return { handle, settings, stats, sent: recovery.sent }
}

export type AuthFake = ReturnType<typeof createAuthFake>
