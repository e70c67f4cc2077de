// node scripts/make-upgrade-fixture.js [tag]: regenerates tests/fixtures/upgrade/data-<version>.tar.br,
// a data directory made by an earlier release's own code (default v1.0.0), which
// tests/integration/backend/upgrade.test.ts opens with the current code on every run. A git
// worktree of the tag (in a temporary folder, removed after) fills it through
// tests/fixtures/site-data.ts; the folder is packed as a tarball and compressed with brotli
// (built into Node; about 1.5 MB where gzip makes 5).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import * as tar from 'tar'

const root = path.resolve(import.meta.dirname, '..')
const tag = process.argv[2] ?? 'v1.0.0'
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-fixture-'))
const tree = path.join(work, tag)
const data = path.join(work, 'data')
const out = path.join(root, `tests/fixtures/upgrade/data-${tag.replace(/^v/, '')}.tar.br`)
const git = (...args) => execFileSync('git', ['-C', root, ...args], { stdio: 'inherit' })

git('worktree', 'add', '--detach', tree, tag)
try {
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'))
  // The filling code is today's (the backend port's API, which the release has too).
  for (const file of ['tests/fixtures/site-data.ts', 'tests/fixtures/upgrade/fill-data-dir.ts']) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(tree, file))
  }
  execFileSync('npx', ['tsx', 'tests/fixtures/upgrade/fill-data-dir.ts', data], { cwd: tree, stdio: 'inherit' })
  fs.rmSync(path.join(data, '.lock'), { force: true })
  const packed = path.join(work, 'data.tar')
  await tar.c({ file: packed, cwd: data, portable: true }, fs.readdirSync(data))
  const bytes = fs.readFileSync(packed)
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT } = zlib.constants
  const params = { [BROTLI_PARAM_QUALITY]: 11, [BROTLI_PARAM_LGWIN]: 24, [BROTLI_PARAM_SIZE_HINT]: bytes.length }
  fs.writeFileSync(out, zlib.brotliCompressSync(bytes, { params }))
  console.log(`Wrote ${path.relative(root, out)} (${fs.statSync(out).size} bytes) from ${tag}`)
} finally {
  git('worktree', 'remove', '--force', tree)
  fs.rmSync(work, { recursive: true, force: true })
}
