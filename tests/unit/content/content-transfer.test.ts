import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

// scripts/content-transfer.js cannot reach a real project here; it must say clearly what is
// missing, and build the right Sanity CLI command when configured (checked with --dry-run).

const run = promisify(execFile)
const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SANITY_')))

async function transfer(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/content-transfer.js', ...args], {
      env: { ...clean, ...env } as NodeJS.ProcessEnv,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

describe('npm run content:import / content:export', () => {
  it.each(['import', 'export'])('%s names both missing variables and changes nothing', async (mode) => {
    const result = await transfer([mode])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('SANITY_PROJECT_ID and SANITY_WRITE_TOKEN are not set')
    expect(result.stderr).toContain('https://www.sanity.io/manage')
    expect(result.stdout).toBe('')
  })

  it('names the one variable that is missing', async () => {
    const result = await transfer(['import'], { SANITY_PROJECT_ID: 'abc123' })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('SANITY_WRITE_TOKEN is not set')
    expect(result.stderr).not.toContain('SANITY_PROJECT_ID and')
  })

  it('imports content/dataset.ndjson with --replace into the configured dataset, never printing the token', async () => {
    const result = await transfer(['import', '--dry-run'], {
      SANITY_PROJECT_ID: 'abc123',
      SANITY_WRITE_TOKEN: 'sk-secret',
      SANITY_DATASET: 'staging',
    })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/> sanity dataset import \S+\/content\/dataset\.ndjson staging --replace/)
    expect(result.stdout).toContain('project abc123')
    expect(result.stdout + result.stderr).not.toContain('sk-secret')
  })

  it('exports the published documents of the dataset', async () => {
    const result = await transfer(['export', '--dry-run'], { SANITY_PROJECT_ID: 'abc123', SANITY_WRITE_TOKEN: 'sk-secret' })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/> sanity dataset export production \S+export\.tar\.gz --no-drafts --overwrite/)
  })

  it('rejects an unknown mode', async () => {
    const result = await transfer(['sync'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('usage:')
  })
})
