// npm run media:strip
// Files uploaded before images were prepared at upload (decision 295) still carry their camera's
// metadata and have no resized copies: this prepares every such image as an upload is (metadata
// stripped, orientation applied, variants made) and writes it back. Images already prepared are
// left alone, so it may run again. Embedded backend by default (stop the server first: the data
// directory is locked); Supabase when SUPABASE_URL and SUPABASE_ANON_KEY are set, through
// SUPABASE_SERVICE_ROLE_KEY.
import './dot-env.js'
import { createEmbeddedBackend } from '~/backend/embedded/adapter.server'
import type { Backend } from '~/backend/types'
import { dataDir, env } from '~/config/env.server'
import { sessionSettings, supabaseConfig } from '~/config/ports.server'
import { prepareImage } from '~/media/process.server'
import { MANIFEST_FILE } from '~/media/variant-set'

process.umask(0o077)

async function main(): Promise<number> {
  const supabase = supabaseConfig()
  const backend: Backend & { close?: () => Promise<void> } = supabase
    ? (await import('~/backend/supabase/adapter.server')).createSupabaseBackend(supabase)
    : createEmbeddedBackend({ dataDir: dataDir(), ...sessionSettings() })
  try {
    const maxPixels = env().MEDIA_MAX_PIXELS
    const { prepared, refused } = await backend.prepareStoredImages(MANIFEST_FILE, (file) => prepareImage(file, { maxPixels }))
    for (const name of prepared) console.log(`Prepared ${name}`)
    for (const { name, message } of refused) console.error(`Left as it is: ${name}: ${message}`)
    console.log(`${prepared.length} image(s) prepared, ${refused.length} left as they are (${supabase ? supabase.url : dataDir()}).`)
    return refused.length ? 1 : 0
  } finally {
    await backend.close?.()
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
