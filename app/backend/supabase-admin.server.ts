import { createClient } from '@supabase/supabase-js'
import { WebSocket } from 'ws'
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '~/backend/password-rule'
import type { SupabaseKeys } from './config.server'
import { BackendError } from './types'

// Creating admins on hosted Supabase (CLI and start-up), with the service role key, which
// bypasses row-level security: only ever used here, never for a visitor's request.

const PER_PAGE = 200

export async function ensureSupabaseUser(
  config: SupabaseKeys,
  input: { email: string; password: string; admin?: boolean; updatePassword?: boolean },
): Promise<{ userId: string; created: boolean }> {
  if (!config.serviceRoleKey) {
    throw new BackendError('not_authenticated', 'SUPABASE_SERVICE_ROLE_KEY must be set to create users on Supabase')
  }
  if (!isStrongPassword(input.password)) throw new BackendError('invalid', PASSWORD_RULE_MESSAGE)
  const email = input.email.trim().toLowerCase()
  const supabase = createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js 2.105+ throws on Node 20 without a WebSocket implementation (STACK.md).
    realtime: { transport: WebSocket as never },
  })
  const fail = (what: string, error: { message: string; status?: number }) =>
    new BackendError(error.status === 401 || error.status === 403 ? 'not_authenticated' : 'unavailable', `${what}: ${error.message}`)

  let userId: string | undefined
  for (let page = 1; !userId; page++) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: PER_PAGE })
    if (error) throw fail('Listing users failed', error)
    userId = data.users.find((u) => u.email?.toLowerCase() === email)?.id
    if (data.users.length < PER_PAGE) break
  }

  let created = false
  if (!userId) {
    const { data, error } = await supabase.auth.admin.createUser({ email, password: input.password, email_confirm: true })
    if (error) throw fail('Creating the user failed', error)
    userId = data.user.id
    created = true
  } else if (input.updatePassword) {
    const { error } = await supabase.auth.admin.updateUserById(userId, { password: input.password })
    if (error) throw fail('Updating the password failed', error)
  }

  if (input.admin !== false) {
    const { error } = await supabase.from('admin_users').upsert({ id: userId }, { onConflict: 'id', ignoreDuplicates: true })
    if (error) throw fail('Adding to admin_users failed', error)
  }
  return { userId, created }
}
