import type { Backend, BackendHealth } from './types'

export * from './types'

// One backend per process, made on first use by the factory that app/config/ports.server.ts sets
// at start-up. Kept on globalThis so that Vite's module reloading in development never opens the
// embedded database twice.
const globalStore = globalThis as typeof globalThis & { __arclightBackend?: Backend; __arclightBackendFactory?: () => Backend }

export function getBackend(): Backend {
  const factory = globalStore.__arclightBackendFactory
  if (!globalStore.__arclightBackend && !factory) throw new Error('The backend is not configured (app/config/ports.server.ts)')
  return (globalStore.__arclightBackend ??= factory!())
}

/** At start-up: how to make the backend, on first use. */
export function configureBackend(factory: () => Backend) {
  globalStore.__arclightBackendFactory = factory
}

/** For tests: use this backend (undefined forgets it). */
export function setBackend(backend: Backend | undefined) {
  globalStore.__arclightBackend = backend
}

/** For /healthz: which backend runs and whether it answers. */
export async function backendHealth(): Promise<BackendHealth> {
  const backend = getBackend()
  try {
    return await backend.health()
  } catch {
    return { kind: backend.kind, ok: false }
  }
}
