// The deployment suites (tests/deploy): the container image built with buildah and run, the TLS
// front (deploy/nginx) with testssl.sh, and restarts without failed requests. The hosted-mode
// restarts use the real-database tier's PostgreSQL, started once per run by its global setup.
import { defineConfig } from 'vitest/config'
import base from './vite.config'

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/deploy/**/*.test.ts'],
    globalSetup: ['tests/real-db/global-setup.ts'],
    testTimeout: 600_000,
    // A first run makes the base and installs every dependency in the image: 10 to 15 minutes.
    hookTimeout: 1_500_000,
    // Each file starts its own servers (and builds the image): one at a time on two shared cores.
    fileParallelism: false,
  },
})
