import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

// `npm run studio:build` builds the Studio offline (studio/package.json declares
// styled-components, so the CLI does not try to install anything). Slow: 35 s on an idle
// machine, minutes on a busy one, and 1.7 GB of memory.

const run = promisify(execFile)

describe('npm run studio:build', () => {
  it('builds the Studio offline into studio/dist', async () => {
    const { stdout, stderr } = await run('npm', ['run', 'studio:build'], {
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1' },
      maxBuffer: 16 * 1024 * 1024,
      timeout: 540_000,
    })
    expect(stdout + stderr).toMatch(/Build Sanity Studio/)
    expect(existsSync('studio/dist/index.html')).toBe(true)
    const assets = readdirSync('studio/dist/static').filter((f) => f.endsWith('.js'))
    const bundle = assets.map((f) => readFileSync(path.join('studio/dist/static', f), 'utf8')).join('\n')
    // Our desk structure and schema made it into the bundle.
    expect(bundle).toContain('Site settings')
    expect(bundle).toContain('Sample blog posts')
    // The Presentation tool, entering the site's preview mode (decision 181).
    expect(bundle).toContain('/api/preview-mode/enable')
    expect(bundle).toContain('_type == "service" && (slug.current == $slug')
    // The SEO preview beside every page-like document (decision 230).
    expect(bundle).toContain('SEO preview')
  }, 600_000)
})
