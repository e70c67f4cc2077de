import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

// Node 20 gets no security releases since 2026-04-30: the tests (and `npm start`, through the same
// node_modules/.bin/node that npm scripts put first on PATH) run on Node 24 LTS.
test('the tests run on the Node the project requires (24 LTS)', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
  expect(pkg.engines.node).toBe('>=24')
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24)
})
