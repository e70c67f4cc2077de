// The privileges every API role must have on our tables and functions, exactly (docs/decisions/120):
// checked on PGlite (grants.test.ts) and on PostgreSQL 15 in both project variants (tests/real-db).
export const ROLES = ['anon', 'authenticated', 'service_role'] as const
export const TABLES = [
  'admin_users',
  'categories',
  'posts',
  'clients',
  'enquiries',
  'sign_in_attempts',
  'post_counts',
  'post_former_slugs',
  'auth_policy',
  'admin_recovery_codes',
  'account_locks',
  'account_emails',
  'password_reset_requests',
] as const
export const PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'] as const

/** Exactly these, nothing more (table-level; enquiries' UPDATE is on handled_at only, checked below). */
export const EXPECTED_TABLES: Record<(typeof ROLES)[number], Record<string, string[]>> = {
  anon: { categories: ['SELECT'], posts: ['SELECT'], clients: ['SELECT'], post_counts: ['SELECT'], post_former_slugs: ['SELECT'] },
  authenticated: {
    admin_users: ['SELECT'],
    categories: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
    posts: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
    clients: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
    enquiries: ['SELECT', 'DELETE'],
    post_counts: ['SELECT'],
    post_former_slugs: ['SELECT'],
  },
  // auth_policy's require_aal2 is granted by column (UPDATE), which no table-level check shows.
  service_role: { admin_users: ['SELECT', 'INSERT'], auth_policy: ['SELECT'] },
}
export const EXPECTED_FUNCTIONS: Record<string, string[]> = {
  is_admin: ['anon', 'authenticated'],
  set_updated_at: [],
  submit_enquiry: ['anon', 'authenticated'],
  begin_sign_in: ['anon', 'authenticated'],
  finish_sign_in: ['authenticated'],
  claim_enquiry_notifications: ['service_role'],
  record_enquiry_notification: ['service_role'],
  enquiry_outbox_backlog: ['service_role'],
  count_posts: [],
  post_count: ['anon', 'authenticated'],
  search_posts: ['authenticated'],
  remember_former_slug: [],
  post_slug_now: ['anon', 'authenticated'],
  replace_recovery_codes: ['authenticated'],
  use_recovery_code: ['authenticated'],
  other_session_count: ['authenticated'],
  queue_account_email: [],
  queue_factor_removed_email: ['authenticated'],
  claim_account_emails: ['service_role'],
  record_account_email: ['service_role'],
  request_password_reset: ['anon', 'authenticated'],
}
