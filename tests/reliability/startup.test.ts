// One process per data directory: PGlite takes no lock of its own, and two processes on one
// directory silently lose each other's commits. The second one must refuse to start, clearly.
import { afterAll, expect, it } from 'vitest'
import { removeDataDirs, startServer, type RunningServer } from './server'

let first: RunningServer | undefined
afterAll(async () => {
  await first?.stop()
  removeDataDirs()
})

it('refuses a second server on the same DATA_DIR at start-up, with a clear message', async () => {
  first = await startServer()
  const second = await startServer({ dataDir: first.dataDir, waitReady: false })
  const code = await second.exited
  expect(code).toBe(1)
  expect(second.output()).toContain(`is in use by another process (pid ${first.child.pid})`)
  expect(second.output()).toContain('Stop that process first')
  expect(second.output()).not.toMatch(/^\s+at /m) // a message, not a stack trace
  // The first server is unharmed.
  expect((await fetch(`${first.url}/healthz`)).status).toBe(200)
  console.log('[startup] second process on the same DATA_DIR: refused (exit 1); first server healthy')
})
