// Placeholder until the Supabase adapter lands (another helper owns app/backend/supabase/**).
import type { SupabaseConfig } from '../config.server'
import type { Backend } from '../types'

export function createSupabaseBackend(_config: SupabaseConfig): Backend {
  throw new Error('The Supabase adapter is not implemented yet: unset SUPABASE_URL to use the embedded backend')
}
