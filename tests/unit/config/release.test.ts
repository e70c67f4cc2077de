import fs from 'node:fs'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { setBackend } from '~/backend/index.server'
import type { Backend } from '~/backend/types'
import { createBundledSource } from '~/content/bundled-source.server'
import { setContentSource } from '~/content/content.server'
import { gitCommit, readRelease } from '~/config/release.server'
import { loader } from '~/routes/healthz'

afterEach(() => vi.unstubAllEnvs())
beforeAll(() => {
  setContentSource(createBundledSource())
  setBackend({ kind: 'embedded', health: async () => ({ kind: 'embedded', ok: true }) } as Backend)
})
afterAll(() => {
  setContentSource(undefined)
  setBackend(undefined)
})
const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8'))

it("is package.json's version and GIT_COMMIT when set", () => {
  vi.stubEnv('GIT_COMMIT', 'e157600aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')
  expect(readRelease()).toEqual({ version, commit: 'e157600aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' })
})

it('without GIT_COMMIT, the commit the build recorded or git reports', () => {
  vi.stubEnv('GIT_COMMIT', '')
  expect(version).toMatch(/^\d+\.\d+\.\d+$/)
  expect(readRelease().commit).toMatch(/^([0-9a-f]{40}|unknown)$/)
  expect(gitCommit('/')).toBeNull()
})

it('/healthz reports them, with the fields it had', async () => {
  const body = await (await loader()).json()
  expect(body).toMatchObject({ version, commit: expect.any(String), content: { ok: true }, backend: { kind: 'embedded' } })
})
