// supabase/config.toml, for operators who run Supabase locally with Docker (`supabase start`,
// `supabase db reset`): it must run this project's migrations and seed, on the PostgreSQL
// version the real-database tier tests, with the settings the app relies on. (The Supabase CLI
// itself, 3.1.0, parsed it without a warning; it needs Docker for anything more.)
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'

const dir = path.resolve(import.meta.dirname, '../../../supabase')
const config = parse(fs.readFileSync(path.join(dir, 'config.toml'), 'utf8')) as Record<string, Record<string, any>>

describe('supabase/config.toml', () => {
  it('runs our migrations and the seed, on PostgreSQL 15', () => {
    expect(config.db.major_version).toBe(15)
    expect(config.db.migrations.enabled).toBe(true)
    expect(config.db.seed).toMatchObject({ enabled: true, sql_paths: ['./seed.sql'] })
    for (const seed of config.db.seed.sql_paths) expect(fs.existsSync(path.join(dir, seed))).toBe(true)
    expect(fs.readdirSync(path.join(dir, 'migrations')).every((name) => /^\d{14}_[a-z0-9_]+\.sql$/.test(name))).toBe(true)
  })

  it('grants nothing by itself, exposes public, and has Realtime for the page caches', () => {
    expect(config.api).toMatchObject({ enabled: true, auto_expose_new_tables: false, extra_search_path: ['public', 'extensions'] })
    expect(config.api.schemas).toContain('public')
    expect(config.realtime.enabled).toBe(true)
    expect(config.storage.enabled).toBe(true)
  })

  it('Auth as the app expects: no sign-ups, the password rule, single-use refresh tokens', () => {
    expect(config.auth).toMatchObject({
      enabled: true,
      enable_signup: false,
      enable_anonymous_sign_ins: false,
      minimum_password_length: 8,
      password_requirements: 'lower_upper_letters_digits_symbols',
      enable_refresh_token_rotation: true,
      refresh_token_reuse_interval: 10,
    })
    expect(config.auth.email).toMatchObject({ enabled: true, enable_confirmations: false })
  })
})
