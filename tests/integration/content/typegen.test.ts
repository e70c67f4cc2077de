import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import * as prettier from 'prettier'
import { afterAll, describe, expect, it } from 'vitest'

// The committed types (app/content/sanity.types.ts) must be what `npm run typegen` makes from
// today's schemas and queries. Regenerates into a temporary folder and compares, both formatted
// with the project's Prettier settings (typegen formats with the settings it finds near its output).

const run = promisify(execFile)
const dir = mkdtempSync(path.join(tmpdir(), 'typegen-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('sanity typegen', () => {
  it('committed types are up to date (run `npm run typegen` if this fails)', async () => {
    const schema = path.join(dir, 'schema.json')
    const out = path.join(dir, 'sanity.types.ts')
    await run(process.execPath, ['--import', 'tsx', 'scripts/extract-schema.js', schema])
    await run(path.resolve('node_modules/.bin/sanity'), ['typegen', 'generate'], {
      cwd: 'studio',
      env: { ...process.env, SANITY_TYPEGEN_SCHEMA: schema, SANITY_TYPEGEN_OUT: out, SANITY_TELEMETRY_DISABLED: '1' },
    })
    const committed = 'app/content/sanity.types.ts'
    const format = async (text: string) => prettier.format(text, { ...(await prettier.resolveConfig(committed)), filepath: committed })
    const fresh = await format(readFileSync(out, 'utf8'))
    expect(fresh).toContain('SiteSettingsQueryResult')
    expect(await format(readFileSync(committed, 'utf8'))).toBe(fresh)
  }, 180_000)
})
