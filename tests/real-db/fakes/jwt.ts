// HS256 JSON Web Tokens, as Supabase Auth signs them and PostgREST checks them: one secret for the
// project (PGRST_JWT_SECRET), `exp` in seconds. The API keys are such tokens too (role anon or
// service_role, ten years).
import crypto from 'node:crypto'

export const JWT_SECRET = 'real-db-tier-jwt-secret-of-at-least-32-characters'

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const mac = (data: string, secret: string) => crypto.createHmac('sha256', secret).update(data).digest('base64url')

export function signJwt(claims: Record<string, unknown>, secret = JWT_SECRET) {
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`
  return `${unsigned}.${mac(unsigned, secret)}`
}

export type JwtCheck = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

export function verifyJwt(token: string, secret = JWT_SECRET, nowSeconds = Date.now() / 1000): JwtCheck {
  const [head, body, signature, extra] = token.split('.')
  if (!head || !body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' }
  let claims: Record<string, unknown>
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }
    if (header.alg !== 'HS256') return { ok: false, reason: 'signature' }
    claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const expected = Buffer.from(mac(`${head}.${body}`, secret))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}

/** The project's two API keys (legacy JWT keys: what PostgREST and Realtime accept). */
export function apiKeys(secret = JWT_SECRET) {
  const iat = Math.floor(Date.now() / 1000)
  const key = (role: string) => signJwt({ iss: 'supabase', ref: 'realdb', role, iat, exp: iat + 10 * 365 * 86_400 }, secret)
  return { anonKey: key('anon'), serviceKey: key('service_role') }
}
