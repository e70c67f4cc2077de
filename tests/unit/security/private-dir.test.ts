import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { ensurePrivateDir } from '~/backend/embedded/private-dir.server'
import { lockDataDir } from '~/backend/embedded/lock.server'

// DATA_DIR holds password hashes and the session secret: created 0700, narrowed to 0700 if open.
const roots: string[] = []
const tempRoot = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'private-dir-'))
  roots.push(root)
  return root
}
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})
const mode = (file: string) => fs.statSync(file).mode & 0o777

test('a new data directory and its missing parents are created 0700', () => {
  const dir = path.join(tempRoot(), 'a', 'data')
  ensurePrivateDir(dir)
  expect(mode(dir)).toBe(0o700)
  expect(mode(path.dirname(dir))).toBe(0o700)
})

test('an existing world-readable data directory is narrowed to 0700', () => {
  const dir = path.join(tempRoot(), 'data')
  fs.mkdirSync(dir)
  fs.chmodSync(dir, 0o777)
  ensurePrivateDir(dir)
  expect(mode(dir)).toBe(0o700)
})

test('taking the data directory’s lock makes it private', () => {
  const dir = path.join(tempRoot(), 'data')
  fs.mkdirSync(dir, { mode: 0o755 })
  fs.chmodSync(dir, 0o755)
  const release = lockDataDir(dir)
  try {
    expect(mode(dir)).toBe(0o700)
  } finally {
    release()
  }
})
