// The four callers of the adapter on a project: a visitor (anon), a signed-in non-admin (member),
// an admin (each signed in through the adapter, so through the Auth fake and begin_sign_in), and
// the server's own jobs with the service-role key.
import { generateTOTP } from '@epic-web/totp'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import type { Backend, RequestBackend } from '~/backend/types'
import { cookieHeader, pageRequest } from '../fixtures/cookie-jar'
import type { Project } from './project'

export const ADMIN = { email: 'admin@arclight.test', password: 'Adm1n!Passw0rd' }
export const MEMBER = { email: 'member@arclight.test', password: 'Memb3r!Passw0rd' }

export interface Callers {
  backend: Backend
  anon(): RequestBackend
  member(): RequestBackend
  admin(): RequestBackend
  adminId: string
  memberId: string
  cookies: { admin: string; member: string }
}

/**
 * Signs in through the adapter; an admin passes the second factor too (ADMIN_REQUIRE_2FA is on):
 * enrolled through the Auth fake on first sign-in, with codes computed from the key it gave.
 */
export async function signIn(backend: Backend, who: { email: string; password: string }, clientHash = 'client-roles') {
  const login = backend.forRequest(pageRequest('', '/login'))
  const result = await login.signInWithPassword(who.email, who.password, clientHash)
  if (!result.ok) throw new Error(`sign-in of ${who.email} failed: ${result.code} ${result.message}`)
  if (await login.isAdmin()) await passSecondFactor(login, clientHash)
  return cookieHeader(login.headers)
}

const totpKeys = new Map<string, string>()
export async function passSecondFactor(api: RequestBackend, clientHash: string) {
  const user = (await api.getUser())!
  const code = async (secret: string) => (await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp
  const { factorId } = await api.mfa.status()
  const known = totpKeys.get(user.id)
  if (factorId && known) {
    const verified = await api.mfa.verify(await code(known), clientHash)
    if (!verified.ok) throw new Error(`second factor of ${user.email} refused: ${verified.message}`)
    return
  }
  const enrolment = await api.mfa.enroll('Arclight')
  const confirmed = await api.mfa.confirm(enrolment.factorId, await code(enrolment.secret), clientHash)
  if (!confirmed.ok) throw new Error(`enrolment of ${user.email} refused: ${confirmed.message}`)
  totpKeys.set(user.id, enrolment.secret)
}

export async function callers(project: Project): Promise<Callers> {
  const adminId = await project.createUser(ADMIN.email, ADMIN.password, { admin: true })
  const memberId = await project.createUser(MEMBER.email, MEMBER.password)
  const backend = createSupabaseBackend(project.config)
  const cookies = { admin: await signIn(backend, ADMIN), member: await signIn(backend, MEMBER) }
  return {
    backend,
    adminId,
    memberId,
    cookies,
    anon: () => backend.forRequest(pageRequest()),
    member: () => backend.forRequest(pageRequest(cookies.member)),
    admin: () => backend.forRequest(pageRequest(cookies.admin)),
  }
}
