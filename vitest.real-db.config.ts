// The real-database tier (tests/real-db): the Supabase adapter and the routes on it through
// supabase-js, PostgREST 12 and PostgreSQL 15, started once per run by the global setup
// (docs/decisions/190). Auth, Storage and Realtime, which cannot run here, are fakes on that database.
import { defineConfig } from 'vitest/config'
import base from './vite.config'

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/real-db/**/*.test.ts'],
    globalSetup: ['tests/real-db/global-setup.ts'],
  },
})
