// The first visit's JavaScript: every public page's HTML names at most BUDGET_BYTES (110 KB) of
// gzip JavaScript, and none names a chunk with staff-area code. Computed from the production build's
// manifests (build first: `npm run build`), not timed. Figures: `npm run bench -- --chunks`.
import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { adminChunks, BUDGET_BYTES, isAdminRoute, namedScripts, pageWeights, readManifest } from '../../../bench/chunks.js'

const built = fs.existsSync('build/chunk-modules.json')

describe.skipIf(!built)('client JavaScript budget (production build)', () => {
  test(`each public page names at most ${BUDGET_BYTES / 1024} KB of gzip JavaScript`, () => {
    const pages = pageWeights('build')
    expect(pages.map((page) => page.routeId)).toEqual(expect.arrayContaining(['routes/_index', 'routes/get-started', 'routes/blog._index']))
    const over = pages.filter((page) => page.bytes > BUDGET_BYTES).map((page) => `${page.routeId}: ${(page.bytes / 1024).toFixed(1)} KB`)
    expect(over).toEqual([])
  })

  test("no public page names a chunk holding the staff area's code", () => {
    const manifest = readManifest('build')
    const admin = adminChunks('build')
    // The check has something to find: the admin routes' own code is in chunks.
    expect(admin.length).toBeGreaterThan(0)
    const adminFiles = new Set(admin.map((chunk) => chunk.file))
    for (const routeId of Object.keys(manifest.routes).filter((id) => id !== 'root' && !isAdminRoute(id))) {
      const leaked = namedScripts(manifest, routeId).filter((file) => adminFiles.has(file))
      expect(leaked, routeId).toEqual([])
    }
  })

  test('the form validation (zod) is not named by the form pages; it loads on first use', () => {
    const manifest = readManifest('build')
    const chunks = JSON.parse(fs.readFileSync('build/chunk-modules.json', 'utf8')) as Record<string, { modules: Record<string, number> }>
    const withZod = new Set(
      Object.entries(chunks)
        .filter(([, c]) => Object.keys(c.modules).some((m) => m.includes('node_modules/zod/')))
        .map(([f]) => f),
    )
    expect(withZod.size).toBeGreaterThan(0)
    for (const routeId of ['routes/_index', 'routes/get-started'])
      expect(namedScripts(manifest, routeId).filter((f) => withZod.has(f))).toEqual([])
  })

  test("icons are lucide-react's own, one file each: no chunk holds the package's index of every icon", () => {
    const chunks = JSON.parse(fs.readFileSync('build/chunk-modules.json', 'utf8')) as Record<string, { modules: Record<string, number> }>
    const modules = Object.values(chunks).flatMap((chunk) => Object.keys(chunk.modules))
    expect(modules.some((m) => m.includes('lucide-react/dist/esm/icons/'))).toBe(true)
    expect(modules.filter((m) => m.endsWith('lucide-react/dist/esm/lucide-react.mjs'))).toEqual([])
  })
})

test.runIf(!built)('client JavaScript budget: skipped, no production build (run `npm run build`)', () => {})
