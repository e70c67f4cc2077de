// npm run admin:create -- --email E --password P [--no-admin]
// Creates the user (or sets its password) and lists it in admin_users. Embedded backend by
// default (stop the server first: the data directory is locked); Supabase when SUPABASE_URL and
// SUPABASE_ANON_KEY are set, through SUPABASE_SERVICE_ROLE_KEY.
import './dot-env.js'
import { parseArgs } from 'node:util'
import { createEmbeddedBackend } from '~/backend/embedded/adapter.server'
import { dataDir } from '~/config/env.server'
import { sessionSettings, supabaseConfig } from '~/config/ports.server'
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '~/backend/password-rule'

// The database files this creates are the server's: private to this user (as server.js does).
process.umask(0o077)

const USAGE = 'Usage: npm run admin:create -- --email <email> --password <password> [--no-admin]'

async function main(): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, 'no-admin': { type: 'boolean' } },
    }))
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const { email, password } = values
  if (!email || !password) {
    console.error(USAGE)
    return 2
  }
  if (!isStrongPassword(password)) {
    console.error(PASSWORD_RULE_MESSAGE)
    return 1
  }
  const input = { email, password, admin: !values['no-admin'], updatePassword: true }
  const role = input.admin ? 'admin' : 'user'

  const supabase = supabaseConfig()
  if (supabase) {
    // The one ensure-admin path (also ADMIN_EMAIL at start-up): the Supabase adapter's ensureUser.
    // Loaded only here: supabase-js prints a Node 20 warning on import.
    const { createSupabaseBackend } = await import('~/backend/supabase/adapter.server')
    const { created } = await createSupabaseBackend(supabase).ensureUser(input)
    console.log(`${created ? 'Created' : 'Updated'} ${role} ${email.toLowerCase()} on Supabase (${supabase.url})`)
    return 0
  }
  const backend = createEmbeddedBackend({ dataDir: dataDir(), ...sessionSettings() })
  try {
    const { created } = await backend.ensureUser(input)
    console.log(`${created ? 'Created' : 'Updated'} ${role} ${email.toLowerCase()} in ${dataDir()}`)
    return 0
  } finally {
    await backend.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
