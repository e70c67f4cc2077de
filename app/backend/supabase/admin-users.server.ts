import { isAuthApiError, type SupabaseClient, type User } from '@supabase/supabase-js'
import type { SupabaseKeys } from '../config.server'
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '~/backend/password-rule'
import { BackendError, type Backend } from '../types'
import { fromAuth, fromPostgrest } from './errors.server'
import { createServiceClient } from './supabase-client.server'

type EnsureUser = Backend['ensureUser']

const MISSING_SERVICE_KEY =
  'SUPABASE_SERVICE_ROLE_KEY is required to create admin users when Supabase is configured ' +
  '(Supabase dashboard: Project Settings > API > service_role key).'

/**
 * Creates (or finds, and optionally re-passwords) a Supabase Auth user with the service-role key
 * and lists it in admin_users. Used by `npm run admin:create` and ADMIN_EMAIL at start-up.
 */
export function createEnsureUser(config: SupabaseKeys): EnsureUser {
  return async ({ email, password, admin = true, updatePassword = false }) => {
    // The password rule of the specification, as the embedded adapter enforces it (CLI and start-up admin).
    if (!isStrongPassword(password)) throw new BackendError('invalid', PASSWORD_RULE_MESSAGE)
    if (!config.serviceRoleKey) throw new BackendError('not_authenticated', MISSING_SERVICE_KEY)
    const service = createServiceClient({ ...config, serviceRoleKey: config.serviceRoleKey })
    const normalized = email.trim().toLowerCase()

    // POST /auth/v1/admin/users, confirmed at once (no e-mail round trip for an admin account).
    const created = await service.auth.admin.createUser({ email: normalized, password, email_confirm: true })
    let user: User
    let isNew = true
    if (created.data.user) {
      user = created.data.user
    } else if (isAuthApiError(created.error) && (created.error.code === 'email_exists' || created.error.status === 422)) {
      isNew = false
      const existing = await findUserByEmail(service, normalized)
      if (!existing) throw fromAuth(created.error)
      user = existing
      if (updatePassword) {
        const updated = await service.auth.admin.updateUserById(user.id, { password })
        if (updated.error) throw withMessage(updated.error)
      }
    } else {
      throw withMessage(created.error)
    }

    if (admin) {
      // Service role: row-level security does not apply; an existing row is left as it is.
      const result = await service.from('admin_users').upsert({ id: user.id }, { onConflict: 'id', ignoreDuplicates: true })
      if (result.error) throw fromPostgrest(result.error, result.status)
    }
    return { userId: user.id, created: isNew }
  }
}

/** The Admin API has no lookup by e-mail: page through the users (admins are few). */
async function findUserByEmail(service: SupabaseClient, email: string): Promise<User | null> {
  const perPage = 1000
  for (let page = 1; page <= 100; page++) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage })
    if (error) throw fromAuth(error)
    const match = data.users.find((user) => user.email?.toLowerCase() === email)
    if (match) return match
    if (data.users.length < perPage) return null
  }
  return null
}

/** Auth errors keep their own message here (e.g. a weak password's reasons) for the CLI. */
function withMessage(error: unknown) {
  const mapped = fromAuth(error)
  return error instanceof Error && error.message ? Object.assign(mapped, { message: error.message }) : mapped
}
