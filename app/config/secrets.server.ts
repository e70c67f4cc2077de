import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ensurePrivateDir } from '~/backend/embedded/private-dir.server'
import { dataDir, env, isProduction } from './env.server'

let cached: string | undefined

/**
 * The secret that signs our cookies. SESSION_SECRET wins; on the embedded default one is generated
 * once and kept in DATA_DIR, so sessions survive restarts without any set-up. A hosted deployment
 * (Supabase configured) in production must set SESSION_SECRET, because instances share no disk.
 */
export function sessionSecret(): string {
  if (cached) return cached
  const { SESSION_SECRET, SUPABASE_URL } = env()
  if (SESSION_SECRET) return (cached = SESSION_SECRET)
  if (isProduction() && SUPABASE_URL) {
    throw new Error('SESSION_SECRET must be set in production when Supabase is configured')
  }
  const file = path.join(dataDir(), 'session-secret')
  if (!fs.existsSync(file)) {
    ensurePrivateDir(path.dirname(file))
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  }
  return (cached = fs.readFileSync(file, 'utf8').trim())
}
