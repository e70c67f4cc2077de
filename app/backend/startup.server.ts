import { getBackend } from './index.server'

// server/index.ts calls this before it listens. The embedded database is opened (and its DATA_DIR
// locked) at start-up, so a second process on the same data directory stops at once with the
// lock's message instead of listening and answering 503s and 500s. Hosted Supabase needs nothing.
export async function openBackendAtStartup(): Promise<void> {
  const backend = getBackend()
  if (backend.kind === 'embedded') await backend.health()
}
