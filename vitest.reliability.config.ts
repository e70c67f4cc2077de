// The reliability suites (tests/reliability): load, bad input, access, attacks and faults against
// the production server. `npm test` runs them short; `npm run test:stress` (STRESS=full) in full.
import { defineConfig } from 'vitest/config'
import base from './vite.config'

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/reliability/**/*.test.ts'],
    testTimeout: process.env.STRESS === 'full' ? 1_800_000 : 300_000,
    hookTimeout: 120_000,
    // Each file starts its own servers; one file at a time keeps two cores from thrashing.
    fileParallelism: false,
    // Some suites run the built app in the test process: a log line its background work writes as a
    // file ends must not become an "unhandled error" of the run (rpc closed while a log was pending).
    disableConsoleIntercept: true,
  },
})
