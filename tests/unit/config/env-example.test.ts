import fs from 'node:fs'
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { ENV_NAMES } from '~/config/env.server'

// `.env.example` is the list an operator copies: it must name every variable the app reads.
it('names every environment variable, each with its default or an empty value', () => {
  const example = fs.readFileSync('.env.example', 'utf8')
  const listed = new Set([...example.matchAll(/^# ([A-Z0-9_]+)=/gm)].map((match) => match[1]))
  expect(ENV_NAMES.filter((name) => !listed.has(name))).toEqual([])
  expect([...listed].filter((name) => !ENV_NAMES.includes(name))).toEqual([])
})

// What server.js and the scripts import first: .env fills what the environment leaves unset.
it('.env fills unset variables, never one already set, and SKIP_DOTENV skips it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dot-env-'))
  fs.writeFileSync(path.join(dir, '.env'), 'SITE_URL=https://from-file.example\nPORT=4000\n')
  const module = path.resolve('scripts/dot-env.js')
  const read = (env: Record<string, string>) =>
    execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(module)}); console.log(process.env.SITE_URL, process.env.PORT)`],
      {
        cwd: dir,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
      },
    )
      .toString()
      .trim()
  expect(read({ PORT: '5000' })).toBe('https://from-file.example 5000')
  expect(read({ SKIP_DOTENV: '1' })).toBe('undefined undefined')
  fs.rmSync(dir, { recursive: true, force: true })
})
