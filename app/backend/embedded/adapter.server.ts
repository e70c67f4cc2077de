// Embedded adapter (PGlite under DATA_DIR): implementation in progress.
import type { Backend } from '../types'

export interface EmbeddedOptions {
  dataDir: string
  startupAdmin: { email: string; password: string } | null
}

export function createEmbeddedBackend(_options: EmbeddedOptions): Backend {
  throw new Error('not implemented yet')
}
