import fs from 'node:fs'
import { expect, it } from 'vitest'

// The code host's CI (.github/workflows/ci.yml) cannot run here: it must do what .ci/run does,
// which is what runs here, and nothing of its own.
const workflow = fs.readFileSync('.github/workflows/ci.yml', 'utf8')

it('runs .ci/run on Node 20, as root in Debian (where the suites install their tools), within 90 minutes', () => {
  expect(workflow).toMatch(/^\s+run: bash \.ci\/run$/m)
  expect(fs.readFileSync('.ci/run', 'utf8')).toMatch(/^npm test$/m)
  expect(workflow).toMatch(/node-version: 20$/m)
  expect(workflow).toMatch(/container: debian:bookworm$/m)
  expect(workflow).toMatch(/timeout-minutes: 90$/m)
  expect(workflow).toMatch(/pull_request:/)
})
