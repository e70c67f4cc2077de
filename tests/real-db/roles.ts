// The four callers of the adapter on a project: a visitor (anon), a signed-in non-admin (member),
// an admin (each signed in through the adapter, so through the Auth fake and begin_sign_in), and
// the server's own jobs with the service-role key.
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

export async function signIn(backend: Backend, who: { email: string; password: string }, clientHash = 'client-roles') {
  const login = backend.forRequest(pageRequest('', '/login'))
  const result = await login.signInWithPassword(who.email, who.password, clientHash)
  if (!result.ok) throw new Error(`sign-in of ${who.email} failed: ${result.code} ${result.message}`)
  return cookieHeader(login.headers)
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
