import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../../scripts/build-server.js'

// The production server is a bundle (scripts/build-server.js, decision 255): built here into a
// temporary folder, it must hold the server and the app modules it uses, and import nothing but
// Node's modules and the packages `npm install --omit=dev` would install.
const root = path.resolve(import.meta.dirname, '../../..')
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-server-bundle-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

describe('the server bundle', () => {
  it('bundles the server and the app modules it imports, and imports only Node and production packages', async () => {
    const outfile = path.join(dir, 'index.js')
    await buildServer(outfile)
    const code = fs.readFileSync(outfile, 'utf8')
    for (const module of [
      'server/index.ts',
      'server/request-guard.ts',
      'server/page-cache/page-cache.ts',
      'server/page-cache/keys.ts',
      'app/config/env.server.ts',
      'app/site/staff-area.ts',
      'app/backend/personal-cookies.ts',
      'app/http-cache/etag.server.ts',
      'app/admin/media-rules.ts',
    ]) {
      expect(code, module).toContain(`// ${module}\n`)
    }
    const staticImports = [...code.matchAll(/^import .*? from "([^"]+)";$|^import "([^"]+)";$/gm)].map((m) => m[1] ?? m[2])
    const dynamicImports = [...code.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1])
    expect(staticImports.length).toBeGreaterThan(5)
    const notInstalled = (s: string) => !s.startsWith('node:') && !(packageOf(s) in pkg.dependencies)
    expect(staticImports.filter(notInstalled)).toEqual([])
    // Vite serves development only: imported on demand, never by the production server.
    expect(dynamicImports.filter(notInstalled)).toEqual(['vite'])
    // Remix's build is imported by its path at run time, not bundled; nothing is left to resolve.
    expect(code).toMatch(/\.resolve\("build\/server\/index\.js"\)/)
    expect(code).not.toContain('// build/server/')
    expect(staticImports.filter((s) => s.startsWith('~/') || s.startsWith('.'))).toEqual([])
  })

  it('bundles npm run backup and restore beside it, with production packages only (an image runs them)', () => {
    for (const tool of ['backup.js', 'restore.js']) {
      const code = fs.readFileSync(path.join(dir, tool), 'utf8')
      expect(code, tool).toContain('// app/backend/embedded/backup/manifest.server.ts\n')
      const imports = [...code.matchAll(/^import .*? from "([^"]+)";$|^import "([^"]+)";$/gm)].map((m) => m[1] ?? m[2])
      expect(
        imports.filter((s) => !s.startsWith('node:') && !(packageOf(s) in pkg.dependencies)),
        tool,
      ).toEqual([])
    }
  })
})
