// Start-up time of the production server (already built): from `npm start` to the
// first 200 from /healthz, on a new data directory (creates and migrates the embedded database)
// and then on that existing one. `npm run bench -- --startup [--short]`; short: one warm start.
import fs from 'node:fs'
import { numberOf } from './args.js'
import { newDataDir, startServer } from './start-server.js'

export const STARTUP_BUDGET_MS = 3000

export async function main(argv = process.argv) {
  const short = argv.includes('--short')
  const port = numberOf(argv, 'port', 3270)
  const dataDir = newDataDir()
  const rows = []
  try {
    const first = await startServer({ port, dataDir, command: 'npm start' })
    await first.stop()
    rows.push({ start: 'new data directory', 'to first /healthz 200 (ms)': Math.round(first.readyMs) })
    for (let i = 0; i < (short ? 1 : 3); i++) {
      const warm = await startServer({ port, dataDir, command: 'npm start' })
      await warm.stop()
      rows.push({ start: `existing data directory (${i + 1})`, 'to first /healthz 200 (ms)': Math.round(warm.readyMs) })
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  console.log(`\nStart-up, built app (budget for an existing data directory: ${STARTUP_BUDGET_MS} ms):`)
  console.table(rows)
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
