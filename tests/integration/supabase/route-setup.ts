// Route tests on the fake Supabase project: msw listening, the Supabase adapter as the app's
// backend (setBackend) and, for the pages, the bundled content.
import { afterAll, beforeAll } from 'vitest'
import { setBackend } from '~/backend/index.server'
import { createSupabaseBackend } from '~/backend/supabase/adapter.server'
import { createBundledSource } from '~/content/bundled-source.server'
import { setContentSource } from '~/content/content.server'
import { config, server } from './fake-supabase'

export function useSupabaseRoutes({ content }: { content: boolean }) {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' })
    if (content) setContentSource(createBundledSource())
    setBackend(createSupabaseBackend(config))
  })
  afterAll(() => {
    setBackend(undefined)
    if (content) setContentSource(undefined)
    server.close()
  })
}
